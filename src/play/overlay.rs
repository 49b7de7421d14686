//! Which dialog is over the table.

use bevy::prelude::*;

/// The dialog over the table, if any; those a player may open are also `--open`'s
/// values (for screenshots and docs).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Overlay {
    #[default]
    #[value(skip)]
    None,
    /// The game chooser.
    #[value(name = "games")]
    Chooser,
    Rules,
    #[value(skip)]
    Won,
    /// The deal number box.
    #[value(name = "deal")]
    DealNumber,
    Settings,
    Stats,
    /// Today's daily deals (see `ui::daily`).
    Daily,
    /// Leave a deal under way? (see `ui::leave`)
    #[value(skip)]
    Leave,
    /// The compact HUD's menu (see `ui::menu`).
    Menu,
}
