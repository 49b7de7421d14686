//! Command-line options of the game.

use clap::Parser;
use std::path::PathBuf;

#[derive(Parser, Clone, Debug, Default)]
#[command(
    name = "solitaire",
    version,
    about = "A solitaire collection: Bear River, Three Bears, Brisbane, Lower 48, ForeCell, FreeCell"
)]
pub struct Options {
    /// The game to play: bear-river, three-bears, brisbane, lower-48, forecell,
    /// freecell. Without --game or --deal the last game resumes where it was left.
    #[arg(long, value_parser = parse_game)]
    pub game: Option<String>,
    /// The deal number (1 to 2147483647); a random one if not given.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=0x7fff_ffff))]
    pub deal: Option<u32>,
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
    /// Start in demo mode: the game plays itself, deal after deal.
    #[arg(long)]
    pub demo: bool,
    /// Open a dialog at start: the rules, the game chooser, the deal number box, the
    /// settings, the statistics or the compact HUD's menu (for screenshots and docs).
    #[arg(long, value_enum)]
    pub open: Option<OpenOption>,
    /// Animation speed for this run (the setting otherwise).
    #[arg(long, value_enum)]
    pub speed: Option<SpeedOption>,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SpeedOption {
    #[default]
    Normal,
    Fast,
    Instant,
}

fn parse_game(s: &str) -> Result<String, String> {
    if solitaire_core::builtin(s).is_some() {
        Ok(s.to_string())
    } else {
        Err(format!(
            "unknown game; the games are: {}",
            solitaire_core::GAME_IDS.join(", ")
        ))
    }
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

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenOption {
    Rules,
    Games,
    Deal,
    Settings,
    Stats,
    /// Today's daily deals.
    Daily,
    /// The compact HUD's menu.
    Menu,
}
