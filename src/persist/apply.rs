//! Settings take effect: speed, auto-moves, colours and full screen follow the
//! `Settings` resource; full screen toggled by key, and the window's size, are
//! remembered.

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

/// How long a window must keep its size before the size is remembered: resizing by
/// dragging the border reports every step, and the settings file is written once.
const SIZE_SETTLES: std::time::Duration = std::time::Duration::from_millis(600);

/// What `remember_window_size` has seen of the window: its last size, since when, and
/// whether the player has resized it at all (the size it opened at, from the settings
/// or a `--window` flag for one run, is not the player's to remember).
#[derive(Default)]
pub(super) struct Sizing {
    last: Option<((u32, u32), std::time::Duration)>,
    resized: bool,
}

/// The window's size, once the player has resized it and stopped (out of full
/// screen), goes into the settings for the next start.
pub(super) fn remember_window_size(
    time: Res<Time>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
    mut sizing: Local<Sizing>,
) {
    let size = (
        window.width().round() as u32,
        window.height().round() as u32,
    );
    let now = time.elapsed();
    match sizing.last {
        Some((last, _)) if last == size => {}
        Some(_) => {
            sizing.last = Some((size, now));
            sizing.resized = true;
        }
        None => sizing.last = Some((size, now)),
    }
    let fullscreen = !matches!(window.mode, WindowMode::Windowed);
    if let Some((last, at)) = sizing.last
        && sizing.resized
        && !fullscreen
        && now - at >= SIZE_SETTLES
        && settings.window != Some(last)
    {
        settings.window = Some(last);
    }
}
