//! What input needs to know of the table: where a pointer is in the world, and the
//! cards picked up together (which ones may be is the core's `policy::picks_up`).

use bevy::prelude::*;
use solitaire_core::{Card, Game};

/// The world position of a pointer's screen position.
pub(super) fn world_position(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// The cards from `index` up to the top of `pile` in `game`'s position.
pub(super) fn group(game: &Game, pile: usize, index: usize) -> Vec<Card> {
    game.position().piles[pile].cards[index..].to_vec()
}
