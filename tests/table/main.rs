//! The game without a window: real mouse, touch and keyboard events go through Bevy's
//! input and picking, and the tests check the core's state and where the cards end up.
//! One test binary (each links Bevy), a module per feature.

mod harness;

mod access;
mod daily;
mod files;
mod keyboard;
mod language;
mod languages;
mod layers;
mod moves;
mod pointer;
mod presentation;
mod solver;
mod tried;
mod window;
