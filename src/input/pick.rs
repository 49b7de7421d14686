//! What input needs to know of the table: where a pointer is in the world, and which
//! cards may be picked up together.

use bevy::prelude::*;
use solitaire_core::rules::PileKind;
use solitaire_core::{Card, Game};

/// The world position of a pointer's screen position.
pub(super) fn world_position(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// How many cards from the top of `pile` may be picked up together (by a drag or by
/// the keyboard): none from a foundation or the stock.
pub(super) fn movable(game: &Game, pile: usize) -> usize {
    match game.rules().piles[pile].kind {
        PileKind::Foundation | PileKind::Stock => 0,
        PileKind::Tableau => game.rules().movable_count(game.position(), pile),
        PileKind::Cell | PileKind::Waste => 1,
    }
}

/// The cards from `index` up to the top of `pile` in `game`'s position.
pub(super) fn group(game: &Game, pile: usize, index: usize) -> Vec<Card> {
    game.position().piles[pile].cards[index..].to_vec()
}
