//! Helpers shared by the core's integration tests.
#![allow(dead_code)]

pub mod imports;

use solitaire_core::rules::{Illegal, Rules, builtin};
use solitaire_core::{Move, Position, text};
use std::sync::Arc;

pub fn rules(id: &str) -> Arc<Rules> {
    builtin(id).unwrap_or_else(|| panic!("no game {id}"))
}

/// A position from layout text (see `text::parse_layout`).
pub fn setup(id: &str, layout: &str) -> (Arc<Rules>, Position) {
    let rules = rules(id);
    let pos = text::parse_layout(&rules, layout).unwrap_or_else(|e| panic!("bad layout: {e}"));
    (rules, pos)
}

pub fn mv(rules: &Rules, text: &str) -> Move {
    rules.parse_move(text).unwrap_or_else(|e| panic!("{e}"))
}

pub fn check(rules: &Rules, pos: &Position, text: &str) -> Result<(), Illegal> {
    rules.check(pos, mv(rules, text))
}

/// Applies a move that must be legal, returning the new position.
pub fn play(rules: &Rules, pos: &Position, text: &str) -> Position {
    let m = mv(rules, text);
    rules
        .check(pos, m)
        .unwrap_or_else(|e| panic!("{text} refused: {e}"));
    let mut next = pos.clone();
    rules.apply(&mut next, m);
    next
}

pub fn pile(rules: &Rules, pos: &Position, name: &str) -> String {
    let p = rules.pile_by_name(name).expect("pile");
    pos.piles[p]
        .cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
