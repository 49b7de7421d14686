//! Making an expanded position's children one after another on the position itself:
//! the stock is turned once for all of them (steps come in order of turns), and each
//! child's step and the safe moves home that follow it are made, looked at and undone.

use super::candidates::{Step, turn};
use crate::card::Card;
use crate::moves::{Applied, Move};
use crate::position::Position;
use crate::rules::{HomeCounts, PileKind, Rules};

#[derive(Default)]
pub struct Children {
    turned: Vec<Applied>,
    /// The current child's moves: its step, then its safe moves home.
    pub done: Vec<Applied>,
    /// The piles the current child changed (the stock and the waste if it turned).
    pub changed: Vec<usize>,
}

impl Children {
    /// Starts on the children of `pos`, whose stock is not yet turned.
    pub fn begin(&mut self) {
        self.turned.clear();
    }

    /// Makes `step` on `pos`: turns the stock as far as it needs, makes its move, then
    /// every safe move home that follows. `home` and `wanted` are the cards home in the
    /// expanded position and the values its foundations take next (it has no safe move
    /// home). Returns the cards home after.
    pub fn make(
        &mut self,
        rules: &Rules,
        pos: &mut Position,
        step: Step,
        mut home: HomeCounts,
        wanted: u64,
    ) -> HomeCounts {
        while self.turned.len() < usize::from(step.turns) {
            let mv = turn(rules, pos).expect("candidates only count possible turns");
            self.turned.push(rules.apply(pos, mv));
        }
        self.done.clear();
        self.done.push(rules.apply(pos, step.mv));
        let Move::Transfer { from, to, .. } = step.mv else {
            unreachable!("steps are transfers")
        };
        // Unless the step sent a card home (which may make others safe), only the card
        // it uncovered can have a safe move home.
        let mut safe = if rules.piles[to].kind == PileKind::Foundation {
            home.add(top(pos, to));
            rules.safe_home_move_given(pos, &home)
        } else if pos.piles[from].top().is_some_and(|c| c.value_in(wanted)) {
            rules.safe_home_move_from(pos, from, &home)
        } else {
            None
        };
        while let Some(mv) = safe {
            self.done.push(rules.apply(pos, mv));
            let Move::Transfer { to, .. } = mv else {
                unreachable!("moves home are transfers")
            };
            home.add(top(pos, to));
            safe = rules.safe_home_move_given(pos, &home);
        }
        // (Unit tests check the counts kept against counting anew.)
        #[cfg(test)]
        assert_eq!(home, rules.home_counts(pos));
        self.changed.clear();
        for applied in self.turned.iter().take(1).chain(&self.done) {
            note_changed(rules, applied.mv, &mut self.changed);
        }
        home
    }

    /// Undoes the current child's moves, back to the turned stock.
    pub fn unmake(&mut self, rules: &Rules, pos: &mut Position) {
        for &applied in self.done.iter().rev() {
            rules.undo(pos, applied);
        }
    }

    /// Turns the stock back: `pos` is the expanded position again.
    pub fn end(&mut self, rules: &Rules, pos: &mut Position) {
        for &applied in self.turned.iter().rev() {
            rules.undo(pos, applied);
        }
    }
}

/// The top card of pile `p`, which a move just put there.
fn top(pos: &Position, p: usize) -> Card {
    pos.piles[p].top().expect("a card just arrived")
}

/// Adds the piles `mv` changes to `changed`, once each.
pub fn note_changed(rules: &Rules, mv: Move, changed: &mut Vec<usize>) {
    let piles = match mv {
        Move::Transfer { from, to, .. } => [Some(from), Some(to)],
        Move::Draw | Move::Redeal => [rules.stock, rules.waste],
    };
    for p in piles.into_iter().flatten() {
        if !changed.contains(&p) {
            changed.push(p);
        }
    }
}
