//! The win: the cards leave the foundations one after another and bounce down the
//! table.

use super::motion::ms;
use super::view::{CardEntities, CardView};
use crate::play::{Session, Settings, Speed};
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Delay, Tween, TweenAnim};
use solitaire_core::{Position, Status};

/// Starts the cascade when the deal is won (not when a won deal is put on the table).
pub(super) fn start_cascade(
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<TableLayout>,
    entities: Res<CardEntities>,
    settings: Res<Settings>,
    cards: Query<&Transform, With<CardView>>,
    mut last_status: Local<Option<Status>>,
) {
    if entities.by_id.is_empty() || *last_status == Some(session.status) {
        return;
    }
    if session.status == Status::Won && last_status.is_some() {
        let at = |e: Entity| cards.get(e).ok().map(|t| t.translation);
        let pos = session.game.position();
        celebrate(&mut commands, &entities, pos, &layout, &settings.speed, at);
    }
    *last_status = Some(session.status);
}

/// The win: the cards leap off the foundations one after another and bounce to the
/// bottom of the table. `at` says where a card is now.
fn celebrate(
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
                ms(*speed, 1100.0),
                TransformPositionLens { start, end },
            );
            order += 1;
            let delay = ms(*speed, 45.0 * order as f32);
            commands
                .entity(entity)
                .insert(TweenAnim::new(Delay::new(delay).then(tween)));
        }
    }
}
