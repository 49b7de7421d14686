//! Menus and messages: the HUD bar, short notices, and dialogs (game chooser, rules,
//! win, deal number, settings, statistics, daily deals, leaving a deal, the compact HUD's menu),
//! each reachable and usable by keyboard.

mod actions;
mod chooser;
mod daily;
mod dates;
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

use crate::play::{AppSystems, Lang, Overlay};
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (widgets::say_again, reopen_in_language).in_set(AppSystems::Ui),
    );
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

/// A dialog open when the language changes opens again, built in the new language (Bevy
/// runs `OnExit` and `OnEnter` again for a state set to itself).
fn reopen_in_language(
    lang: Res<Lang>,
    mut seen: Local<Option<&'static str>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let code = lang.code();
    let before = seen.replace(code);
    if before.is_some_and(|b| b != code) && *overlay.get() != Overlay::None {
        next.set(*overlay.get());
    }
}
