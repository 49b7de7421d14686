//! The moves worth trying from a position, each a short sequence of engine moves.

use crate::card::Card;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{Fill, PileKind, Rules, builds_on};

/// Sequences of moves kept in one buffer, reused from one expansion to the next.
#[derive(Default)]
pub struct Steps {
    moves: Vec<Move>,
    ends: Vec<usize>,
}

impl Steps {
    fn clear(&mut self) {
        self.moves.clear();
        self.ends.clear();
    }

    fn push(&mut self, prefix: &[Move], last: Move) {
        self.moves.extend_from_slice(prefix);
        self.moves.push(last);
        self.ends.push(self.moves.len());
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn get(&self, i: usize) -> &[Move] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.moves[start..self.ends[i]]
    }
}

/// Which card values (suit × rank) some pile would take now, at a glance: a superset
/// of the legal targets, used to skip most stock cards without a full check.
fn wanted_values(rules: &Rules, pos: &Position) -> [bool; 52] {
    let mut wanted = [false; 52];
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        let takes = |c: Card| match (spec.kind, pile.top()) {
            (PileKind::Foundation, None) => c.rank() == pos.base,
            (PileKind::Tableau, None) => spec.empty != Fill::Never,
            (PileKind::Cell, None) => true,
            (PileKind::Foundation | PileKind::Tableau, Some(top)) => {
                spec.build.is_some_and(|b| builds_on(b, c, top))
            }
            _ => false,
        };
        for c in Card::all(1) {
            if !wanted[c.id() as usize] && takes(c) {
                wanted[c.id() as usize] = true;
            }
        }
    }
    wanted
}

/// Fills `steps` with the moves worth trying. Legal moves less those that lead to the
/// same canonical position as another (of several empty piles of one group only the
/// first is tried; a whole pile never moves to an empty pile of its own group).
/// The stock is not searched a draw at a time: each waste card that can be reached by
/// turning the stock (within the redeals left) and then played is one step, "draw
/// until it shows, then play it", which keeps the search small.
pub fn candidate_moves(rules: &Rules, pos: &Position, steps: &mut Steps) {
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
    for mv in rules.legal_moves(pos) {
        if useful(pos, mv)
            && !matches!(mv, Move::Transfer { from, .. } if Some(from) == rules.waste)
        {
            steps.push(&[], mv);
        }
    }
    if let (Some(stock), Some(waste)) = (rules.stock, rules.waste) {
        let wanted = wanted_values(rules, pos);
        let mut p = pos.clone();
        let mut turned: Vec<Move> = Vec::new();
        let limit = 2 * (p.piles[stock].len() + p.piles[waste].len()) + 4;
        for _ in 0..limit {
            // Turning the stock changes nothing else, so only cards some pile wants now
            // are worth a full check.
            if p.piles[waste]
                .top()
                .is_some_and(|c| wanted[usize::from(c.id() % 52)])
            {
                for to in 0..rules.pile_count() {
                    let mv = Move::transfer(waste, to, 1);
                    if rules.check(&p, mv).is_ok() && useful(&p, mv) {
                        steps.push(&turned, mv);
                    }
                }
            }
            let Some(turn) = [Move::Draw, Move::Redeal]
                .into_iter()
                .find(|&m| rules.check(&p, m).is_ok())
            else {
                break;
            };
            rules.apply(&mut p, turn);
            turned.push(turn);
            // Back where we started after a full turn of an unlimited stock: done.
            if p.piles[stock] == pos.piles[stock] && p.piles[waste] == pos.piles[waste] {
                break;
            }
        }
    }
}
