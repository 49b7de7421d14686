//! The solitaire game: a Bevy shell over `solitaire-core`, one plugin per feature.
//! The core decides every rule; this crate renders its state, feeds it input and
//! animates what it reports. Layers, bottom to top (a module imports only from those
//! below it; the README draws them): `play`, `paint` and `memory`, `theme`, `table`,
//! `cards`, then `input`, `assist`, `window`, `sound` and `access`, then `persist`,
//! `ui`, `screenshot` and `frames`, and `app` wires them. The browser's build adds `web`
//! (the page's functions) at the bottom and `web_hook` (what its test reads) at the top.

pub mod access;
pub mod app;
pub mod assist;
pub mod cards;
pub mod frames;
pub mod input;
#[cfg(test)]
mod manual;
pub mod memory;
pub mod options;
pub mod paint;
pub mod persist;
pub mod play;
pub mod screenshot;
pub mod sound;
pub mod table;
pub mod theme;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod web_hook;
pub mod window;
