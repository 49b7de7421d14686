//! Menus and messages: the HUD bar, short notices, and dialogs (game chooser, rules,
//! win, deal number, settings, statistics, daily deals, leaving a deal, the compact HUD's menu),
//! each reachable and usable by keyboard.

mod actions;
mod chooser;
mod daily;
mod deal_number;
mod dialogs;
mod hud;
mod key_focus;
mod leave;
mod menu;
mod notice;
mod pictures;
mod preferences;
mod records;
mod widgets;

pub use chooser::{ChooserRow, FavouriteStar, Typed};
pub use daily::{CalendarDay, PlayDaily};
pub use notice::NoticeText;
pub use records::{ResultBar, StatsTab};

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        hud::plugin,
        key_focus::plugin,
        leave::plugin,
        menu::plugin,
        notice::plugin,
        dialogs::plugin,
        chooser::plugin,
        deal_number::plugin,
        preferences::plugin,
        records::plugin,
        daily::plugin,
    ));
}
