//! What a card is made of besides its image (drawn by `art`): the shadow under it,
//! a child sized from the card.

use super::art::CardArt;
use bevy::prelude::*;

/// Marks every child of a card (rebuilt when the card size changes).
#[derive(Component)]
pub struct CardPart;

/// Marks a card's shadow (hidden under other cards of a squared-up pile, where a
/// stack of shadows would darken into a block).
#[derive(Component)]
pub struct Shadow;

/// The shadow's offset, in card widths, resting and lifted.
const RESTING_SHADOW: Vec2 = Vec2::new(0.02, -0.03);
const LIFTED_SHADOW: Vec2 = Vec2::new(0.06, -0.09);

/// Where a card's shadow lies, resting or lifted, for cards `width` wide.
pub fn shadow_offset(lifted: bool, width: f32) -> Vec3 {
    let at = if lifted {
        LIFTED_SHADOW
    } else {
        RESTING_SHADOW
    };
    (at * width).extend(-0.2)
}

/// Spawns the parts of a card as children of it: its shadow.
pub fn spawn_parts(parent: &mut ChildSpawnerCommands, size: Vec2, art: &CardArt) {
    parent.spawn((
        CardPart,
        Shadow,
        Sprite {
            image: art.shadow.clone(),
            custom_size: Some(size * 1.06),
            ..default()
        },
        Transform::from_translation(shadow_offset(false, size.x)),
        Pickable::IGNORE,
    ));
}
