//! Tweens for dealing, moving, flipping and the win, and the redraw requests that keep
//! frames coming only while something moves (the app is otherwise idle).

use crate::cards::{CardEntities, FLYING_Z};
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_tweening::lens::{TransformPositionLens, TransformScaleLens};
use bevy_tweening::{AnimTarget, Delay, Tween, TweenAnim};
use solitaire_core::Position;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Speed>()
        .add_systems(Last, request_redraw_while_moving);
}

/// Animation speed setting.
#[derive(
    Resource, Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize,
)]
pub enum Speed {
    #[default]
    Normal,
    Fast,
    /// No animation at all: cards jump to their places.
    Instant,
}

impl Speed {
    /// The next speed of the setting's cycle: normal, fast, instant.
    pub fn next(self) -> Speed {
        match self {
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Instant,
            Speed::Instant => Speed::Normal,
        }
    }

    fn factor(self) -> f32 {
        match self {
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::Instant => 0.0,
        }
    }

    pub fn instant(self) -> bool {
        self == Speed::Instant
    }

    fn ms(self, ms: f32) -> Duration {
        Duration::from_secs_f32(ms * self.factor() / 1000.0)
    }

    /// A tween's length: scaled like `ms`, but never zero (a tween cannot last 0 s).
    fn tween_ms(self, ms: f32) -> Duration {
        self.ms(ms).max(Duration::from_millis(1))
    }
}

/// Delay before the card dealt `order`-th sets off.
pub fn deal_delay(order: usize, speed: &Speed) -> Duration {
    speed.ms(14.0 * order as f32)
}

/// Delay before the `k`-th card of one move sets off, so runs ripple.
pub fn move_delay(k: usize, speed: &Speed) -> Duration {
    speed.ms(28.0 * k as f32)
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
        speed.tween_ms(ms),
        TransformPositionLens { start, end: to },
    );
    let anim = if delay.is_zero() {
        TweenAnim::new(tween)
    } else {
        TweenAnim::new(Delay::new(delay).then(tween))
    };
    commands.entity(card).insert(anim);
}

/// Turns a card over: it narrows to an edge and opens again with its new side showing.
pub fn flip(commands: &mut Commands, card: Entity, speed: &Speed) {
    if speed.instant() {
        return;
    }
    let tween = Tween::new(
        EaseFunction::QuadraticOut,
        speed.tween_ms(180.0),
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

/// The win: the cards leap off the foundations one after another and bounce to the
/// bottom of the table. `at` says where a card is now.
pub fn celebrate(
    commands: &mut Commands,
    entities: &CardEntities,
    pos: &Position,
    layout: &TableLayout,
    speed: &Speed,
    at: impl Fn(Entity) -> Option<Vec3>,
) {
    if speed.instant() {
        return;
    }
    let width = layout
        .piles
        .iter()
        .map(|p| p.origin.x.abs())
        .fold(0.0, f32::max);
    let mut seed = 0x9e37_79b9u32;
    let mut order = 0;
    let tallest = pos.piles.iter().map(|p| p.len()).max().unwrap_or(0);
    // Tops first, taking one card from each pile in turn.
    for depth in 0..tallest {
        for pile in &pos.piles {
            let Some(i) = pile.len().checked_sub(depth + 1) else {
                continue;
            };
            let entity = entities.by_id[pile.cards[i].id() as usize];
            let Some(start) = at(entity) else { continue };
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let x = ((seed >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0) * width;
            // Land in a loose heap on the lower table, every card in view.
            let lift = (seed & 0xff) as f32 / 255.0 * layout.card.y * 1.2;
            let end = Vec3::new(
                x,
                layout.bottom + layout.card.y * 0.55 + lift,
                10.0 + order as f32 * 0.1,
            );
            let tween = Tween::new(
                EaseFunction::BounceOut,
                speed.ms(1100.0),
                TransformPositionLens { start, end },
            );
            order += 1;
            let delay = speed.ms(45.0 * order as f32);
            commands
                .entity(entity)
                .insert(TweenAnim::new(Delay::new(delay).then(tween)));
        }
    }
}

fn request_redraw_while_moving(
    anims: Query<(), With<TweenAnim>>,
    drag: Res<crate::input::DragState>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if !anims.is_empty() || drag.is_dragging() {
        redraw.write(RequestRedraw);
    }
}
