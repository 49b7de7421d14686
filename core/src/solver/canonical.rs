//! A position's identity for the transposition table: piles of one group (tableau
//! columns, free cells, foundations) are interchangeable, so their order is ignored.

use crate::position::{Pile, Position};
use crate::rules::{PileKind, Rules};

fn mix(h: u64, v: u64) -> u64 {
    (h ^ v).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(31)
}

fn pile_hash(pile: &Pile) -> u64 {
    let mut h = mix(0x51_7cc1_b727_220a, pile.down as u64 + 1);
    // Cards of equal value in different decks play alike: hash the value, not the id.
    for c in &pile.cards {
        h = mix(h, u64::from(c.id() % 52) + 1);
    }
    mix(h, pile.cards.len() as u64)
}

/// A 64-bit key equal for positions that differ only in the order of interchangeable piles.
pub fn key(rules: &Rules, pos: &Position) -> u64 {
    let mut h = mix(0, u64::from(pos.redeals));
    let mut group_hashes: Vec<u64> = Vec::with_capacity(32);
    for (g, group) in rules.def.groups.iter().enumerate() {
        group_hashes.clear();
        group_hashes.extend(
            rules
                .piles
                .iter()
                .zip(&pos.piles)
                .filter(|(spec, _)| spec.group == g)
                .map(|(_, pile)| pile_hash(pile)),
        );
        if matches!(
            group.kind,
            PileKind::Tableau | PileKind::Cell | PileKind::Foundation
        ) {
            group_hashes.sort_unstable();
        }
        h = mix(h, g as u64 + 0x1000);
        for &gh in &group_hashes {
            h = mix(h, gh);
        }
    }
    h
}
