//! The table's colour, as the settings choose it.

use crate::play::TableColour;
use bevy::prelude::*;

/// The green baize.
pub const FELT: Color = Color::srgb(0.07, 0.36, 0.2);

/// The table's colour for the settings: black for high contrast.
pub fn table_colour_for(table: TableColour, high_contrast: bool) -> Color {
    if high_contrast {
        Color::BLACK
    } else {
        table_colour(table)
    }
}

/// The table's colour for the setting.
pub fn table_colour(table: TableColour) -> Color {
    match table {
        TableColour::Green => FELT,
        TableColour::Blue => Color::srgb(0.07, 0.2, 0.38),
        TableColour::Red => Color::srgb(0.36, 0.08, 0.1),
        TableColour::Grey => Color::srgb(0.22, 0.23, 0.25),
    }
}
