//! How much of the window the interface's bars take, as laid out (the UI measures, the
//! table keeps clear of them): the bar on top grows to two rows with large text.

use bevy::prelude::*;

#[derive(Resource, Default, Debug, PartialEq)]
pub struct Bars {
    /// The top bar's height in logical pixels; 0 until it is laid out.
    pub top: f32,
}
