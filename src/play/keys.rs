//! The controls: the one table of what every key and gesture does (the rules screen and
//! the README say it from here), and reading shortcuts off the keyboard: letters by the
//! letter on the key, Ctrl and Alt.

use bevy::input::keyboard::Key;
use bevy::prelude::*;

/// The keys that sentences elsewhere name (a notice, the welcome): each is named once,
/// here, and the table below says them too.
pub const RULES_KEY: &str = "F1";
pub const FINISH_KEY: &str = "F";
pub const MUTE_KEY: &str = "M";
pub const BACK_KEY: &str = "Backspace";

/// Every control, as a player reads it: what to press (or do), and what it does. The
/// rules screen lists these rows, and the README's table of controls is these rows (a
/// test checks).
pub fn controls() -> Vec<(String, String)> {
    let rows: [(String, &str); 13] = [
        (
            "drag a card (mouse or finger)".to_string(),
            "move it, and the cards on it where the game allows; legal targets light up, and a card dropped across two piles goes to the one that takes it",
        ),
        (
            "click / tap a card".to_string(),
            "move it to its best place: a foundation first, then onto the pile with the longest ordered run (in Spider, onto its own suit first), then (a single card, not a King) a free cell before an empty column",
        ),
        (
            "double-click / double-tap".to_string(),
            "send it home: to its foundation, or onto the waste where it is built on (Golf, TriPeaks)",
        ),
        (
            "click the stock".to_string(),
            "draw; on an empty stock, turn the waste over (where the game allows); in Spider, deal a row onto the ten columns (each must hold a card)",
        ),
        (
            "arrow keys, Space, Enter, Esc".to_string(),
            "play by keyboard: the arrows move a cursor over the piles (Up and Down also walk the run that can be picked up; Left and Right along a row fanned to the right, as in Streets and Alleys), Space picks cards up and puts them down where the cursor is, Enter sends the card to its best place, Esc puts back what is held (on Pyramid's stock, Space picks up its face-up top card and Enter turns it)",
        ),
        (
            "Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z".to_string(),
            "undo, redo (a move together with the cards that then went home by themselves)",
        ),
        (
            format!("N, R, H, {FINISH_KEY}, {RULES_KEY}"),
            "new deal, restart, hint, finish (every card home, once moves home alone win: with auto-moves off a line at the bottom says so, and tapping it finishes too; with auto-moves on it happens by itself), the rules and controls",
        ),
        (
            "D, G, S, Y".to_string(),
            "demo (any key stops it), the games, the statistics, today's daily deals",
        ),
        (
            BACK_KEY.to_string(),
            "once the solver finds the position lost, go back to the last point from which it could still be won (the line at the bottom says how many moves back; tapping it does the same)",
        ),
        (MUTE_KEY.to_string(), "sound effects off or on"),
        (
            "1-9, 0, C, O, W, T".to_string(),
            "name a pile: the columns, the free cells, the foundations, the waste, the stock (see \"Playing with a screen reader\")",
        ),
        (
            "F10".to_string(),
            "the menu; in a dialog Tab or the arrows move between buttons, Space or Enter presses one",
        ),
        ("F11 or Alt+Enter".to_string(), "full screen"),
    ];
    rows.into_iter().map(|(k, w)| (k, w.to_string())).collect()
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

/// Does the key at place `code`, typing `key`, type the letter `c` (either case)? As
/// `letter_pressed`, for one key press.
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

/// Was the key that types the letter `c` (either case) just pressed? Letter shortcuts
/// go by the letter on the key, not its place: on a German keyboard Z and Y swap
/// places, and Ctrl+Z by place would redo. (Ctrl leaves the letter as it is.) A key
/// that types no Latin letter (a Cyrillic or Greek layout) goes by its place, as on a
/// US keyboard.
pub fn letter_pressed(places: &ButtonInput<KeyCode>, letters: &ButtonInput<Key>, c: char) -> bool {
    if letters.get_just_pressed().any(is_latin) {
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
