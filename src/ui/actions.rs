//! What the HUD's and the menu's buttons do, and how they show it: the less used
//! entries a compact HUD keeps in its menu (`MenuEntry`), buttons dimmed while they have
//! nothing to do, and the speed button's label.

use super::widgets::{icon_button, relabel};
use crate::paint::Icon;
use crate::play::{Overlay, Request, Session, Settings, Speed};
use crate::theme::{Fonts, Icons, TEXT};
use bevy::prelude::*;

/// A button with nothing to do in some positions, dimmed then: nothing to undo, nothing
/// to redo, no move of the player's to start again from.
#[derive(Component, Clone, Copy)]
pub(super) enum Needs {
    Undo,
    Redo,
    Restart,
}

/// The button that cycles the animation speed; its label shows the current one.
#[derive(Component)]
pub(super) struct SpeedButton;

pub(super) fn speed_name(speed: Speed) -> &'static str {
    match speed {
        Speed::Normal => "Normal speed",
        Speed::Fast => "Fast",
        Speed::Instant => "Instant",
    }
}

pub(super) fn request(r: Request) -> impl Fn(On<Pointer<Click>>, MessageWriter<Request>) {
    move |_, mut w| {
        w.write(r.clone());
    }
}

pub(super) fn open(o: Overlay) -> impl Fn(On<Pointer<Click>>, ResMut<NextState<Overlay>>) {
    move |_, mut next| next.set(o)
}

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
        fonts: &Fonts,
        icons: &Icons,
        size: f32,
        speed: Speed,
    ) -> Entity {
        match self {
            MenuEntry::Restart => {
                let b = icon_button(
                    parent,
                    fonts,
                    icons,
                    Icon::Restart,
                    "Restart",
                    size,
                    request(Request::Restart),
                );
                parent.commands().entity(b).insert(Needs::Restart);
                b
            }
            MenuEntry::DealNumber => icon_button(
                parent,
                fonts,
                icons,
                Icon::DealNumber,
                "Deal #",
                size,
                open(Overlay::DealNumber),
            ),
            MenuEntry::Speed => {
                let b = icon_button(
                    parent,
                    fonts,
                    icons,
                    Icon::Speed,
                    speed_name(speed),
                    size,
                    |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                        settings.speed = settings.speed.next();
                    },
                );
                parent.commands().entity(b).insert(SpeedButton);
                b
            }
            MenuEntry::Games => icon_button(
                parent,
                fonts,
                icons,
                Icon::Games,
                "Games",
                size,
                open(Overlay::Chooser),
            ),
            MenuEntry::Rules => icon_button(
                parent,
                fonts,
                icons,
                Icon::Rules,
                "Rules",
                size,
                open(Overlay::Rules),
            ),
            MenuEntry::Stats => icon_button(
                parent,
                fonts,
                icons,
                Icon::Stats,
                "Stats",
                size,
                open(Overlay::Stats),
            ),
            MenuEntry::Settings => icon_button(
                parent,
                fonts,
                icons,
                Icon::Settings,
                "Settings",
                size,
                open(Overlay::Settings),
            ),
            MenuEntry::FullScreen => icon_button(
                parent,
                fonts,
                icons,
                Icon::FullScreen,
                "Full screen",
                size,
                |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                    settings.fullscreen = !settings.fullscreen;
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

pub(super) fn update_speed_label(
    settings: Res<Settings>,
    buttons: Query<&Children, With<SpeedButton>>,
    mut texts: Query<&mut Text>,
) {
    if settings.is_changed() {
        relabel(&buttons, &mut texts, speed_name(settings.speed));
    }
}

pub(super) fn dim_idle_buttons(
    session: Res<Session>,
    buttons: Query<(&Needs, &Children)>,
    mut labels: Query<&mut TextColor>,
    mut icons: Query<&mut ImageNode>,
) {
    let game = &session.game;
    for (needs, children) in &buttons {
        let active = match needs {
            Needs::Undo => !game.history().is_empty(),
            Needs::Redo => game.redo_moves().next().is_some(),
            Needs::Restart => game.player_has_moved(),
        };
        let colour = if active { TEXT } else { TEXT.with_alpha(0.35) };
        for &child in children {
            if let Ok(mut c) = labels.get_mut(child)
                && c.0 != colour
            {
                c.0 = colour;
            }
            if let Ok(mut image) = icons.get_mut(child)
                && image.color != colour
            {
                image.color = colour;
            }
        }
    }
}
