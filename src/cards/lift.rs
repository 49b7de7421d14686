//! Cards in the hand are lifted off the table: a little larger, their shadow deeper and
//! further off; put down, they settle back to the table's size and shadow.

use super::face::{Shadow, shadow_offset};
use super::motion::ms;
use crate::play::{DragState, Settings};
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy_tweening::lens::TransformScaleLens;
use bevy_tweening::{AnimTarget, Tween, TweenAnim};

/// How much larger a card in the hand is.
pub const LIFT: f32 = 1.06;

/// Marks a card lifted into the hand.
#[derive(Component)]
pub struct Lifted;

/// Lifts the cards taken into the hand, and settles those no longer in it (dropped,
/// sent back, or taken by a move).
pub(super) fn lift_and_settle(
    mut commands: Commands,
    drag: Res<DragState>,
    settings: Res<Settings>,
    layout: Res<TableLayout>,
    lifted: Query<(Entity, &Children), With<Lifted>>,
    all: Query<&Children>,
    mut shadows: Query<&mut Transform, With<Shadow>>,
) {
    let in_hand: Vec<Entity> = drag
        .active
        .as_ref()
        .map(|d| d.cards.iter().map(|c| c.0).collect())
        .unwrap_or_default();
    let mut shadow_to = |children: &Children, lifted: bool| {
        for &child in children {
            if let Ok(mut t) = shadows.get_mut(child) {
                let scale = if lifted { 1.04 } else { 1.0 };
                t.translation = shadow_offset(lifted, layout.card.x);
                t.scale = Vec3::splat(scale);
            }
        }
    };
    for (card, children) in &lifted {
        if !in_hand.contains(&card) {
            commands.entity(card).remove::<Lifted>();
            scale_to(&mut commands, card, LIFT, 1.0, &settings);
            shadow_to(children, false);
        }
    }
    for &card in &in_hand {
        if lifted.contains(card) {
            continue;
        }
        commands.entity(card).insert(Lifted);
        scale_to(&mut commands, card, 1.0, LIFT, &settings);
        if let Ok(children) = all.get(card) {
            shadow_to(children, true);
        }
    }
}

/// Scales a card between two sizes, alongside whatever moves it.
fn scale_to(commands: &mut Commands, card: Entity, from: f32, to: f32, settings: &Settings) {
    let length = ms(settings.speed, 90.0);
    if length.is_zero() {
        commands
            .entity(card)
            .entry::<Transform>()
            .and_modify(move |mut t| {
                t.scale = Vec3::splat(to);
            });
        return;
    }
    commands.spawn((
        TweenAnim::new(Tween::new(
            EaseFunction::QuadraticOut,
            length,
            TransformScaleLens {
                start: Vec3::splat(from),
                end: Vec3::splat(to),
            },
        )),
        AnimTarget::component::<Transform>(card),
    ));
}
