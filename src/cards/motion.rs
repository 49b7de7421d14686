//! How cards move: flying to a new place (dealt, moved, sent back), turning over,
//! following the hand while dragged; and the redraws that keep frames coming only
//! while something moves (the app is otherwise idle).

use super::art::CardArt;
use super::view::FLYING_Z;
use crate::play::{DragState, Settings, Speed};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_tweening::lens::{SpriteColorLens, TransformPositionLens, TransformScaleLens};
use bevy_tweening::{AnimTarget, Delay, Tween, TweenAnim};
use std::time::Duration;

/// `ms` milliseconds at normal speed, at `speed`.
pub fn ms(speed: Speed, ms: f32) -> Duration {
    Duration::from_secs_f32(ms * speed.factor() / 1000.0)
}

/// A tween's length: scaled like `ms`, but never zero (a tween cannot last 0 s).
fn tween_ms(speed: Speed, ms_normal: f32) -> Duration {
    ms(speed, ms_normal).max(Duration::from_millis(1))
}

/// Delay before the card dealt `order`-th sets off.
pub fn deal_delay(order: usize, speed: &Speed) -> Duration {
    ms(*speed, 14.0 * order as f32)
}

/// Delay before the `k`-th card of one move sets off, so runs ripple.
pub fn move_delay(k: usize, speed: &Speed) -> Duration {
    ms(*speed, 28.0 * k as f32)
}

/// Sends a card from `from` to `to`, above everything while it flies. Replaces any
/// tween the card had, so a card is never pulled two ways.
pub fn fly(
    commands: &mut Commands,
    card: Entity,
    from: Vec3,
    to: Vec3,
    delay: Duration,
    speed: &Speed,
) {
    let distance = from.truncate().distance(to.truncate());
    let ms = (150.0 + distance * 0.35).min(380.0);
    let start = from.truncate().extend(FLYING_Z + to.z);
    let tween = Tween::new(
        EaseFunction::CubicOut,
        tween_ms(*speed, ms),
        TransformPositionLens { start, end: to },
    );
    let anim = if delay.is_zero() {
        TweenAnim::new(tween)
    } else {
        TweenAnim::new(Delay::new(delay).then(tween))
    };
    commands.entity(card).insert(anim);
}

/// A refused drop: the cards shake where they were let go (a quick no), then fly
/// back to their place.
pub fn shake_then_fly(commands: &mut Commands, card: Entity, from: Vec3, to: Vec3, speed: &Speed) {
    let dx = 7.0;
    let at = from.truncate().extend(FLYING_Z + to.z);
    let step = |a: f32, b: f32| {
        Tween::new(
            EaseFunction::SineInOut,
            tween_ms(*speed, 45.0),
            TransformPositionLens {
                start: at + Vec3::X * a,
                end: at + Vec3::X * b,
            },
        )
    };
    let distance = from.truncate().distance(to.truncate());
    let back = Tween::new(
        EaseFunction::CubicOut,
        tween_ms(*speed, (150.0 + distance * 0.35).min(380.0)),
        TransformPositionLens { start: at, end: to },
    );
    let shake = step(0.0, dx)
        .then(step(dx, -dx))
        .then(step(-dx, dx * 0.5))
        .then(step(dx * 0.5, 0.0))
        .then(back);
    commands.entity(card).insert(TweenAnim::new(shake));
}

/// Reduced motion: a card that jumped to its place fades in there, so the eye still
/// sees what changed without anything crossing the table.
pub fn appear(commands: &mut Commands, card: Entity) {
    let tween = Tween::new(
        EaseFunction::QuadraticOut,
        Duration::from_millis(140),
        SpriteColorLens {
            start: Color::srgba(1.0, 1.0, 1.0, 0.25),
            end: Color::WHITE,
        },
    );
    commands.spawn((TweenAnim::new(tween), AnimTarget::component::<Sprite>(card)));
}

/// Turns a card over: it narrows to an edge and opens again with its new side showing.
/// (Not with reduced motion: the fade of `appear` shows the change.)
pub fn flip(commands: &mut Commands, card: Entity, settings: &Settings) {
    if settings.still() {
        return;
    }
    let speed = &settings.speed;
    let tween = Tween::new(
        EaseFunction::QuadraticOut,
        tween_ms(*speed, 180.0),
        TransformScaleLens {
            start: Vec3::new(0.05, 1.0, 1.0),
            end: Vec3::ONE,
        },
    );
    commands.spawn((
        TweenAnim::new(tween),
        AnimTarget::component::<Transform>(card),
    ));
}

/// The cards in hand follow the pointer, above everything, out of any flight they were
/// on (they are in the player's hand now).
pub(super) fn follow_hand(
    mut commands: Commands,
    drag: Res<DragState>,
    mut cards: Query<(&mut Transform, Has<TweenAnim>)>,
) {
    let Some(hand) = drag.active.as_ref().filter(|_| drag.is_changed()) else {
        return;
    };
    let bottom = hand.bottom();
    for (k, &(entity, _, offset)) in hand.cards.iter().enumerate() {
        if let Ok((mut t, flying)) = cards.get_mut(entity) {
            if flying {
                commands.entity(entity).remove::<TweenAnim>();
            }
            t.translation = (bottom + offset).extend(FLYING_Z + k as f32 * 0.4);
        }
    }
}

/// Once the table rests after the card art was drawn (the deal landed, the window
/// resized), the pixels drawn and handed to the GPU go back to the system.
pub(super) fn give_back_at_rest(
    art: Res<CardArt>,
    anims: Query<(), With<TweenAnim>>,
    drag: Res<DragState>,
    mut pending: Local<bool>,
) {
    *pending |= art.is_changed();
    if *pending && anims.is_empty() && !drag.is_dragging() {
        crate::memory::give_back();
        *pending = false;
    }
}

pub(super) fn request_redraw_while_moving(
    anims: Query<(), With<TweenAnim>>,
    drag: Res<DragState>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !anims.is_empty() || drag.is_dragging() {
        redraw.write(RequestRedraw);
    }
}
