//! What the keyboard cursor looks like: a blue frame round the card under it (with the
//! cards on it), an amber one round the cards picked up (whose legal places light up as
//! they do while dragging: `highlights`). Frames are four plain bars each, crisp at any
//! size.

use super::view::FLYING_Z;
use crate::play::{KeyCursor, Session};
use crate::table::TableLayout;
use crate::theme::{CURSOR, HELD};
use bevy::prelude::*;

/// One side of a frame.
#[derive(Component)]
pub(super) struct FrameBar {
    held: bool,
    side: usize,
}

pub(super) fn spawn_frames(mut commands: Commands) {
    for held in [false, true] {
        for side in 0..4 {
            commands.spawn((
                FrameBar { held, side },
                Sprite::from_color(if held { HELD } else { CURSOR }, Vec2::ONE),
                Transform::default(),
                Visibility::Hidden,
                Pickable::IGNORE,
            ));
        }
    }
}

pub(super) fn place_frames(
    cursor: Res<KeyCursor>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    mut bars: Query<(&FrameBar, &mut Transform, &mut Sprite, &mut Visibility)>,
) {
    let game = &session.game;
    if layout.piles.len() != game.rules().pile_count() {
        return;
    }
    let around = |pile: usize, from: usize| {
        let centres = layout.card_centres(pile, &game.position().piles[pile]);
        let half = layout.card / 2.0;
        let first = Rect::from_center_half_size(
            centres
                .get(from)
                .copied()
                .unwrap_or(layout.piles[pile].origin),
            half,
        );
        centres
            .iter()
            .skip(from)
            .fold(first, |r, &c| r.union(Rect::from_center_half_size(c, half)))
    };
    let cursor_rect = cursor.place(game).map(|(p, i)| around(p, i));
    let held_rect = cursor.held.map(|h| {
        let len = game.position().piles[h.pile].len();
        around(h.pile, len - h.count)
    });
    let thick = (layout.card.x * 0.035).max(2.0);
    for (bar, mut t, mut sprite, mut vis) in &mut bars {
        let rect = if bar.held { held_rect } else { cursor_rect };
        let Some(rect) = rect else {
            *vis = Visibility::Hidden;
            continue;
        };
        // The held frame sits just inside the cursor's, so both show on one pile.
        let r = if bar.held { rect } else { rect.inflate(thick) };
        let (centre, size) = match bar.side {
            0 => (
                Vec2::new(r.center().x, r.max.y + thick / 2.0),
                Vec2::new(r.width() + 2.0 * thick, thick),
            ),
            1 => (
                Vec2::new(r.center().x, r.min.y - thick / 2.0),
                Vec2::new(r.width() + 2.0 * thick, thick),
            ),
            2 => (
                Vec2::new(r.min.x - thick / 2.0, r.center().y),
                Vec2::new(thick, r.height()),
            ),
            _ => (
                Vec2::new(r.max.x + thick / 2.0, r.center().y),
                Vec2::new(thick, r.height()),
            ),
        };
        t.translation = centre.extend(FLYING_Z - 5.0);
        sprite.custom_size = Some(size);
        *vis = Visibility::Visible;
    }
}
