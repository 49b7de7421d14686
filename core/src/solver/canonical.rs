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
    for (g, group) in rules.def.groups.iter().enumerate() {
        let piles = rules
            .piles
            .iter()
            .zip(&pos.piles)
            .filter(|(spec, _)| spec.group == g)
            .map(|(_, pile)| pile_hash(pile));
        let group_hash = if matches!(
            group.kind,
            PileKind::Tableau | PileKind::Cell | PileKind::Foundation
        ) {
            // A sum of well-mixed hashes does not depend on the piles' order.
            piles.fold(0u64, |sum, ph| sum.wrapping_add(finish(ph)))
        } else {
            piles.fold(0, mix)
        };
        h = mix(h, mix(g as u64 + 0x1000, group_hash));
    }
    h
}

/// A strong final mix (SplitMix64's), so that sums of pile hashes stay collision-free.
fn finish(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
