//! Reading shortcuts off the keyboard: letters by the letter on the key, Ctrl and Alt.

use bevy::input::keyboard::Key;
use bevy::prelude::*;

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
pub fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
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
