//! Command-line options of the game.

use crate::play::{Overlay, Speed};
use clap::{CommandFactory, FromArgMatches, Parser};
use solitaire_core::deal::{DealNumber, parse_number};
use std::path::PathBuf;

#[derive(Parser, Clone, Debug, Default)]
#[command(name = "solitaire", version, about = "A solitaire collection")]
pub struct Options {
    /// The game to play (the ids are listed by `Options::from_command_line`), or a game
    /// definition file to try out (its id here). Without --game or --deal the last game
    /// resumes where it was left.
    #[arg(long, value_parser = parse_game)]
    pub game: Option<String>,
    /// The deal number (1 to 2147483647); a random one if not given.
    #[arg(long, value_parser = parse_deal)]
    pub deal: Option<DealNumber>,
    /// Where saved games live (also SOLITAIRE_DATA_DIR); the platform's data
    /// directory by default.
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// Start in full screen.
    #[arg(long)]
    pub fullscreen: bool,
    /// Window size in pixels, e.g. 1280x800.
    #[arg(long, value_parser = parse_size)]
    pub window: Option<(u32, u32)>,
    /// Render the table, wait for it to settle, save a PNG here and exit. With --demo,
    /// the picture is taken once the demo has won its first deal.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Log every frame here: its time, its main-thread CPU and what the table was doing
    /// (for bench/frames.sh).
    #[arg(long)]
    pub frame_log: Option<PathBuf>,
    /// Start in demo mode: the game plays itself, deal after deal.
    #[arg(long)]
    pub demo: bool,
    /// Open a dialog at start: the rules, the game chooser, the deal number box, the
    /// settings, the statistics or the compact HUD's menu (for screenshots and docs).
    #[arg(long, value_enum)]
    pub open: Option<Overlay>,
    /// Animation speed for this run (the setting otherwise).
    #[arg(long, value_enum)]
    pub speed: Option<Speed>,
}

impl Options {
    /// The options given to the program; `--help` names every game of the registry.
    pub fn from_command_line() -> Options {
        let names: Vec<&str> = solitaire_core::builtin_games().map(|r| r.name()).collect();
        let command = Options::command()
            .about(format!("A solitaire collection: {}", names.join(", ")))
            .mut_arg("game", |a| {
                a.help(format!(
                    "The game to play: {}; or the path of a game definition file (.ron) to \
                     try out, with nothing saved. Without --game or --deal the last game \
                     resumes where it was left",
                    game_list()
                ))
            });
        let matches = command.get_matches();
        Options::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
    }
}

/// A game's id, or a definition file's path: the file is read, checked and kept for
/// the run (`game_file::try_out`), and its game's id stands for it.
fn parse_game(s: &str) -> Result<String, String> {
    let path = std::path::Path::new(s);
    if solitaire_core::builtin(s).is_some() {
        Ok(s.to_string())
    } else if s.ends_with(".ron") || path.is_file() {
        solitaire_core::game_file::try_out(path)
    } else {
        Err(format!("unknown game; the games are: {}", game_list()))
    }
}

/// The games' ids, as the registry lists them.
fn game_list() -> String {
    solitaire_core::game_ids().collect::<Vec<_>>().join(", ")
}

fn parse_deal(s: &str) -> Result<DealNumber, String> {
    parse_number(s).map_err(|e| e.to_string())
}

/// Can a window be this size (logical pixels)? From a flag or the settings file.
pub fn window_size_in_range((w, h): (u32, u32)) -> bool {
    (200..=16384).contains(&w) && (200..=16384).contains(&h)
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("'{s}' is not a window size like 1280x800");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.trim().parse().map_err(|_| bad())?;
    let h: u32 = h.trim().parse().map_err(|_| bad())?;
    if !window_size_in_range((w, h)) {
        return Err(format!(
            "window size {w}x{h} is out of range (200 to 16384 pixels)"
        ));
    }
    Ok((w, h))
}
