//! Every game's rules, each by a focused test, sorted by family as the games' files
//! name them (`family:`). The rule texts are the `rules:` and `differs:` lines of each
//! core/games/*.ron. One test binary for them all: each binary is a link.

#[path = "../common/mod.rs"]
mod common;

mod accordion;
mod aces_up;
mod all_games;
mod deals;
mod forty_thieves;
mod freecells;
mod golf;
mod klondike;
mod montana;
mod numerica;
mod open_builders;
mod pyramid;
mod spider;

use common::rules;
use solitaire_core::Game;
use solitaire_core::rules::{Illegal, PileKind};

/// (face down, cards) of each pile of `kind` in deal #`number`.
pub fn dealt(game: &str, number: u32, kind: PileKind) -> Vec<(usize, usize)> {
    common::sizes(&Game::new(rules(game), number).unwrap(), kind)
}

/// A card of the first deck, by name ("9H").
pub fn card(name: &str) -> solitaire_core::Card {
    let (suit, rank) = solitaire_core::Card::parse_value(name).unwrap();
    solitaire_core::Card::new(0, suit, rank)
}

pub fn too_long(wanted: usize, allowed: usize) -> Result<(), Illegal> {
    Err(Illegal::RunTooLong { wanted, allowed })
}
