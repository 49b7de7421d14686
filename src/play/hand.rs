//! What the player's hand holds: cards dragged with the mouse or a finger, and the
//! keyboard's cursor with the cards it has picked up. Input writes these; the cards
//! follow them.

use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use solitaire_core::{Card, Game};

#[derive(Resource, Default)]
pub struct DragState {
    pub active: Option<Dragging>,
    /// A drag ended this frame: cards not moved by the core must go back.
    pub just_released: bool,
}

/// A drag under way.
pub struct Dragging {
    pub pointer: PointerId,
    pub from: usize,
    /// The dragged cards, bottom first, with their offset from the bottom card.
    pub cards: Vec<(Entity, Card, Vec2)>,
    /// Bottom card centre minus pointer, in world units.
    pub grab: Vec2,
    /// Where the pointer is, in world units.
    pub pointer_at: Vec2,
    pub travelled: f32,
}

impl Dragging {
    /// Are the cards in hand still the top of the pile they came from? The game may
    /// change under a drag (Ctrl+Z mid-drag): then its move would take other cards.
    pub fn still_in_hand(&self, game: &Game) -> bool {
        let pile = &game.position().piles[self.from];
        let count = self.cards.len();
        pile.len() >= count
            && pile.cards[pile.len() - count..]
                .iter()
                .eq(self.cards.iter().map(|c| &c.1))
    }

    /// Where the bottom card of the hand goes, in world units.
    pub fn bottom(&self) -> Vec2 {
        self.pointer_at + self.grab
    }
}

impl DragState {
    pub fn is_dragging(&self) -> bool {
        self.active.is_some()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.active
            .as_ref()
            .is_some_and(|d| d.cards.iter().any(|c| c.1 == card))
    }

    /// How far the current drag has gone (0 when there is none).
    pub fn travelled(&self) -> f32 {
        self.active.as_ref().map_or(0.0, |d| d.travelled)
    }
}

#[derive(Resource, Default, Debug)]
pub struct KeyCursor {
    /// The pile under the cursor and the card of it (past the top means its top card;
    /// an empty pile's place is card 0). `None` while the cursor is hidden.
    pub at: Option<(usize, usize)>,
    /// Cards picked up, for the position they were picked up in.
    pub held: Option<Held>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub pile: usize,
    pub count: usize,
    /// The session's revision when they were picked up.
    pub revision: u64,
}

impl KeyCursor {
    /// The cursor's pile and card in `game`'s position, kept within the pile: on its top
    /// card at the most, and on a face-up card where it has one.
    pub fn place(&self, game: &Game) -> Option<(usize, usize)> {
        let (p, i) = self.at?;
        let pile = game.position().piles.get(p)?;
        let first = pile.down.min(pile.len().saturating_sub(1));
        Some((p, i.min(pile.len().saturating_sub(1)).max(first)))
    }
}
