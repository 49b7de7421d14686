//! The card entities' components and the index from card id to entity.

use bevy::prelude::*;
use solitaire_core::Card;

/// A card on the table, and where the core says it is.
#[derive(Component, Debug)]
pub struct CardView {
    pub card: Card,
    pub pile: usize,
    pub index: usize,
    pub face_up: bool,
    /// Where the card rests (or is flying to).
    pub target: Vec3,
}

/// Card entities by card id, for the deal on the table.
#[derive(Resource, Default)]
pub struct CardEntities {
    pub by_id: Vec<Entity>,
    pub(super) deal_serial: u64,
    pub(super) card_size: Vec2,
}

impl CardEntities {
    /// Rebuild every card's face at the next frame (after a change of colours).
    pub fn refresh_faces(&mut self) {
        self.card_size = Vec2::ZERO;
    }
}

/// Resting height of a card: later cards of a pile lie on earlier ones, and the cards
/// of a pile lying over others (TriPeaks: `Rules::layer`) on theirs.
pub fn rest_z(layer: usize, index: usize) -> f32 {
    1.0 + layer as f32 * LAYER_Z + index as f32 * 0.4
}

/// Height between layers of piles: above a pile of 104 cards, below `FLYING_Z`.
const LAYER_Z: f32 = 45.0;

/// Height for cards in flight or being dragged: above everything resting.
pub const FLYING_Z: f32 = 400.0;
