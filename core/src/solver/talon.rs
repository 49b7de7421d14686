//! For the depth-first searches of games with a stock turned onto a waste (Klondike,
//! Canfield): which stock and waste cards can be brought to the waste's top without playing
//! anything else: the talon read as one sequence (the waste from its bottom, then the
//! stock from its top), which neither drawing nor turning the waste over reorders, so
//! the talon is the cards left of that sequence and how many of them are in the waste.

use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::Rules;

/// `pos`'s talon as one sequence: the waste from its bottom, then the stock from its
/// top (card values).
pub(super) fn sequence(pos: &Position, stock: PileId, waste: PileId) -> Vec<u8> {
    pos.piles[waste]
        .cards
        .iter()
        .chain(pos.piles[stock].cards.iter().rev())
        .map(|c| c.value() as u8)
        .collect()
}

/// Turns the stock (drawing, and turning the waste over when the stock is empty) until
/// card value `v` tops the waste, each turn checked, made on `pos` and added to
/// `moves`; `None` if a turn is illegal or `v` never comes up within two passes.
pub(super) fn turn_to(
    rules: &Rules,
    pos: &mut Position,
    (stock, waste): (PileId, PileId),
    v: u8,
    moves: &mut Vec<Move>,
) -> Option<()> {
    let talon = pos.piles[stock].len() + pos.piles[waste].len();
    for _ in 0..2 * talon + 2 {
        if pos.piles[waste].top().map(|c| c.value() as u8) == Some(v) {
            return Some(());
        }
        let turn = if pos.piles[stock].is_empty() {
            Move::Redeal
        } else {
            Move::Draw
        };
        rules.check(pos, turn).ok()?;
        rules.apply(pos, turn);
        moves.push(turn);
    }
    None
}

/// A talon card that can be played: its index in the sequence, and whether the waste
/// must be turned over to reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reach {
    pub index: u8,
    pub redeal: bool,
}

/// The talon cards within reach, each once (without a redeal where it can be), given
/// the cards `left` (one bit per index), how many of the sequence's first cards were
/// turned to the waste (`turned`), cards a draw turns, and whether the waste may be
/// turned over.
pub(super) fn within_reach(
    left: u64,
    turned: u8,
    draw: u8,
    may_redeal: bool,
    out: &mut Vec<Reach>,
) {
    out.clear();
    let n = left.count_ones() as usize;
    if n == 0 {
        return;
    }
    if draw == 1 && may_redeal {
        // Every card, those in the waste but its top after turning it over.
        let waste = left & ((1u64 << turned) - 1);
        let top = 63u32.saturating_sub(waste.leading_zeros());
        for index in crate::rules::members(left) {
            let redeal = waste >> index & 1 == 1 && index as u32 != top;
            out.push(Reach {
                index: index as u8,
                redeal,
            });
        }
        return;
    }
    // The cards left in order, as indices into the sequence.
    let mut order = [0u8; 64];
    for (i, index) in crate::rules::members(left).enumerate() {
        order[i] = index as u8;
    }
    let in_waste = (left & ((1u64 << turned) - 1)).count_ones() as usize;
    let draw = usize::from(draw.max(1));
    let mut reached = 0u64;
    let mut push = |at: usize, redeal: bool, out: &mut Vec<Reach>| {
        let index = order[at];
        if reached >> index & 1 == 0 {
            reached |= 1 << index;
            out.push(Reach { index, redeal });
        }
    };
    if in_waste > 0 {
        push(in_waste - 1, false, out);
    }
    // Drawing on through the stock.
    let mut shown = in_waste;
    while shown < n {
        shown = (shown + draw).min(n);
        push(shown - 1, false, out);
    }
    // Then through it again after turning the waste over.
    if may_redeal {
        let mut shown = 0;
        while shown < n {
            shown = (shown + draw).min(n);
            push(shown - 1, true, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reach(left: u64, turned: u8, draw: u8, redeal: bool) -> Vec<(u8, bool)> {
        let mut out = Vec::new();
        within_reach(left, turned, draw, redeal, &mut out);
        out.iter().map(|r| (r.index, r.redeal)).collect()
    }

    #[test]
    fn draw_one_reaches_every_card_and_the_waste_needs_a_redeal() {
        // Five cards, two in the waste: the waste's bottom card after turning over,
        // its top, the stock's three.
        let r = reach(0b11111, 2, 1, true);
        assert_eq!(
            r,
            vec![(0, true), (1, false), (2, false), (3, false), (4, false)]
        );
        assert_eq!(reach(0b11111, 2, 1, false).len(), 4);
    }

    #[test]
    fn draw_three_reaches_every_third_card_counting_only_cards_left() {
        // Cards 0..8 with 2 and 5 gone; none turned yet: the 3rd and 6th cards left
        // (indices 3 and 7) and the last (8).
        let left = 0b1_1101_1011;
        assert_eq!(
            reach(left, 0, 3, true),
            vec![(3, false), (7, false), (8, false)]
        );
        // Four turned (indices 0, 1, 3 in the waste): its top 3, then 3 more cards
        // (4, 6, 7) and the last; after turning over, every third again.
        assert_eq!(
            reach(left, 4, 3, true),
            vec![(3, false), (7, false), (8, false)]
        );
        assert_eq!(
            reach(left, 2, 3, true),
            vec![(1, false), (6, false), (8, false), (3, true), (7, true)]
        );
    }

    #[test]
    fn an_empty_talon_reaches_nothing() {
        assert!(reach(0, 0, 3, true).is_empty());
    }
}
