//! How promising a position looks (lower is better): cards still to go home, cards
//! buried under others that do not build on them, face-down cards, full cells, and how
//! deep the next cards the foundations want are buried.

use crate::position::Position;
use crate::rules::top_run;
use crate::rules::{PileKind, Rules};

/// Weight of the estimate against the moves already made: above 1, the search prefers
/// promising positions over short paths (weighted A*).
const WEIGHT: u32 = 3;

pub fn priority(rules: &Rules, pos: &Position, depth: u32) -> u32 {
    depth + WEIGHT * estimate(rules, pos)
}

fn estimate(rules: &Rules, pos: &Position) -> u32 {
    let home = rules.foundation_cards(pos);
    let mut cost = 4 * (rules.deck_size() - home) as u32;
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        match spec.kind {
            PileKind::Tableau => {
                cost += 2 * pile.down as u32;
                // Cards under the top run: each must move before the pile is in order.
                if let Some(build) = spec.build {
                    let up = &pile.cards[pile.down..];
                    cost += (up.len() - top_run(build, up)) as u32;
                }
            }
            PileKind::Cell => cost += pile.len() as u32,
            _ => {}
        }
    }
    // How many cards lie on the lowest cards not yet home, per suit.
    let mut lowest = [u8::MAX; 4];
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        if spec.kind == PileKind::Foundation {
            continue;
        }
        for c in &pile.cards {
            let s = c.suit().index();
            lowest[s] = lowest[s].min(c.rank().value());
        }
    }
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        if matches!(spec.kind, PileKind::Tableau) {
            for (i, c) in pile.cards.iter().enumerate() {
                if c.rank().value() == lowest[c.suit().index()] {
                    cost += (pile.len() - 1 - i) as u32;
                }
            }
        }
    }
    cost
}
