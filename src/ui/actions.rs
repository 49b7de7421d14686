//! What the HUD's and the menu's buttons do, and how they show it: the less used
//! entries a compact HUD keeps in its menu (`MenuEntry`), buttons dimmed while they have
//! nothing to do, and the speed button's label.

use super::widgets::{Said, icon_button, relabel};
use crate::paint::Icon;
use crate::play::{Lang, Overlay, Request, Session, Settings, Speed};
use crate::theme::{Fonts, Icons, TEXT};
use bevy::prelude::*;
use solitaire_core::lang::Words;
use solitaire_core::say;

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

pub(super) fn speed_name(words: &Words, speed: Speed) -> String {
    match speed {
        Speed::Normal => say!(words, "hud-speed-normal"),
        Speed::Fast => say!(words, "hud-speed-fast"),
        Speed::Instant => say!(words, "hud-speed-instant"),
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
        words: &Words,
        size: f32,
        speed: Speed,
    ) -> Entity {
        let b = self.spawn_button(parent, fonts, icons, words, size, speed);
        if self != MenuEntry::Speed {
            parent
                .commands()
                .entity(b)
                .insert(Said::new(move |w| self.label(w)));
        }
        b
    }

    /// Its label (but the speed button's, which shows the speed).
    pub(super) fn label(self, w: &Words) -> String {
        match self {
            MenuEntry::Restart => say!(w, "hud-restart"),
            MenuEntry::DealNumber => say!(w, "hud-deal-number"),
            MenuEntry::Speed => speed_name(w, Speed::Normal),
            MenuEntry::Games => say!(w, "hud-games"),
            MenuEntry::Rules => say!(w, "hud-rules"),
            MenuEntry::Stats => say!(w, "hud-stats"),
            MenuEntry::Settings => say!(w, "hud-settings"),
            MenuEntry::FullScreen => say!(w, "hud-full-screen"),
        }
    }

    fn spawn_button(
        self,
        parent: &mut ChildSpawnerCommands,
        fonts: &Fonts,
        icons: &Icons,
        words: &Words,
        size: f32,
        speed: Speed,
    ) -> Entity {
        let label = self.label(words);
        match self {
            MenuEntry::Restart => {
                let b = icon_button(
                    parent,
                    fonts,
                    icons,
                    Icon::Restart,
                    &label,
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
                &label,
                size,
                open(Overlay::DealNumber),
            ),
            MenuEntry::Speed => {
                let b = icon_button(
                    parent,
                    fonts,
                    icons,
                    Icon::Speed,
                    &speed_name(words, speed),
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
                &label,
                size,
                open(Overlay::Chooser),
            ),
            MenuEntry::Rules => icon_button(
                parent,
                fonts,
                icons,
                Icon::Rules,
                &label,
                size,
                open(Overlay::Rules),
            ),
            MenuEntry::Stats => icon_button(
                parent,
                fonts,
                icons,
                Icon::Stats,
                &label,
                size,
                open(Overlay::Stats),
            ),
            MenuEntry::Settings => icon_button(
                parent,
                fonts,
                icons,
                Icon::Settings,
                &label,
                size,
                open(Overlay::Settings),
            ),
            MenuEntry::FullScreen => icon_button(
                parent,
                fonts,
                icons,
                Icon::FullScreen,
                &label,
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
    lang: Res<Lang>,
    buttons: Query<&Children, With<SpeedButton>>,
    mut texts: Query<&mut Text>,
) {
    if settings.is_changed() || lang.is_changed() {
        relabel(&buttons, &mut texts, &speed_name(&lang, settings.speed));
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
