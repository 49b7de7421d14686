//! Rows of single-card places (Montana): what an empty place takes, after the card on
//! its left (`Fill::FollowsLeft`), and each row's run from its first place, which the
//! goal (`Goal::RowsInSuit`) and a reshuffle (`Gather::AfterRuns`) read.

use super::{Fill, Illegal, Rules};
use crate::card::{Card, Rank};
use crate::moves::PileId;
use crate::position::Position;

/// What an empty place takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// Any card of this rank (a row's first place).
    Rank(Rank),
    /// The card one rank above this one, in its suit.
    After(Card),
    /// Nothing: the place on its left is empty or holds a King.
    Nothing,
}

impl Rules {
    /// What empty tableau pile `to`, filled by `FollowsLeft(first)`, takes.
    pub fn wanted_after_left(&self, pos: &Position, to: PileId, first: u8) -> Wanted {
        match self.piles[to].left {
            None => Rank::new(first).map_or(Wanted::Nothing, Wanted::Rank),
            Some(left) => match pos.piles[left].top() {
                Some(card) if card.rank() != Rank::KING => Wanted::After(card),
                _ => Wanted::Nothing,
            },
        }
    }

    /// Does `card` go into empty pile `to`, filled by `FollowsLeft(first)`?
    pub(super) fn check_after_left(
        &self,
        pos: &Position,
        to: PileId,
        first: u8,
        card: Card,
    ) -> Result<(), Illegal> {
        match self.wanted_after_left(pos, to, first) {
            Wanted::Rank(rank) if card.rank() == rank => Ok(()),
            Wanted::Rank(rank) => Err(Illegal::RowStartsWith(rank)),
            Wanted::After(left) if follows(left, card) => Ok(()),
            Wanted::After(left) => Err(Illegal::OnlyAfterLeft(left)),
            Wanted::Nothing => Err(Illegal::NothingAfterLeft),
        }
    }

    /// Does pile `p`'s card follow the card on its left, in suit (or, first in its row,
    /// is it of the rank the row starts with)? A pile out of the rows, or empty, does not.
    pub fn follows_left(&self, pos: &Position, p: PileId) -> bool {
        let (Fill::FollowsLeft(first), Some(card)) = (self.piles[p].empty, pos.piles[p].top())
        else {
            return false;
        };
        match self.piles[p].left.map(|l| pos.piles[l].top()) {
            None => card.rank().value() == first,
            Some(Some(left)) => follows(left, card),
            Some(None) => false,
        }
    }

    /// The pile on the right of `p` in its row, if any, where it fills after the card
    /// on its left.
    pub fn right_of(&self, p: PileId) -> Option<PileId> {
        Some(p + 1).filter(|&q| {
            q < self.piles.len()
                && self.piles[q].left == Some(p)
                && matches!(self.piles[q].empty, Fill::FollowsLeft(_))
        })
    }

    /// The rows of places filled after the card on their left: each row's first pile
    /// and the rank it starts with.
    pub fn rows(&self) -> impl Iterator<Item = (PileId, u8)> + '_ {
        self.tableau.iter().filter_map(|&t| {
            let spec = &self.piles[t];
            match spec.empty {
                Fill::FollowsLeft(first) if spec.left.is_none() => Some((t, first)),
                _ => None,
            }
        })
    }

    /// The piles of the row that starts at `first_pile`, in order.
    pub fn row(&self, first_pile: PileId) -> impl Iterator<Item = PileId> + '_ {
        let mut next = Some(first_pile);
        std::iter::from_fn(move || {
            let p = next?;
            next = self.right_of(p);
            Some(p)
        })
    }

    /// How many places of the row starting at `first_pile` hold, from the first, cards
    /// running up in one suit from rank `first`.
    pub fn row_run(&self, pos: &Position, first_pile: PileId, first: u8) -> usize {
        let mut want: Option<Card> = None;
        let mut run = 0;
        for p in self.row(first_pile) {
            let Some(card) = pos.piles[p].top() else {
                break;
            };
            let fits = match want {
                None => card.rank().value() == first,
                Some(prev) => follows(prev, card),
            };
            if !fits {
                break;
            }
            want = Some(card);
            run += 1;
        }
        run
    }

    /// The cards the rows' runs hold when the game is won: each row from its first
    /// rank up to the King, as far as the row reaches.
    pub(super) fn rows_goal(&self) -> usize {
        self.rows()
            .map(|(p, first)| self.row(p).count().min(14 - usize::from(first)))
            .sum()
    }

    /// The cards in the rows' runs.
    pub(super) fn rows_progress(&self, pos: &Position) -> usize {
        self.rows()
            .map(|(p, first)| self.row_run(pos, p, first))
            .sum()
    }
}

/// Is `card` the one after `prev` in its suit (as a row runs, no wrap)?
fn follows(prev: Card, card: Card) -> bool {
    card.suit() == prev.suit() && prev.rank().succ(false) == Some(card.rank())
}
