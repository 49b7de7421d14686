//! The HUD's less used buttons (`MenuEntry`), which a wide window's bar shows and a
//! narrow one's keeps in its menu: a column of large buttons that are easy to tap.

use super::actions::MenuEntry;
use super::widgets::{button, close, label, panel};
use crate::play::{Lang, Overlay, Settings};
use crate::theme::{Fonts, HEADING_SIZE, Icons};
use bevy::prelude::*;
use solitaire_core::say;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Menu), menu);
}

fn menu(
    mut commands: Commands,
    fonts: Res<Fonts>,
    icons: Res<Icons>,
    settings: Res<Settings>,
    lang: Res<Lang>,
) {
    panel(&mut commands, Overlay::Menu, |p| {
        label(p, &fonts.bold, say!(lang, "hud-menu"), HEADING_SIZE);
        for entry in MenuEntry::ALL {
            let b = entry.spawn(p, &fonts, &icons, &lang, 20.0, settings.speed);
            let mut commands = p.commands();
            let mut b = commands.entity(b);
            b.entry::<Node>().and_modify(full_width);
            if !entry.stays() {
                b.observe(close_unless_opened);
            }
        }
        let b = button(p, &fonts, &say!(lang, "dialog-close"), 20.0, close);
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
