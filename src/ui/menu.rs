//! The HUD's less used buttons (`MenuEntry`), which a wide window's bar shows and a
//! narrow one's keeps in its menu: a column of large buttons that are easy to tap.

use super::Overlay;
use super::dialogs::{close, panel};
use super::hud::{Needs, SpeedButton, open, request, speed_name};
use super::widgets::{button, label};
use crate::animation::Speed;
use crate::cards::art::CardArt;
use crate::persist::settings::Settings;
use crate::session::Request;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The HUD's less used buttons, which a compact HUD keeps in its menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MenuEntry {
    Restart,
    DealNumber,
    Speed,
    Games,
    Rules,
    Stats,
    Settings,
    FullScreen,
}

impl MenuEntry {
    pub(super) const ALL: [MenuEntry; 8] = [
        MenuEntry::Restart,
        MenuEntry::DealNumber,
        MenuEntry::Speed,
        MenuEntry::Games,
        MenuEntry::Rules,
        MenuEntry::Stats,
        MenuEntry::Settings,
        MenuEntry::FullScreen,
    ];

    /// Its button, labelled for the animation `speed` where it shows it.
    pub(super) fn spawn(
        self,
        parent: &mut ChildSpawnerCommands,
        art: &CardArt,
        size: f32,
        speed: Speed,
    ) -> Entity {
        match self {
            MenuEntry::Restart => {
                let b = button(parent, art, "Restart", size, request(Request::Restart));
                parent.commands().entity(b).insert(Needs::Restart);
                b
            }
            MenuEntry::DealNumber => button(parent, art, "Deal #", size, open(Overlay::DealNumber)),
            MenuEntry::Speed => {
                let b = button(
                    parent,
                    art,
                    speed_name(speed),
                    size,
                    |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                        settings.speed = settings.speed.next();
                    },
                );
                parent.commands().entity(b).insert(SpeedButton);
                b
            }
            MenuEntry::Games => button(parent, art, "Games", size, open(Overlay::Chooser)),
            MenuEntry::Rules => button(parent, art, "Rules", size, open(Overlay::Rules)),
            MenuEntry::Stats => button(parent, art, "Stats", size, open(Overlay::Stats)),
            MenuEntry::Settings => button(parent, art, "Settings", size, open(Overlay::Settings)),
            MenuEntry::FullScreen => button(
                parent,
                art,
                "Full screen",
                size,
                |_: On<Pointer<Click>>, mut w: Single<&mut Window, With<PrimaryWindow>>| {
                    crate::input::toggle_fullscreen(&mut w);
                },
            ),
        }
    }

    /// Does its button leave the menu open? (The others open a dialog of their own,
    /// or act on the table, which the player then wants to see.)
    pub(super) fn stays(self) -> bool {
        self == MenuEntry::Speed
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Menu), menu);
}

fn menu(mut commands: Commands, art: Res<CardArt>, speed: Res<Speed>) {
    panel(&mut commands, Overlay::Menu, |p| {
        label(p, &art.bold, "Menu", 24.0);
        for entry in MenuEntry::ALL {
            let b = entry.spawn(p, &art, 20.0, *speed);
            let mut commands = p.commands();
            let mut b = commands.entity(b);
            b.entry::<Node>().and_modify(full_width);
            if !entry.stays() {
                b.observe(close_unless_opened);
            }
        }
        let b = button(p, &art, "Close", 20.0, close);
        p.commands()
            .entity(b)
            .entry::<Node>()
            .and_modify(full_width);
    });
}

/// Menu buttons span the menu, one wide target each.
fn full_width(mut node: Mut<Node>) {
    node.width = percent(100);
    node.margin = UiRect::vertical(px(2.0));
}

/// Closes the menu after an entry that opened no dialog of its own.
fn close_unless_opened(
    _: On<Pointer<Click>>,
    state: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *state.get() == Overlay::Menu && matches!(*next, NextState::Unchanged) {
        next.set(Overlay::None);
    }
}
