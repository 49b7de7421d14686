//! What the screen shows over the game that several parts share: the dialog on show,
//! the room the bars take, what the table lights up, and the win's cascade.

use bevy::prelude::*;

/// The dialog over the table, if any; those a player may open are also `--open`'s
/// values (for screenshots and docs).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Overlay {
    #[default]
    #[value(skip)]
    None,
    // (Each value's line is its help in `--help` and the man page.)
    /// The game chooser
    #[value(name = "games")]
    Chooser,
    /// The rules of the game and its keys
    Rules,
    #[value(skip)]
    Won,
    /// The deal number box
    #[value(name = "deal")]
    DealNumber,
    /// The settings
    Settings,
    /// The statistics
    Stats,
    /// Today's daily deals
    Daily,
    // Leave a deal under way? (ui/leave.rs)
    #[value(skip)]
    Leave,
    /// The menu of the compact bar, on a narrow window
    Menu,
}

/// How much of the window the interface's bars take, as laid out (the UI measures, the
/// table keeps clear of them): the bar on top grows to two rows with large text.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct Bars {
    /// The top bar's height in logical pixels; 0 until it is laid out.
    pub top: f32,
}

/// What the table lights up besides the places the cards in hand may go (which follow
/// from the hand): a hint's card and where it goes. `cards` draws both.
#[derive(Resource, Default, Debug)]
pub struct Highlights {
    pub hint: Option<HintMarks>,
}

/// A hint on show: the top `count` cards of pile `from` (none for a turn of the stock)
/// go to pile `to`, in the position of `revision`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintMarks {
    pub from: usize,
    pub count: usize,
    pub to: usize,
    pub revision: u64,
}

/// Whether the win's cascade is on the table: the win dialog and the demo's next deal
/// wait for it (`cards` runs it; a click or a key ends it early).
#[derive(Resource, Default, Debug)]
pub struct Celebration {
    pub running: bool,
}
