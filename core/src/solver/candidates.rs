//! The moves worth trying from a position, each a short sequence of engine moves.

use crate::moves::Applied;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{Rules, Takes, members};

/// One candidate: turn the stock `turns` times (drawing, or redealing when the stock
/// is empty), then make `mv`. Candidates come in order of `turns`, so the search can
/// turn the stock once for all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub turns: u16,
    pub mv: Move,
}

/// The move that turns the stock: a draw, or a redeal once the stock is empty.
pub fn turn(rules: &Rules, pos: &Position) -> Option<Move> {
    [Move::Draw, Move::Redeal]
        .into_iter()
        .find(|&m| rules.check(pos, m).is_ok())
}

/// Fills `steps` with the moves worth trying. Legal moves less those that lead to the
/// same canonical position as another (of several empty piles of one group only the
/// first is tried; a whole pile never moves to an empty pile of its own group).
/// The stock is not searched a draw at a time: each waste card that can be reached by
/// turning the stock (within the redeals left) and then played is one step, "draw
/// until it shows, then play it", which keeps the search small. With a `reach`, only
/// the first that many of those cards are (see `Weights::reach`).
/// `pos` is turned through the stock and restored before returning.
pub fn candidate_moves(
    rules: &Rules,
    pos: &mut Position,
    reach: Option<u8>,
    steps: &mut Vec<Step>,
) {
    steps.clear();
    let mut first_empty = [usize::MAX; 16];
    for (p, spec) in rules.piles.iter().enumerate().rev() {
        if pos.piles[p].is_empty() && spec.group < first_empty.len() {
            first_empty[spec.group] = p;
        }
    }
    let useful = |pos: &Position, mv: Move| match mv {
        Move::Transfer { from, to, count } => {
            if !pos.piles[to].is_empty() {
                return true;
            }
            let group = rules.piles[to].group;
            let whole = count == pos.piles[from].len();
            // Groups beyond the table's reach are simply not deduplicated.
            let first = first_empty.get(group).is_none_or(|&f| f == to);
            first && !(whole && rules.piles[from].group == group)
        }
        _ => false,
    };
    // Turning the stock changes no pile a card could go to: one `Takes` serves all.
    let takes = Takes::of(rules, pos, true);
    rules.each_move(pos, &takes, |mv| {
        if useful(pos, mv)
            && !matches!(mv, Move::Transfer { from, .. } if Some(from) == rules.waste)
        {
            steps.push(Step { turns: 0, mv });
        }
    });
    if let (Some(stock), Some(waste)) = (rules.stock, rules.waste) {
        let (start_stock, start_waste) = (pos.piles[stock].len(), pos.piles[waste].len());
        let mut turned: Vec<Applied> = Vec::new();
        let mut redealt = false;
        let limit = 2 * (start_stock + start_waste) + 4;
        let mut reach = reach.map_or(usize::MAX, usize::from);
        for _ in 0..limit {
            if let Some(card) = pos.piles[waste].top() {
                let before = steps.len();
                for to in members(takes.targets(card)) {
                    let mv = Move::transfer(waste, to, 1);
                    if rules.check(pos, mv).is_ok() && useful(pos, mv) {
                        steps.push(Step {
                            turns: turned.len() as u16,
                            mv,
                        });
                    }
                }
                if steps.len() > before {
                    reach -= 1;
                    if reach == 0 {
                        break;
                    }
                }
            }
            let Some(turn) = turn(rules, pos) else {
                break;
            };
            turned.push(rules.apply(pos, turn));
            // Back where we started after a full turn of an unlimited stock: done.
            // (Turning only moves cards between the two piles, so equal sizes after a
            // redeal mean the same arrangement.)
            redealt |= turn == Move::Redeal;
            if redealt
                && pos.piles[stock].len() == start_stock
                && pos.piles[waste].len() == start_waste
            {
                break;
            }
        }
        for &applied in turned.iter().rev() {
            rules.undo(pos, applied);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::text::parse_layout;

    #[test]
    fn a_reach_stops_at_the_first_cards_of_the_stock_that_play() {
        // Turned from the top: 5C (plays nowhere), QD, then QH (each on either King).
        let rules = builtin("lower-48").unwrap();
        let mut pos = parse_layout(&rules, "s: QH QD 5C\n t1: KS\n t2: KC").unwrap();
        let mut played = |reach| {
            let mut steps = Vec::new();
            candidate_moves(&rules, &mut pos, reach, &mut steps);
            let texts = steps.iter().map(|s| (s.turns, rules.move_text(s.mv)));
            texts.collect::<Vec<_>>()
        };
        let first = vec![(2, "w>t1".to_string()), (2, "w>t2".to_string())];
        assert_eq!(played(Some(1)), first);
        let all = played(None);
        assert_eq!(all[..2], first);
        assert_eq!(all[2..], [(3, "w>t1".to_string()), (3, "w>t2".to_string())]);
    }
}
