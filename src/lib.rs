//! The solitaire game: a Bevy shell over `solitaire-core`, one plugin per feature.
//! The core decides every rule; this crate renders its state, feeds it input and
//! animates what it reports.

pub mod animation;
pub mod app;
pub mod autoplay;
pub mod cards;
pub mod input;
pub mod options;
pub mod persist;
pub mod screenshot;
pub mod session;
pub mod table;
pub mod ui;

pub use app::AppSystems;
