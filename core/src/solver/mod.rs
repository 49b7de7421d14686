//! A solver for every game the vocabulary describes: a portfolio of weighted best-first
//! searches (`search`) and, where a search must go forward through a long stock, beam
//! searches (`beam`) over the engine's own moves, taking turns (where wins are a matter
//! of luck, many that differ only in how they break ties: `heuristic`); each has a
//! transposition table keyed on a canonical position (piles of one group are
//! interchangeable), makes safe moves to the foundations automatically and turns the
//! stock only on the way to a card it plays (`candidates`). A budget of positions,
//! time and memory bounds the work, which can also be cancelled from another thread.
//!
//! The solver sees face-down cards (it plays with full knowledge); callers that show
//! hints must not reveal them in words.

#[cfg(test)]
mod agrees;
mod beam;
mod buckets;
mod budget;
mod builders;
mod candidates;
mod canfield;
mod canonical;
mod children;
mod closing_line;
mod freecells;
mod groups;
mod heuristic;
mod job;
mod kept_home;
mod klondike;
mod known_wins;
mod line;
mod mix;
mod onto_waste;
mod packed;
mod pairs;
mod plan;
mod portfolio;
mod record;
mod rewind;
mod scorpion;
mod search;
mod searcher;
mod seen_table;
mod shortcuts;
mod stuck;
mod talon;
mod tree;
mod turning;
mod values;
mod yukon;

pub use budget::{Budget, DEFAULT_MEMORY};
pub use job::{Answer, Job, answer_text};
pub use known_wins::{KNOWN_WIN_NODES, known_wins, next_known_win};
pub use plan::check as check_plan;
pub use portfolio::solve;
pub use rewind::{Rewind, last_winnable};
pub use searcher::{Report, Verdict};
