//! The controls: the one table of what every key and gesture does (the rules screen and
//! the README say it from here), and reading shortcuts off the keyboard: letters by the
//! letter on the key, Ctrl and Alt.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use solitaire_core::lang::Words;
use solitaire_core::say;

/// The keys that sentences elsewhere name (a notice, the welcome): each is named once,
/// here, and the table below says them too.
pub const RULES_KEY: &str = "F1";
pub const FINISH_KEY: &str = "F";
pub const MUTE_KEY: &str = "M";
pub const BACK_KEY: &str = "Backspace";

/// Every control, as a player reads it: what to press (or do), and what it does. The
/// rules screen lists these rows, and the README's table of controls is these rows in
/// English (a test checks).
pub fn controls(w: &Words) -> Vec<(String, String)> {
    vec![
        (say!(w, "key-drag"), say!(w, "key-drag-does")),
        (say!(w, "key-click"), say!(w, "key-click-does")),
        (
            say!(w, "key-double-click"),
            say!(w, "key-double-click-does"),
        ),
        (say!(w, "key-stock"), say!(w, "key-stock-does")),
        (say!(w, "key-keyboard"), say!(w, "key-keyboard-does")),
        (say!(w, "key-undo"), say!(w, "key-undo-does")),
        (
            say!(w, "key-letters", finish = FINISH_KEY, rules = RULES_KEY),
            say!(w, "key-letters-does"),
        ),
        (say!(w, "key-dialogs"), say!(w, "key-dialogs-does")),
        (back_key(w), say!(w, "key-back-does")),
        (MUTE_KEY.to_string(), say!(w, "key-mute-does")),
        (say!(w, "key-piles"), say!(w, "key-piles-does")),
        ("F10".to_string(), say!(w, "key-menu-does")),
        (say!(w, "key-full-screen"), say!(w, "key-full-screen-does")),
    ]
}

/// The Backspace key (`BACK_KEY`) as the player's language names it.
pub fn back_key(w: &Words) -> String {
    say!(w, "key-backspace")
}

/// The modifier keys held at one point of the stream of keyboard events. Shortcuts are
/// judged press by press from the events in order, with the modifiers held at each:
/// remote desktops, VNC clients and macro tools send Ctrl down, Z down, Z up and Ctrl
/// up within a millisecond, all in one frame, and by the frame's end Ctrl is up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers(u8);

/// The modifier keys, one bit each: Ctrl (and the Command key), Shift, Alt.
const MODIFIER_KEYS: [KeyCode; 8] = [
    KeyCode::ControlLeft,
    KeyCode::ControlRight,
    KeyCode::SuperLeft,
    KeyCode::SuperRight,
    KeyCode::ShiftLeft,
    KeyCode::ShiftRight,
    KeyCode::AltLeft,
    KeyCode::AltRight,
];

impl Modifiers {
    /// Follows a key going down or up.
    pub fn track(&mut self, code: KeyCode, pressed: bool) {
        if let Some(i) = MODIFIER_KEYS.iter().position(|&k| k == code) {
            if pressed {
                self.0 |= 1 << i;
            } else {
                self.0 &= !(1 << i);
            }
        }
    }

    /// Ctrl (or the Command key) is down: the next key is a shortcut.
    pub fn ctrl(self) -> bool {
        self.0 & 0b1111 != 0
    }

    pub fn shift(self) -> bool {
        self.0 & 0b11_0000 != 0
    }

    pub fn alt(self) -> bool {
        self.0 & 0b1100_0000 != 0
    }
}

/// Does the key at place `code`, typing `key`, type the letter `c` (either case)? Letter
/// shortcuts go by the letter on the key, not its place: on a German keyboard Z and Y
/// swap places, and Ctrl+Z by place would redo. (Ctrl leaves the letter as it is.) A
/// key that types no Latin letter (a Cyrillic or Greek layout) goes by its place, as on
/// a US keyboard.
pub fn types_letter(code: KeyCode, key: &Key, c: char) -> bool {
    if is_latin(key) {
        *key == Key::Character(c.to_ascii_lowercase().to_string().into())
            || *key == Key::Character(c.to_ascii_uppercase().to_string().into())
    } else {
        letter_place(c) == Some(code)
    }
}

/// Does `key` type Latin letters?
fn is_latin(key: &Key) -> bool {
    matches!(key, Key::Character(s) if s.chars().all(|c| c.is_ascii_alphabetic()))
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

/// Alt is down (Alt+Enter is full screen, not Enter).
pub fn alt_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight])
}
