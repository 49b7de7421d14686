//! The cards' colours: the inks of their faces and the patterns and colours of their
//! backs, as the settings choose them.

use crate::paint::{Pattern, Rgba};
use crate::play::BackColour;
use bevy::prelude::*;
use solitaire_core::{Card, Colour, Suit};

/// The inks of the cards: red and black, and the four-colour deck's green and blue.
pub const RED: Color = Color::srgb(0.78, 0.07, 0.1);
pub const BLACK: Color = Color::srgb(0.08, 0.08, 0.12);
pub const GREEN: Color = Color::srgb(0.05, 0.45, 0.15);
pub const BLUE: Color = Color::srgb(0.1, 0.28, 0.78);

/// The ink of a card, the purest of each for high contrast.
pub fn ink_for(card: Card, four_colour: bool, high_contrast: bool) -> Color {
    if !high_contrast {
        return ink(card, four_colour);
    }
    match (card.suit(), four_colour) {
        (Suit::Clubs, true) => Color::srgb(0.0, 0.34, 0.06),
        (Suit::Diamonds, true) => Color::srgb(0.0, 0.12, 0.7),
        _ => match card.colour() {
            Colour::Red => Color::srgb(0.7, 0.0, 0.02),
            Colour::Black => Color::BLACK,
        },
    }
}

/// The ink of a card: red and black, or one colour per suit in the four-colour deck.
pub fn ink(card: Card, four_colour: bool) -> Color {
    match (card.suit(), four_colour) {
        (Suit::Clubs, true) => GREEN,
        (Suit::Diamonds, true) => BLUE,
        _ => match card.colour() {
            Colour::Red => RED,
            Colour::Black => BLACK,
        },
    }
}

/// A card back: its pattern, and its base and line colours.
pub fn card_back(back: BackColour) -> (Pattern, Rgba, Rgba) {
    match back {
        BackColour::Red => (Pattern::Lattice, [164, 30, 42, 255], [238, 200, 128, 255]),
        BackColour::Blue => (Pattern::Rosette, [30, 62, 140, 255], [168, 198, 240, 255]),
        BackColour::Green => (Pattern::Checks, [26, 104, 62, 255], [196, 230, 200, 255]),
        BackColour::Purple => (Pattern::Waves, [90, 40, 120, 255], [220, 190, 236, 255]),
    }
}
