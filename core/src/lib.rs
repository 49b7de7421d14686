//! solitaire-core: the rules of the solitaire collection, with no Bevy.
//!
//! Games are data (`rules::GameDef`, RON); `rules::Rules` judges and applies moves for
//! any of them; `game::Game` adds the deal number and the undo/redo history; `save`
//! writes and replays games. The Bevy shell only renders and feeds input to this crate.

pub mod card;
pub mod daily;
pub mod data_files;
pub mod deal;
pub mod figures;
pub mod game;
pub mod game_file;
pub mod generated;
pub mod grade;
pub mod lang;
pub mod moves;
pub mod policy;
pub mod position;
pub mod pysol;
pub mod registry;
pub mod rules;
pub mod save;
pub mod score;
pub mod solver;
pub mod speech;
pub mod stats;
pub mod text;

pub use card::{Card, Colour, Rank, Suit};
/// Dates (the daily deal), as the core uses them.
pub use chrono;
pub use game::{Game, GameError, Refusal, Status};
pub use moves::{Applied, Move, PileId};
pub use position::{Pile, Position};
pub use registry::{builtin, builtin_games, game_ids};
pub use rules::{Illegal, Rules};
