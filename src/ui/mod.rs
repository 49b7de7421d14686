//! Menus and messages: the HUD bar, short notices, and dialogs (game chooser, rules,
//! win, deal number).

mod deal_number;
mod dialogs;
mod hud;
mod leave;
mod menu;
mod notice;
mod preferences;
mod records;
mod widgets;

use bevy::prelude::*;

pub use leave::LeaveDeal;
pub use notice::{Notice, NoticeText, back_to_winnable, lost_line};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Overlay>()
        .add_message::<Notice>()
        .add_plugins((
            hud::plugin,
            leave::plugin,
            menu::plugin,
            notice::plugin,
            dialogs::plugin,
            deal_number::plugin,
            preferences::plugin,
            records::plugin,
        ));
}

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
    /// Leave a deal under way? (see `leave`)
    Leave,
    /// The compact HUD's menu (see `menu`).
    Menu,
}
