//! The player's preferences (kept in settings.ron by `persist`); each plugin applies
//! the ones it owns.

use crate::paint::CardStyle;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use solitaire_core::grade::Grade;
use solitaire_core::lang::Words;
use solitaire_core::say;

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
    /// Classic faces, or large print (big indices, simple faces).
    pub card_style: CardStyle,
    pub table: TableColour,
    /// "New deal" offers only deals the solver has won.
    pub winnable_only: bool,
    /// "New deal" deals a graded deal of this difficulty (always one the solver won).
    pub level: Option<Grade>,
    pub fullscreen: bool,
    /// No flights, turns or cascade: cards appear in their places with a short fade.
    pub reduce_motion: bool,
    /// A black table, pure inks and bright outlines of the piles' places.
    pub high_contrast: bool,
    /// The size of text and buttons, in percent of the designed size.
    pub text_size: u16,
    /// Sound effects off (M toggles).
    pub muted: bool,
    /// Loudness of the sound effects, in percent.
    pub volume: u8,
    /// Vegas scores carry over from deal to deal: the score shown is the bank.
    pub vegas_cumulative: bool,
    /// The window's size in logical pixels, as the player last left it (out of full
    /// screen), for the next start.
    pub window: Option<(u32, u32)>,
    /// Games the player starred: the chooser lists them first.
    pub favourites: Vec<String>,
    /// The games played last, the last first (the chooser lists a few after the
    /// favourites).
    pub recent_games: Vec<String>,
    /// The language chosen in the settings, by code ("de"); the system's when `None`.
    pub language: Option<String>,
}

impl Settings {
    /// The version this build writes (see `persist::store`).
    pub const VERSION: u32 = 1;

    /// Cards jump to their places rather than fly (reduced motion, or instant speed).
    pub fn still(&self) -> bool {
        self.reduce_motion || self.speed.instant()
    }

    /// The text size as a factor of the designed size (a bad value in a hand-edited
    /// file is held to the setting's range).
    pub fn text_factor(&self) -> f32 {
        f32::from(self.text_size.clamp(100, 200)) / 100.0
    }

    /// What "New deal" deals.
    pub fn deals(&self) -> DealChoice {
        DealChoice {
            winnable: self.winnable_only && self.level.is_none(),
            level: self.level,
        }
    }

    pub fn set_deals(&mut self, choice: DealChoice) {
        (self.winnable_only, self.level) = (choice.winnable, choice.level);
    }
}

/// What "New deal" deals: any deal, one the solver has won, or a level (which is
/// always one the solver has won).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealChoice {
    pub winnable: bool,
    pub level: Option<Grade>,
}

impl DealChoice {
    const fn level(grade: Grade) -> DealChoice {
        DealChoice {
            winnable: false,
            level: Some(grade),
        }
    }

    /// In the order they are offered.
    pub const ALL: [DealChoice; 6] = [
        DealChoice {
            winnable: false,
            level: None,
        },
        DealChoice {
            winnable: true,
            level: None,
        },
        DealChoice::level(Grade::Easy),
        DealChoice::level(Grade::Medium),
        DealChoice::level(Grade::Hard),
        DealChoice::level(Grade::Expert),
    ];

    pub fn name(self, words: &Words) -> String {
        match (self.level, self.winnable) {
            (Some(grade), _) => grade.said(words),
            (None, true) => say!(words, "deals-winnable"),
            (None, false) => say!(words, "deals-any"),
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: Self::VERSION,
            speed: Speed::Normal,
            auto_home: true,
            four_colour: false,
            card_back: BackColour::Red,
            card_style: CardStyle::Classic,
            table: TableColour::Green,
            winnable_only: false,
            level: None,
            fullscreen: false,
            reduce_motion: false,
            high_contrast: false,
            text_size: 100,
            muted: false,
            volume: 70,
            vegas_cumulative: false,
            window: None,
            favourites: Vec::new(),
            recent_games: Vec::new(),
            language: None,
        }
    }
}

/// Animation speed setting (also `--speed`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
pub enum Speed {
    /// Cards fly at an easy pace
    #[default]
    Normal,
    /// Cards fly twice as fast
    Fast,
    /// No animation at all: cards jump to their places
    Instant,
}

impl Speed {
    /// The next speed of the setting's cycle: normal, fast, instant.
    pub fn next(self) -> Speed {
        match self {
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Instant,
            Speed::Instant => Speed::Normal,
        }
    }

    /// How long animations take against their normal length.
    pub fn factor(self) -> f32 {
        match self {
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::Instant => 0.0,
        }
    }

    pub fn instant(self) -> bool {
        self == Speed::Instant
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
}

/// The text size setting's steps, in percent.
pub const TEXT_SIZES: [u16; 5] = [100, 125, 150, 175, 200];

/// The volume setting's steps, in percent.
pub const VOLUMES: [u8; 4] = [25, 50, 70, 100];

/// The next value of a setting that cycles through a list.
pub fn next_of<T: Copy + PartialEq>(all: &[T], now: T) -> T {
    let i = all.iter().position(|&v| v == now).unwrap_or(0);
    all[(i + 1) % all.len()]
}
