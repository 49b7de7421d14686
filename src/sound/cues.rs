//! Which effect each event of the game makes, and how loud: the settings' volume,
//! nothing when muted, quieter for the demo's moves.

use super::synth::Effect;
use crate::play::{Demo, DragState, KeyCursor, Outcome, Session, Settings};
use bevy::prelude::*;
use solitaire_core::{Move, Status};

/// An effect to play now, at `volume` (0..=1) after the settings and the demo.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct Sound {
    pub effect: Effect,
    pub volume: f32,
}

/// The demo plays its moves quieter than the player's own.
pub const DEMO_VOLUME: f32 = 0.4;

/// Cards taken into the hand, by the pointer or the keyboard.
pub(super) fn pick_up(
    drag: Res<DragState>,
    cursor: Res<KeyCursor>,
    settings: Res<Settings>,
    demo: Res<Demo>,
    mut was: Local<(bool, bool)>,
    mut sounds: MessageWriter<Sound>,
) {
    let now = (drag.is_dragging(), cursor.held.is_some());
    if (now.0 && !was.0) || (now.1 && !was.1) {
        play(&mut sounds, &settings, &demo, Effect::PickUp);
    }
    *was = now;
}

/// What the session did: moves, undos, deals, refusals and the win.
pub(super) fn outcomes(
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    settings: Res<Settings>,
    demo: Res<Demo>,
    mut sounds: MessageWriter<Sound>,
) {
    // One of each effect a frame: a burst of moves (finishing, undo to a point) is one
    // sound, not a roar.
    let mut effects = Vec::new();
    for outcome in outcomes.read() {
        let rules = session.game.rules();
        match outcome {
            Outcome::Applied(applied) => {
                effects.push(match applied.mv {
                    Move::Draw | Move::Redeal => Effect::Draw,
                    Move::Transfer { to, .. } if rules.is_home(to) => Effect::Home,
                    Move::Transfer { .. } => Effect::Drop,
                });
                if applied.flipped {
                    effects.push(Effect::Flip);
                }
            }
            Outcome::Undone(_) => effects.push(Effect::Undo),
            Outcome::Dealt => effects.push(Effect::Deal),
            Outcome::Rejected(_) => effects.push(Effect::Refused),
        }
    }
    if session.status == Status::Won && effects.contains(&Effect::Home) {
        effects = vec![Effect::Win];
    }
    let mut played = Vec::new();
    for effect in effects {
        if !played.contains(&effect) {
            played.push(effect);
            play(&mut sounds, &settings, &demo, effect);
        }
    }
}

fn play(sounds: &mut MessageWriter<Sound>, settings: &Settings, demo: &Demo, effect: Effect) {
    if settings.muted || settings.volume == 0 {
        return;
    }
    let demo = if demo.active { DEMO_VOLUME } else { 1.0 };
    sounds.write(Sound {
        effect,
        volume: f32::from(settings.volume.min(100)) / 100.0 * demo,
    });
}
