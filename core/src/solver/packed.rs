//! Positions waiting in the search frontier, packed into one small allocation each:
//! the redeal count, then (where a reshuffle carries on the deal's generator) its
//! draws so far, then per pile its face-down count, its length and its card ids.
//! A search holds hundreds of thousands of these; a `Position` would be one
//! allocation per pile.

use crate::card::Card;
use crate::position::Position;

pub type Packed = Box<[u8]>;

pub fn pack(pos: &Position) -> Packed {
    let mut bytes = Vec::with_capacity(1 + 2 * pos.piles.len() + pos.card_count());
    bytes.push(pos.redeals);
    // (The deal's number is fixed for a whole search; it is 0 where nothing reshuffles.)
    if pos.deal != 0 {
        bytes.extend((pos.draws as u16).to_le_bytes());
    }
    for pile in &pos.piles {
        // Piles never exceed three decks (156 cards), so a byte holds every count.
        bytes.push(pile.down as u8);
        bytes.push(pile.len() as u8);
        bytes.extend(pile.cards.iter().map(|c| c.id()));
    }
    bytes.into_boxed_slice()
}

/// Overwrites `pos` (a position of the same deal) with `packed`, reusing its piles'
/// storage.
pub fn unpack(packed: &[u8], pos: &mut Position) {
    pos.redeals = packed[0];
    let mut at = 1;
    if pos.deal != 0 {
        pos.draws = u32::from(u16::from_le_bytes([packed[1], packed[2]]));
        at = 3;
    }
    for pile in &mut pos.piles {
        pile.down = usize::from(packed[at]);
        let len = usize::from(packed[at + 1]);
        at += 2;
        pile.cards.clear();
        pile.cards
            .extend(packed[at..at + len].iter().map(|&id| Card::from_byte(id)));
        at += len;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;

    #[test]
    fn packing_round_trips_every_game() {
        for id in crate::game_ids() {
            let rules = builtin(id).unwrap();
            let pos = rules.deal(7);
            // The base rank and the deal's number are fixed for a whole search and not
            // packed.
            let mut back = rules.deal(8);
            back.base = pos.base;
            back.deal = pos.deal;
            back.draws = 0;
            unpack(&pack(&pos), &mut back);
            assert_eq!(back, pos, "{id}");
        }
    }
}
