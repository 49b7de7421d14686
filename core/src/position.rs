//! The cards on the table: piles of cards, the lowest ones possibly face down.

use crate::card::{Card, Rank};

/// One pile, bottom card first. The lowest `down` cards are face down; in every game
/// face-down cards only ever lie under face-up ones, so a count is all it takes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pile {
    pub cards: Vec<Card>,
    pub down: usize,
}

impl Pile {
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// Is the card at `index` (0 = bottom) face up?
    pub fn face_up(&self, index: usize) -> bool {
        index >= self.down
    }

    pub fn face_up_count(&self) -> usize {
        self.cards.len() - self.down
    }

    /// The top `count` cards, bottom first.
    pub fn top_n(&self, count: usize) -> &[Card] {
        &self.cards[self.cards.len() - count..]
    }
}

/// Everything that changes during play: the piles and how often the stock was redealt
/// (counted only where redeals are limited, so equal positions compare equal);
/// plus the foundations' base rank, fixed by the deal (Bear River deals it); and,
/// where the stock reshuffles the cards (La Belle Lucie), what its shuffle carries on
/// from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub piles: Vec<Pile>,
    pub redeals: u8,
    pub base: Rank,
    /// The deal's number, whose generator a reshuffle carries on (0 where nothing is
    /// ever reshuffled).
    pub deal: u32,
    /// How many draws of that generator the deal's shuffle and the reshuffles so far
    /// have made.
    pub draws: u32,
}

impl Position {
    pub fn card_count(&self) -> usize {
        self.piles.iter().map(Pile::len).sum()
    }

    /// Where a card lies: (pile, index from the bottom).
    pub fn find(&self, card: Card) -> Option<(usize, usize)> {
        self.piles
            .iter()
            .enumerate()
            .find_map(|(p, pile)| pile.cards.iter().position(|&c| c == card).map(|i| (p, i)))
    }
}
