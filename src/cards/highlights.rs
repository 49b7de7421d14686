//! The glow that lights up piles: where the cards in hand may go (dragged, or picked up
//! by the keyboard), or a hint's card and where it goes. Drawn from `DragState`,
//! `KeyCursor` and `Highlights`, which input and the hint write.

use super::art::CardArt;
use super::view::FLYING_Z;
use crate::play::{DragState, Highlights, HintMarks, KeyCursor, Session};
use crate::table::TableLayout;
use bevy::prelude::*;
use solitaire_core::{Game, Move};

/// The glow on one pile.
#[derive(Component, Debug)]
pub struct Highlight {
    pub pile: usize,
}

/// The glow's size, as a share of the card's: it shows around the pile's cards.
const GLOW_SIZE: f32 = 1.06;

/// Spawns a glow, unlit, for each of the deal's `piles`.
pub(super) fn spawn(commands: &mut Commands, piles: usize, layout: &TableLayout, art: &CardArt) {
    for pile in 0..piles {
        commands.spawn((
            Highlight { pile },
            Sprite {
                image: art.highlight.clone(),
                custom_size: Some(layout.card * GLOW_SIZE),
                ..default()
            },
            Transform::from_translation(layout.piles[pile].origin.extend(FLYING_Z - 10.0)),
            Visibility::Hidden,
            Pickable::IGNORE,
        ));
    }
}

/// Lights the piles there is reason to: while cards are dragged, where they may go;
/// else a hint on show; else where the keyboard's cards may go.
pub(super) fn light_up(
    session: Res<Session>,
    layout: Res<TableLayout>,
    drag: Res<DragState>,
    cursor: Res<KeyCursor>,
    marks: Res<Highlights>,
    mut glows: Query<(&Highlight, &mut Transform, &mut Sprite, &mut Visibility)>,
) {
    let changed = session.is_changed()
        || layout.is_changed()
        || drag.is_changed()
        || cursor.is_changed()
        || marks.is_changed();
    let game = &session.game;
    if !changed || layout.piles.len() != game.rules().pile_count() {
        return;
    }
    let now = |revision: u64| revision == session.revision;
    let hand = drag.active.as_ref().map(|d| (d.from, d.cards.len()));
    let held = cursor.held.filter(|h| now(h.revision));
    let lit = match (hand, marks.hint.filter(|h| now(h.revision)), held) {
        (Some((from, count)), _, _) => targets(game, &layout, from, count),
        (None, Some(hint), _) => hint_spots(game, &layout, hint),
        (None, None, Some(held)) => targets(game, &layout, held.pile, held.count),
        (None, None, None) => Vec::new(),
    };
    for (glow, mut t, mut sprite, mut vis) in &mut glows {
        if layout.is_changed() {
            sprite.custom_size = Some(layout.card * GLOW_SIZE);
        }
        let spot = lit.iter().find(|(p, _)| *p == glow.pile).map(|l| l.1);
        let shown = if spot.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if *vis != shown {
            *vis = shown;
        }
        if let Some(at) = spot {
            t.translation = at.extend(FLYING_Z - 10.0);
        }
    }
}

/// The piles the top `count` cards of `from` may go to, each at its top card.
fn targets(game: &Game, layout: &TableLayout, from: usize, count: usize) -> Vec<(usize, Vec2)> {
    let pos = game.position();
    (0..game.rules().pile_count())
        .filter(|&to| game.check(Move::transfer(from, to, count)).is_ok())
        .map(|to| (to, layout.top_spot(to, &pos.piles[to])))
        .collect()
}

/// A hint's card (the bottom of the cards it moves) and the top of where they go.
fn hint_spots(game: &Game, layout: &TableLayout, hint: HintMarks) -> Vec<(usize, Vec2)> {
    let pos = game.position();
    let pile = &pos.piles[hint.from];
    let mut lit = Vec::with_capacity(2);
    if hint.count > 0 && hint.count <= pile.len() {
        let centres = layout.card_centres(hint.from, pile);
        lit.push((hint.from, centres[pile.len() - hint.count]));
    }
    if hint.to != hint.from || hint.count == 0 {
        lit.push((hint.to, layout.top_spot(hint.to, &pos.piles[hint.to])));
    }
    lit
}
