//! Keyboard: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, N new deal, R restart, F finish
//! (every card home), D demo, G the games, S the statistics, Backspace back to where a
//! lost game could still be won, F1 the rules and controls, F11 or Alt+Enter full
//! screen.

use crate::autoplay::Outlook;
use crate::session::{Request, Session};
use crate::ui::{LeaveDeal, Overlay};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    mut requests: MessageWriter<Request>,
    mut leave: MessageWriter<LeaveDeal>,
    mut next: ResMut<NextState<Overlay>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    session: Res<Session>,
    outlook: Res<Outlook>,
    mut demo: ResMut<crate::autoplay::Demo>,
    time: Res<Time>,
) {
    let ctrl = ctrl_held(&keys);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = alt_held(&keys);
    if keys.just_pressed(KeyCode::F11) || (alt && keys.just_pressed(KeyCode::Enter)) {
        toggle_fullscreen(&mut window);
    }
    // Dialogs take their own keys (the deal number box reads digits).
    if *overlay.get() != Overlay::None {
        return;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        requests.write(if shift { Request::Redo } else { Request::Undo });
    } else if ctrl && keys.just_pressed(KeyCode::KeyY) {
        requests.write(Request::Redo);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyN) {
        leave.write(LeaveDeal(Request::NewDeal(None)));
    } else if !ctrl && keys.just_pressed(KeyCode::KeyR) {
        requests.write(Request::Restart);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyF) {
        requests.write(Request::Finish);
    } else if keys.just_pressed(KeyCode::Backspace) {
        if let Some(back) = crate::ui::back_to_winnable(&session, &outlook) {
            requests.write(back);
        }
    } else if keys.just_pressed(KeyCode::F1) {
        next.set(Overlay::Rules);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyG) {
        next.set(Overlay::Chooser);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyS) {
        next.set(Overlay::Stats);
    } else if !ctrl && keys.just_pressed(KeyCode::KeyD) {
        // As the Demo button: a press while the demo plays stops it, and that press
        // does not start it again.
        demo.button(time.elapsed());
    }
}

/// Ctrl (or the Command key) is down: the next key is a shortcut.
pub(super) fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ])
}

/// Alt is down (Alt+Enter is full screen, not Enter).
pub fn alt_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight])
}

pub fn toggle_fullscreen(window: &mut Window) {
    window.mode = match window.mode {
        WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        _ => WindowMode::Windowed,
    };
}
