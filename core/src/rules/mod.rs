//! Games as data: the vocabulary (`def`), its validation, the built-in games, and
//! `Rules`, a definition compiled to a flat pile table that the engine interprets.

mod build;
mod compiled;
mod def;
mod engine;
mod illegal;
mod locate;
mod notation;
mod reshuffle;
mod rows;
mod takes;
mod validate;

pub use crate::registry::{builtin, builtin_games, game_ids};
pub use compiled::{PileSpec, Rules};
pub use def::*;
pub use illegal::Illegal;
pub use validate::DefError;

pub use build::{builds_on, top_run};
pub use engine::HomeCounts;
pub use rows::Wanted;
pub use takes::{MAX_PILES, PileSet, Takes, members};
