//! Making an expanded position's children one after another on the position itself:
//! the stock is turned once for all of them (steps come in order of turns), and each
//! child's step and the safe moves home that follow it are made, looked at and undone.

use super::candidates::{Step, turn};
use crate::card::Card;
use crate::moves::{Applied, Move};
use crate::position::Position;
use crate::rules::{HomeCounts, PileKind, Rules, members};

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
    #[inline]
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
            // A row dealt onto the tableau (Spider): it may complete a run; cards
            // reshuffled (La Belle Lucie) may go home.
            debug_assert!(
                rules.deals_onto_tableau() || rules.reshuffles().is_some(),
                "steps are transfers, rows dealt or reshuffles"
            );
            return self.make_safe(rules, pos, rules.safe_home_move_given(pos, &home), home);
        };
        // Unless the step sent a card home (which may make others safe), only the card
        // it uncovered, or a card it drew from the stock, can have a safe move home.
        let wanted_top = |p: usize| pos.piles[p].top().is_some_and(|c| c.value_in(wanted));
        let safe = if rules.piles[to].kind == PileKind::Foundation {
            add_arrived(rules, pos, to, &mut home);
            rules.safe_home_move_given(pos, &home)
        } else if rules.complete_runs {
            // Only a run built up on `to` can be complete.
            rules.complete_run_move(pos)
        } else if rules.piles[from].kind == PileKind::Foundation {
            // A card taken back (worrying back): nothing became safe to send home.
            home.remove(top(pos, to));
            None
        } else {
            let safe_from = |p: usize| {
                let safe = wanted_top(p).then(|| rules.safe_home_move_from(pos, p, &home));
                safe.flatten()
            };
            safe_from(from).or_else(|| (step.turns > 0).then(|| safe_from(to)).flatten())
        };
        self.make_safe(rules, pos, safe, home)
    }

    /// Makes `safe`, a safe move home if there is one, and every one that follows;
    /// notes the piles the child changed and returns the cards home after.
    fn make_safe(
        &mut self,
        rules: &Rules,
        pos: &mut Position,
        mut safe: Option<Move>,
        mut home: HomeCounts,
    ) -> HomeCounts {
        while let Some(mv) = safe {
            self.done.push(rules.apply(pos, mv));
            let Move::Transfer { to, .. } = mv else {
                unreachable!("moves home are transfers")
            };
            add_arrived(rules, pos, to, &mut home);
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

/// Counts home what a move just put on foundation `f`: its top card, or a whole suit
/// where foundations take complete runs.
fn add_arrived(rules: &Rules, pos: &Position, f: usize, home: &mut HomeCounts) {
    if rules.complete_runs {
        let cards = &pos.piles[f].cards;
        cards[cards.len() - 13..].iter().for_each(|&c| home.add(c));
    } else {
        home.add(top(pos, f));
    }
}

/// Adds the piles `mv` may change to `changed`, once each.
#[inline]
pub fn note_changed(rules: &Rules, mv: Move, changed: &mut Vec<usize>) {
    let piles = match mv {
        Move::Transfer { from, to, .. } => [Some(from), Some(to)],
        Move::Draw | Move::Redeal => [rules.stock, rules.waste],
    };
    // A row dealt onto the tableau changes every pile it reached; a reshuffle, every
    // tableau pile.
    if (mv == Move::Draw && rules.deals_onto_tableau())
        || (mv == Move::Redeal && rules.reshuffles().is_some())
    {
        for &t in &rules.tableau {
            if !changed.contains(&t) {
                changed.push(t);
            }
        }
    }
    // Piles the source lay over may have turned their card up (TriPeaks); the pile
    // that refills the source may have given its top card (Canfield's reserve).
    let (under, refill) = match mv {
        Move::Transfer { from, .. } => (rules.covering[from], rules.piles[from].refill_from),
        _ => (0, None),
    };
    // A line that closes up (Accordion) moves every pile right of the source.
    if let Move::Transfer { from, .. } = mv
        && rules.piles[from].close_gaps
    {
        for p in from..=rules.piles[from].group_last {
            if !changed.contains(&p) {
                changed.push(p);
            }
        }
    }
    // The piles right of those in rows (Montana) follow, or not, what is on their left.
    let (right_of_from, right_of_to) = match mv {
        Move::Transfer { from, to, .. } => (rules.right_of(from), rules.right_of(to)),
        _ => (None, None),
    };
    for p in piles
        .into_iter()
        .flatten()
        .chain(members(under))
        .chain(refill)
        .chain(right_of_from)
        .chain(right_of_to)
    {
        if !changed.contains(&p) {
            changed.push(p);
        }
    }
}

/// Makes every safe move to the foundations, returning them.
pub fn auto_home(rules: &Rules, pos: &mut Position) -> Vec<Move> {
    let mut made = Vec::new();
    while let Some(mv) = rules.safe_home_move(pos) {
        rules.apply(pos, mv);
        made.push(mv);
    }
    made
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::solver::candidates::{Scope, candidate_moves};
    use crate::text::parse_layout;

    #[test]
    fn a_card_drawn_and_built_on_the_tableau_goes_home_when_safe() {
        // Turned from the top: 5C, then AH, which may go on the two of spades or home.
        let rules = builtin("lower-48").unwrap();
        let mut pos = parse_layout(&rules, "s: AH 5C\n t1: 2S").unwrap();
        let before = pos.clone();
        let mut steps = Vec::new();
        candidate_moves(&rules, &pos, Scope::ALL, &mut steps);
        let onto_two = *steps
            .iter()
            .find(|s| rules.move_text(s.mv) == "w>t1")
            .expect("the Ace may go on the two");
        assert_eq!(onto_two.turns, 2);
        let (home, wanted) = (rules.home_counts(&pos), rules.foundations_want(&pos));
        let mut children = Children::default();
        children.begin();
        children.make(&rules, &mut pos, onto_two, home, wanted);
        // Safe at once: it does not stay on the two.
        assert_eq!(rules.foundation_cards(&pos), 1);
        assert_eq!(pos.piles[rules.tableau[0]].len(), 1);
        children.unmake(&rules, &mut pos);
        children.end(&rules, &mut pos);
        let cards = |p: &Position| p.piles.iter().map(|p| p.cards.clone()).collect::<Vec<_>>();
        assert_eq!(cards(&pos), cards(&before));
    }
}
