//! Keyboard: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, N new deal, R restart, F finish
//! (every card home), D demo, G the games, S the statistics, Backspace back to where a
//! lost game could still be won, F1 the rules and controls, F11 or Alt+Enter full
//! screen.

use crate::autoplay::Outlook;
use crate::session::{Request, Session};
use crate::ui::{LeaveDeal, Overlay};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    letters: Res<ButtonInput<Key>>,
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
    let letter = |c: char| letter_pressed(&keys, &letters, c);
    if ctrl && letter('z') {
        requests.write(if shift { Request::Redo } else { Request::Undo });
    } else if ctrl && letter('y') {
        requests.write(Request::Redo);
    } else if !ctrl && letter('n') {
        leave.write(LeaveDeal(Request::NewDeal(None)));
    } else if !ctrl && letter('r') {
        requests.write(Request::Restart);
    } else if !ctrl && letter('f') {
        requests.write(Request::Finish);
    } else if keys.just_pressed(KeyCode::Backspace) {
        if let Some(back) = crate::ui::back_to_winnable(&session, &outlook) {
            requests.write(back);
        }
    } else if keys.just_pressed(KeyCode::F1) {
        next.set(Overlay::Rules);
    } else if !ctrl && letter('g') {
        next.set(Overlay::Chooser);
    } else if !ctrl && letter('s') {
        next.set(Overlay::Stats);
    } else if !ctrl && letter('d') {
        // As the Demo button: a press while the demo plays stops it, and that press
        // does not start it again.
        demo.button(time.elapsed());
    }
}

/// Was the key that types the letter `c` (either case) just pressed? Letter shortcuts
/// go by the letter on the key, not its place: on a German keyboard Z and Y swap
/// places, and Ctrl+Z by place would redo. (Ctrl leaves the letter as it is.) A key
/// that types no Latin letter (a Cyrillic or Greek layout) goes by its place, as on a
/// US keyboard.
pub fn letter_pressed(places: &ButtonInput<KeyCode>, letters: &ButtonInput<Key>, c: char) -> bool {
    let latin =
        |k: &Key| matches!(k, Key::Character(s) if s.chars().all(|c| c.is_ascii_alphabetic()));
    if letters.get_just_pressed().any(latin) {
        [c.to_ascii_lowercase(), c.to_ascii_uppercase()]
            .iter()
            .any(|c| letters.just_pressed(Key::Character(c.to_string().into())))
    } else {
        letter_place(c).is_some_and(|code| places.just_pressed(code))
    }
}

/// Where a US keyboard has the letter `c`.
fn letter_place(c: char) -> Option<KeyCode> {
    const PLACES: [KeyCode; 26] = [
        KeyCode::KeyA,
        KeyCode::KeyB,
        KeyCode::KeyC,
        KeyCode::KeyD,
        KeyCode::KeyE,
        KeyCode::KeyF,
        KeyCode::KeyG,
        KeyCode::KeyH,
        KeyCode::KeyI,
        KeyCode::KeyJ,
        KeyCode::KeyK,
        KeyCode::KeyL,
        KeyCode::KeyM,
        KeyCode::KeyN,
        KeyCode::KeyO,
        KeyCode::KeyP,
        KeyCode::KeyQ,
        KeyCode::KeyR,
        KeyCode::KeyS,
        KeyCode::KeyT,
        KeyCode::KeyU,
        KeyCode::KeyV,
        KeyCode::KeyW,
        KeyCode::KeyX,
        KeyCode::KeyY,
        KeyCode::KeyZ,
    ];
    let i = (c.to_ascii_lowercase() as usize).checked_sub('a' as usize)?;
    PLACES.get(i).copied()
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
