//! Saved games: game id + deal number + moves, in RON. Loading replays every move
//! through the rules, so a tampered save is refused with a reason, never trusted.

use crate::game::{Game, GameError};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use thiserror::Error;

pub const SAVE_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub version: u32,
    pub game: String,
    pub deal: u64,
    /// Moves played, in notation, space-separated; `+` marks a move that followed the
    /// one before it (undone and redone with it: see `Game::apply_following`).
    pub moves: String,
    /// Undone moves that redo would replay, next first.
    #[serde(default)]
    pub redo: String,
    /// Play time so far, in milliseconds (kept by the game's shell).
    #[serde(default)]
    pub elapsed_ms: u64,
}

impl SavedGame {
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("a saved game always serialises")
    }

    /// Reads the text of a save (not yet checked against the rules: see `Game::from_saved`).
    pub fn parse(text: &str) -> Result<SavedGame, SaveError> {
        ron::from_str(text).map_err(|e| SaveError::Parse(e.to_string()))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveError {
    #[error("the saved game cannot be read: {0}")]
    Parse(String),
    #[error("the saved game is from a newer version ({0}) of the game")]
    FutureVersion(u32),
    #[error("the saved game has version {0}, which this game never wrote")]
    BadVersion(u32),
    #[error("the saved game is for an unknown game '{0}'")]
    UnknownGame(String),
    #[error("the saved game is for {found}, not {expected}")]
    WrongGame { expected: String, found: String },
    #[error("the saved game's deal is bad: {0}")]
    Deal(#[from] GameError),
    #[error("the saved game's move {index} ('{text}') is bad: {reason}")]
    BadMove {
        index: usize,
        text: String,
        reason: String,
    },
}

impl Game {
    pub fn to_saved(&self) -> SavedGame {
        let rules = self.rules();
        SavedGame {
            version: SAVE_VERSION,
            game: rules.id().to_string(),
            deal: u64::from(self.number()),
            moves: marked_text(
                rules,
                self.history()
                    .iter()
                    .map(|a| a.mv)
                    .zip(self.follows().iter().copied()),
            ),
            redo: marked_text(rules, self.redo_moves().zip(self.redo_follows())),
            elapsed_ms: 0,
        }
    }

    pub fn to_ron(&self) -> String {
        self.to_saved().to_ron()
    }

    /// Rebuilds a game by replaying its moves; `lookup` finds the rules for an id.
    pub fn from_saved(
        saved: &SavedGame,
        lookup: impl Fn(&str) -> Option<Arc<Rules>>,
    ) -> Result<Game, SaveError> {
        match saved.version {
            SAVE_VERSION => {}
            v if v > SAVE_VERSION => return Err(SaveError::FutureVersion(v)),
            v => return Err(SaveError::BadVersion(v)),
        }
        let rules =
            lookup(&saved.game).ok_or_else(|| SaveError::UnknownGame(saved.game.clone()))?;
        if rules.id() != saved.game {
            return Err(SaveError::WrongGame {
                expected: rules.id().to_string(),
                found: saved.game.clone(),
            });
        }
        // (Kept as u64 in the file, so an out-of-range number is refused by the one check,
        // not misread.)
        let number = crate::deal::check_number(saved.deal).map_err(GameError::from)?;
        let mut game = Game::new(rules.clone(), number)?;
        let played = saved.moves.split_whitespace().count();
        // Redo moves are checked by playing them too, then taken back.
        let all = saved
            .moves
            .split_whitespace()
            .chain(saved.redo.split_whitespace());
        for (index, text) in all.enumerate() {
            let bad = |reason: String| SaveError::BadMove {
                index: index + 1,
                text: text.to_string(),
                reason,
            };
            let (follows, move_text) = match text.strip_prefix('+') {
                Some(rest) => (true, rest),
                None => (false, text),
            };
            let mv = rules.parse_move(move_text).map_err(bad)?;
            let played = if follows {
                game.apply_following(mv)
            } else {
                game.apply(mv)
            };
            played.map_err(|e| bad(e.to_string()))?;
        }
        while game.history().len() > played {
            game.undo();
        }
        Ok(game)
    }

    pub fn from_ron(
        text: &str,
        lookup: impl Fn(&str) -> Option<Arc<Rules>>,
    ) -> Result<Game, SaveError> {
        Game::from_saved(&SavedGame::parse(text)?, lookup)
    }
}

/// Moves in notation, space-separated, each that followed the one before it marked `+`.
fn marked_text(rules: &Rules, moves: impl Iterator<Item = (crate::moves::Move, bool)>) -> String {
    moves
        .map(|(mv, follows)| {
            let text = rules.move_text(mv);
            if follows { format!("+{text}") } else { text }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
