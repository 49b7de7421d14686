//! The compact HUD's menu: the buttons a narrow window's HUD has no room for, as a
//! column of large buttons that are easy to tap.

use super::Overlay;
use super::dialogs::{close, panel};
use super::hud::MenuEntry;
use super::widgets::{button, label};
use crate::animation::Speed;
use crate::cards::art::CardArt;
use bevy::prelude::*;

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
