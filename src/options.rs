//! Command-line options of the game.

use crate::play::{Overlay, Speed};
use clap::{CommandFactory, FromArgMatches, Parser};
use solitaire_core::deal::{DealNumber, parse_number};
use std::path::PathBuf;

#[derive(Parser, Clone, Debug, Default)]
#[command(
    name = "solitaire",
    version,
    about = "A solitaire collection",
    long_about = "Patience games with numbered deals that are the same on every machine: undo \
                  and redo, hints from a solver, a demo that plays itself, daily deals and \
                  statistics. Play with the mouse, by touch or with the keyboard; a screen \
                  reader hears every card. In the game, F1 shows the rules of the game and \
                  every key, and Settings chooses the language."
)]
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
    /// The language for this run, by code (the languages are listed by
    /// `Options::from_command_line`); the Language setting, else the system's, otherwise.
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<String>,
}

impl Options {
    /// The options given to the program; `--help` names every game of the registry.
    pub fn from_command_line() -> Options {
        let matches = Options::described().get_matches();
        Options::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
    }

    /// The flags as `--help`, the man page and the shell completions describe them: with
    /// every game and language named.
    pub fn described() -> clap::Command {
        let names: Vec<&str> = solitaire_core::builtin_games().map(|r| r.name()).collect();
        Options::command()
            .about(format!("A solitaire collection: {}", names.join(", ")))
            .mut_arg("lang", |a| {
                a.help(format!(
                    "The language for this run: {}. The Language setting (else the \
                     system's language) otherwise",
                    lang_list()
                ))
            })
            .mut_arg("game", |a| {
                a.help(format!(
                    "The game to play: {}; or the path of a game definition file (.ron) to \
                     try out, with nothing saved. Without --game or --deal the last game \
                     resumes where it was left",
                    game_list()
                ))
            })
    }

    /// The options in the page's address, read as the flags are (`?game=klondike&deal=5&demo`
    /// is `--game klondike --deal 5 --demo`); with options it cannot take, the page's
    /// console says why and the game starts as it would without them.
    #[cfg(target_arch = "wasm32")]
    pub fn from_page() -> Options {
        let words = crate::web::bridge::page_args();
        Options::from_words(words.lines()).unwrap_or_else(|e| {
            bevy::log::warn!("the page's address: {e}");
            Options::default()
        })
    }

    /// Options from command-line words (without the program's name).
    pub fn from_words<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<Options, String> {
        let words = std::iter::once("solitaire").chain(words);
        let matches = Options::command()
            .try_get_matches_from(words)
            .map_err(|e| e.to_string())?;
        Options::from_arg_matches(&matches).map_err(|e| e.to_string())
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

/// A shipped language's code, in any case or with a region ("DE", "de-AT" → "de").
fn parse_lang(s: &str) -> Result<String, String> {
    solitaire_core::lang::shipped(s)
        .map(str::to_string)
        .ok_or_else(|| format!("no such language; the languages are: {}", lang_list()))
}

/// The shipped languages: "de (Deutsch), en (English), …".
fn lang_list() -> String {
    solitaire_core::lang::codes()
        .into_iter()
        .map(|code| {
            let name =
                solitaire_core::say!(solitaire_core::lang::Words::new(code), "language-name");
            format!("{code} ({name})")
        })
        .collect::<Vec<_>>()
        .join(", ")
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The browser reads its page address's options as these words.
    #[test]
    fn options_are_read_from_words_as_from_flags() {
        let o = Options::from_words(["--game", "klondike", "--deal", "5", "--demo"]).unwrap();
        assert_eq!(
            (o.game.as_deref(), o.deal, o.demo),
            (Some("klondike"), Some(5), true)
        );
        let o = Options::from_words(["--lang", "DE"]).unwrap();
        assert_eq!(o.lang.as_deref(), Some("de"));
        let e = Options::from_words(["--lang", "tlh"]).unwrap_err();
        assert!(e.contains("the languages are: en (English)"), "{e}");
        let unknown = Options::from_words(["--game", "snap"]).unwrap_err();
        assert!(unknown.contains("unknown game"), "{unknown}");
        assert!(Options::from_words(["--deal", "0"]).is_err());
        assert!(Options::from_words(["--colour", "red"]).is_err());
        assert_eq!(Options::from_words([]).unwrap().game, None);
    }
}
