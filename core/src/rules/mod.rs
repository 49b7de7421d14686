//! Games as data: the vocabulary (`def`), its validation, the built-in games, and
//! `Rules`, a definition compiled to a flat pile table that the engine interprets.

mod build;
mod builtin;
mod compiled;
mod def;
mod engine;
mod illegal;
mod notation;
mod takes;
mod validate;
mod win_lists;

pub use builtin::{GAME_IDS, builtin, builtin_games};
pub use compiled::{PileSpec, Rules};
pub use def::*;
pub use illegal::Illegal;
pub use validate::DefError;
pub use win_lists::{win_list, win_list_names};

pub use build::{builds_on, top_run};
pub use engine::HomeCounts;
pub use takes::{MAX_PILES, PileSet, Takes, members};
