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

/// (face down, cards) of each pile of `kind` in `game`, in order.
pub fn sizes(
    game: &solitaire_core::Game,
    kind: solitaire_core::rules::PileKind,
) -> Vec<(usize, usize)> {
    let rules = game.rules();
    rules
        .piles
        .iter()
        .zip(&game.position().piles)
        .filter(|(s, _)| s.kind == kind)
        .map(|(_, p)| (p.down, p.len()))
        .collect()
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

/// A game that does not ship, written only as data: Klondike, draw one, under an id of
/// its own.
pub const NEW_GAME: &str = r#"GameDef(
    id: "klondike-copy", name: "Klondike Copy", summary: "The classic, again.", family: Klondike, order: 14,
    decks: 1,
    stock: Some(StockRules(draw: 1, redeals: None)),
    groups: [
        GroupDef(label: "s", name: "stock", kind: Stock, count: 1, deal: Rest, layout: Layout(at: (0.0, 0.0))),
        GroupDef(label: "w", name: "waste", kind: Waste, count: 1, layout: Layout(at: (1.1, 0.0))),
        GroupDef(label: "f", name: "foundation", kind: Foundation, count: 4,
            build: Some(Build(dir: Up, suit: Same)), layout: Layout(at: (3.3, 0.0), step: (1.1, 0.0))),
        GroupDef(label: "t", name: "tableau pile", kind: Tableau, count: 7,
            deal: Piles([(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]),
            build: Some(Build(dir: Down, suit: AlternateColour)), moves: Run, empty: Kings,
            layout: Layout(at: (0.0, 1.2), step: (1.1, 0.0), fan: Down)),
    ],
)"#;
