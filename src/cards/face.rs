//! The printed side of a card: corner indices, pips, court figures. All parts are
//! children of the card entity, sized from the card's size, hidden while face down.

use super::art::CardArt;
use crate::theme::{BLACK, BLUE, Fonts, GREEN, RED, text_font};
use bevy::prelude::*;
use solitaire_core::{Card, Colour, Suit};
use std::f32::consts::PI;

/// Marks every child of a card (rebuilt when the card size changes).
#[derive(Component)]
pub struct CardPart;

/// Marks a card's shadow (hidden under other cards of a squared-up pile, where a
/// stack of shadows would darken into a block).
#[derive(Component)]
pub struct Shadow;

/// Marks the children that make up a card's face (hidden while face down).
#[derive(Component)]
pub struct FacePart;

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

/// Pip positions for 2–10, in card widths (x) and heights (y) from the centre.
fn pips(rank: u8) -> Vec<Vec2> {
    let (l, c, r) = (-0.2, 0.0, 0.2);
    let col = |x: f32, ys: &[f32]| ys.iter().map(|&y| Vec2::new(x, y)).collect::<Vec<_>>();
    let outer = [0.3, -0.3];
    let six = [0.3, 0.0, -0.3];
    let four = [0.3, 0.1, -0.1, -0.3];
    match rank {
        2 => col(c, &outer),
        3 => col(c, &[0.3, 0.0, -0.3]),
        4 => [col(l, &outer), col(r, &outer)].concat(),
        5 => [col(l, &outer), col(r, &outer), col(c, &[0.0])].concat(),
        6 => [col(l, &six), col(r, &six)].concat(),
        7 => [col(l, &six), col(r, &six), col(c, &[0.15])].concat(),
        8 => [col(l, &six), col(r, &six), col(c, &[0.15, -0.15])].concat(),
        9 => [col(l, &four), col(r, &four), col(c, &[0.0])].concat(),
        10 => [col(l, &four), col(r, &four), col(c, &[0.2, -0.2])].concat(),
        _ => Vec::new(),
    }
}

/// The ink of a card: red and black, or one colour per suit in the four-colour deck.
pub fn colour_of(card: Card, four_colour: bool) -> Color {
    match (card.suit(), four_colour) {
        (Suit::Clubs, true) => GREEN,
        (Suit::Diamonds, true) => BLUE,
        _ => match card.colour() {
            Colour::Red => RED,
            Colour::Black => BLACK,
        },
    }
}

/// Spawns the parts of `card` as children of `parent`: its shadow and its face.
pub fn spawn_face(
    parent: &mut ChildSpawnerCommands,
    card: Card,
    size: Vec2,
    art: &CardArt,
    fonts: &Fonts,
    visible: bool,
) {
    let (w, h) = (size.x, size.y);
    parent.spawn((
        CardPart,
        Shadow,
        Sprite {
            image: art.shadow.clone(),
            custom_size: Some(size * 1.06),
            ..default()
        },
        Transform::from_translation(shadow_offset(false, w)),
        Pickable::IGNORE,
    ));
    let colour = colour_of(card, art.four_colour);
    let visibility = if visible {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    let rank = card.rank();
    let suit = card.suit().symbol().to_string();
    let text = |parent: &mut ChildSpawnerCommands,
                s: &str,
                font: &Handle<Font>,
                px: f32,
                at: Vec2,
                flip: bool| {
        let mut t = Transform::from_translation(at.extend(0.1));
        if flip {
            t.rotate_z(PI);
        }
        parent.spawn((
            CardPart,
            FacePart,
            Text2d::new(s),
            text_font(font, px),
            TextColor(colour),
            t,
            visibility,
        ));
    };
    // Corner indices, top left and (upside down) bottom right.
    let rank_px = if rank.value() == 10 {
        0.19 * w
    } else {
        0.22 * w
    };
    for (sign, flip) in [(1.0, false), (-1.0, true)] {
        let corner = Vec2::new(-w / 2.0 + 0.13 * w, h / 2.0 - 0.14 * w) * sign;
        text(parent, rank.label(), &fonts.bold, rank_px, corner, flip);
        let below = corner - Vec2::new(0.0, 0.19 * w) * sign;
        text(parent, &suit, &fonts.regular, 0.18 * w, below, flip);
    }
    match rank.value() {
        1 => text(parent, &suit, &fonts.regular, 0.55 * w, Vec2::ZERO, false),
        2..=10 => {
            for p in pips(rank.value()) {
                text(
                    parent,
                    &suit,
                    &fonts.regular,
                    0.24 * w,
                    Vec2::new(p.x * w, p.y * h),
                    p.y < 0.0,
                );
            }
        }
        v => {
            let figure = match v {
                11 => "♞",
                12 => "♛",
                _ => "♚",
            };
            parent.spawn((
                CardPart,
                FacePart,
                Sprite {
                    image: art.frame.clone(),
                    custom_size: Some(Vec2::new(0.6 * w, 0.68 * h)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.05),
                visibility,
                Pickable::IGNORE,
            ));
            text(
                parent,
                figure,
                &fonts.regular,
                0.5 * w,
                Vec2::new(0.0, 0.08 * h),
                false,
            );
            text(
                parent,
                &suit,
                &fonts.regular,
                0.22 * w,
                Vec2::new(0.0, -0.2 * h),
                false,
            );
        }
    }
}
