//! The player's preferences, kept in settings.ron.

use super::store::Versioned;
use crate::animation::Speed;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub version: u32,
    pub speed: Speed,
    /// Send cards that can never be needed again to the foundations by themselves.
    pub auto_home: bool,
    /// Clubs green and diamonds blue, so every suit has its own colour.
    pub four_colour: bool,
    pub card_back: BackColour,
    pub table: TableColour,
    /// "New deal" offers only deals the solver has won.
    pub winnable_only: bool,
    pub fullscreen: bool,
    /// The window's size in logical pixels, as the player last left it (out of full
    /// screen), for the next start.
    pub window: Option<(u32, u32)>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: Self::VERSION,
            speed: Speed::Normal,
            auto_home: true,
            four_colour: false,
            card_back: BackColour::Red,
            table: TableColour::Green,
            winnable_only: false,
            fullscreen: false,
            window: None,
        }
    }
}

impl Versioned for Settings {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "settings";
    const FILE: &'static str = "settings.ron";
    fn version(&self) -> u32 {
        self.version
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BackColour {
    #[default]
    Red,
    Blue,
    Green,
    Purple,
}

impl BackColour {
    pub const ALL: [BackColour; 4] = [
        BackColour::Red,
        BackColour::Blue,
        BackColour::Green,
        BackColour::Purple,
    ];

    /// The back's base and line colours.
    pub fn rgb(self) -> ([u8; 3], [u8; 3]) {
        match self {
            BackColour::Red => ([150, 24, 40], [196, 70, 84]),
            BackColour::Blue => ([28, 58, 140], [74, 110, 190]),
            BackColour::Green => ([22, 100, 60], [70, 150, 104]),
            BackColour::Purple => ([84, 36, 120], [132, 84, 168]),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableColour {
    #[default]
    Green,
    Blue,
    Red,
    Grey,
}

impl TableColour {
    pub const ALL: [TableColour; 4] = [
        TableColour::Green,
        TableColour::Blue,
        TableColour::Red,
        TableColour::Grey,
    ];

    pub fn colour(self) -> Color {
        match self {
            TableColour::Green => crate::table::FELT,
            TableColour::Blue => Color::srgb(0.07, 0.2, 0.38),
            TableColour::Red => Color::srgb(0.36, 0.08, 0.1),
            TableColour::Grey => Color::srgb(0.22, 0.23, 0.25),
        }
    }
}

/// The next value of a setting that cycles through a list.
pub fn next_of<T: Copy + PartialEq>(all: &[T], now: T) -> T {
    let i = all.iter().position(|&v| v == now).unwrap_or(0);
    all[(i + 1) % all.len()]
}
