//! Which dialog is over the table.

use bevy::prelude::*;

/// The dialog over the table, if any.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    None,
    Chooser,
    Rules,
    Won,
    DealNumber,
    Settings,
    Stats,
    /// Today's daily deals (see `ui::daily`).
    Daily,
    /// Leave a deal under way? (see `ui::leave`)
    Leave,
    /// The compact HUD's menu (see `ui::menu`).
    Menu,
}
