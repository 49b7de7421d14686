//! The keyboard's shortcuts (the table that says them to players is `play::controls`).

use crate::play::{
    Demo, HintRequest, LeaveDeal, MUTE_KEY, Notice, Outlook, Overlay, Request, Session, Settings,
    alt_held, back_to_winnable, ctrl_held, letter_pressed,
};
use bevy::input::keyboard::Key;
use bevy::prelude::*;

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    letters: Res<ButtonInput<Key>>,
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
) {
    let ctrl = ctrl_held(&keys);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = alt_held(&keys);
    if keys.just_pressed(KeyCode::F11) || (alt && keys.just_pressed(KeyCode::Enter)) {
        settings.fullscreen = !settings.fullscreen;
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
        if let Some(back) = back_to_winnable(&session, &outlook) {
            requests.write(back);
        }
    } else if keys.just_pressed(KeyCode::F1) {
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
            format!("Sound off ({} turns it on)", MUTE_KEY)
        } else {
            "Sound on".into()
        }));
    } else if !ctrl && letter('d') {
        // As the Demo button: a press while the demo plays stops it, and that press
        // does not start it again.
        demo.button(time.elapsed());
    }
}
