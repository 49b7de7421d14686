//! Drawing by code: a small vector canvas, and what the game draws with it (the deck:
//! suit signs, court figures, faces and backs). Pure pixels; imports nothing else of
//! the game, so any layer may draw.

pub mod canvas;
pub mod card;
pub mod court;
pub mod suits;

pub use canvas::{Canvas, Rgba};
pub use card::{Pattern, Style, back, face};
