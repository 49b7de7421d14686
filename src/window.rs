//! The window: full screen as the settings say (F11, Alt+Enter and the menu change the
//! setting), and its size remembered for the next start.

use crate::play::{AppSystems, Settings};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (apply_fullscreen, remember_fullscreen, remember_window_size)
            .chain()
            // After the keys that change the setting, before it is saved.
            .after(AppSystems::Input)
            .before(AppSystems::Rules),
    );
}

fn is_fullscreen(window: &Window) -> bool {
    !matches!(window.mode, WindowMode::Windowed)
}

/// The window goes full screen, or back, when the setting changes.
fn apply_fullscreen(settings: Res<Settings>, mut window: Single<&mut Window, With<PrimaryWindow>>) {
    if settings.is_changed() && is_fullscreen(&window) != settings.fullscreen {
        window.mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
    }
}

/// Where the window leaves or enters full screen by other means (the window manager),
/// the setting follows.
fn remember_fullscreen(
    window: Single<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    mut settings: ResMut<Settings>,
) {
    let fullscreen = is_fullscreen(&window);
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
struct Sizing {
    last: Option<((u32, u32), std::time::Duration)>,
    resized: bool,
}

/// The window's size, once the player has resized it and stopped (out of full
/// screen), goes into the settings for the next start.
fn remember_window_size(
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
    let fullscreen = is_fullscreen(&window);
    if let Some((last, at)) = sizing.last
        && sizing.resized
        && !fullscreen
        && now - at >= SIZE_SETTLES
        && settings.window != Some(last)
    {
        settings.window = Some(last);
    }
}
