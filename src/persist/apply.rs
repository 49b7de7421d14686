//! Settings take effect: speed, auto-moves, colours and full screen follow the
//! `Settings` resource, and full screen toggled by key is remembered.

use super::settings::Settings;
use crate::animation::Speed;
use crate::cards::CardEntities;
use crate::cards::art::CardArt;
use crate::session::Session;
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

pub(super) fn apply_settings(
    settings: Res<Settings>,
    mut speed: ResMut<Speed>,
    mut session: ResMut<Session>,
    mut clear: ResMut<ClearColor>,
    art: Option<ResMut<CardArt>>,
    mut entities: ResMut<CardEntities>,
    mut layout: ResMut<TableLayout>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if !settings.is_changed() {
        return;
    }
    if *speed != settings.speed {
        *speed = settings.speed;
    }
    session.auto_home = settings.auto_home;
    session.winnable_only = settings.winnable_only;
    clear.0 = settings.table.colour();
    if let Some(mut art) = art
        && (art.four_colour != settings.four_colour || art.back_colour != settings.card_back)
    {
        art.four_colour = settings.four_colour;
        art.back_colour = settings.card_back;
        // Redraw the card images and rebuild the faces at the current size.
        art.drawn_at = UVec2::ZERO;
        entities.refresh_faces();
        layout.set_changed();
    }
    let fullscreen = !matches!(window.mode, WindowMode::Windowed);
    if fullscreen != settings.fullscreen {
        window.mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
    }
}

/// F11 and the full-screen button change the window; the setting follows.
pub(super) fn remember_fullscreen(
    window: Single<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    mut settings: ResMut<Settings>,
) {
    let fullscreen = !matches!(window.mode, WindowMode::Windowed);
    if settings.fullscreen != fullscreen {
        settings.fullscreen = fullscreen;
    }
}
