//! Drawing by code: a small vector canvas, and what the game draws with it (the deck:
//! suit signs, court figures, faces and backs; the toolbar's icons; the game's own
//! icon). Pure pixels; imports nothing else of
//! the game, so any layer may draw.

pub mod app_icon;
pub mod canvas;
pub mod card;
pub mod court;
pub mod icons;
pub mod suits;

pub use app_icon::app_icon;
pub use canvas::{Canvas, Rgba};
pub use card::{CardStyle, Pattern, back, face};
pub use icons::{Icon, icon};
