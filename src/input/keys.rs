//! The keyboard's shortcuts (the table that says them to players is `play::controls`),
//! judged press by press from the keyboard's events in order, each with the modifiers
//! held at that moment (see `Modifiers`): a Ctrl released in the same frame as its Z
//! still makes Ctrl+Z.

use crate::play::{
    DealAsk, Demo, HintRequest, Lang, LeaveDeal, MUTE_KEY, Modifiers, Notice, Outlook, Overlay,
    Request, Session, Settings, back_to_winnable, types_letter,
};
use bevy::input::ButtonState;
use bevy::input::keyboard::{KeyboardFocusLost, KeyboardInput};
use bevy::prelude::*;
use solitaire_core::say;

pub(super) fn keyboard(
    mut events: MessageReader<KeyboardInput>,
    mut focus_lost: MessageReader<KeyboardFocusLost>,
    mut held: Local<Modifiers>,
    overlay: Res<State<Overlay>>,
    mut requests: MessageWriter<Request>,
    mut leave: MessageWriter<LeaveDeal>,
    mut hints: MessageWriter<HintRequest>,
    mut notices: MessageWriter<Notice>,
    mut next: ResMut<NextState<Overlay>>,
    mut settings: ResMut<Settings>,
    session: Res<Session>,
    outlook: Res<Outlook>,
    mut demo: ResMut<Demo>,
    time: Res<Time>,
    lang: Res<Lang>,
) {
    // Keys let go of while the window was away never send their release.
    if focus_lost.read().count() > 0 {
        *held = Modifiers::default();
    }
    for event in events.read() {
        held.track(event.key_code, event.state == ButtonState::Pressed);
        // A key held down repeats: its shortcut acts once.
        if event.state != ButtonState::Pressed || event.repeat {
            continue;
        }
        let (code, ctrl, shift, alt) = (event.key_code, held.ctrl(), held.shift(), held.alt());
        if code == KeyCode::F11 || (alt && code == KeyCode::Enter) {
            settings.fullscreen = !settings.fullscreen;
        }
        // Dialogs take their own keys (the deal number box reads digits).
        if *overlay.get() != Overlay::None {
            continue;
        }
        let letter = |c: char| types_letter(code, &event.logical_key, c);
        if ctrl && letter('z') {
            requests.write(if shift { Request::Redo } else { Request::Undo });
        } else if ctrl && letter('y') {
            requests.write(Request::Redo);
        } else if !ctrl && letter('n') {
            leave.write(LeaveDeal(DealAsk::New(None)));
        } else if !ctrl && letter('r') {
            requests.write(Request::Restart);
        } else if !ctrl && letter('f') {
            requests.write(Request::Finish);
        } else if code == KeyCode::Backspace {
            if let Some(back) = back_to_winnable(&session, &outlook) {
                requests.write(back);
            }
        } else if code == KeyCode::F1 {
            next.set(Overlay::Rules);
        } else if !ctrl && letter('g') {
            next.set(Overlay::Chooser);
        } else if !ctrl && letter('s') {
            next.set(Overlay::Stats);
        } else if !ctrl && letter('y') {
            next.set(Overlay::Daily);
        } else if letter('h') {
            hints.write(HintRequest);
        } else if !ctrl && letter('m') {
            settings.muted = !settings.muted;
            notices.write(Notice(if settings.muted {
                say!(lang, "keys-sound-off", key = MUTE_KEY.to_string())
            } else {
                say!(lang, "keys-sound-on")
            }));
        } else if !ctrl && letter('d') {
            // As the Demo button: a press while the demo plays stops it, and that press
            // does not start it again.
            demo.button(time.elapsed());
        }
    }
}
