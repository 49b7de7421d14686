//! Drag and drop. The dragged cards follow the pointer; legal targets light up; on
//! release the pile under the cards gets a move request, and `sync_cards` carries the
//! cards to wherever the core then says they are (back home if the move was refused).

use super::{group, movable, show_targets, world_position};
use crate::cards::{CardEntities, CardView, FLYING_Z, Highlight};
use crate::session::{Request, Session};
use crate::table::TableLayout;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use solitaire_core::{Card, Move};

/// Pointer travel (screen pixels) below which a press and release is a click, not a drag.
pub const DRAG_THRESHOLD: f32 = 6.0;

#[derive(Resource, Default)]
pub struct DragState {
    active: Option<Dragging>,
    /// A drag ended this frame: cards not moved by the core must go back.
    pub just_released: bool,
}

struct Dragging {
    pointer: PointerId,
    from: usize,
    /// The dragged cards, bottom first, with their offset from the bottom card.
    cards: Vec<(Entity, Card, Vec2)>,
    /// Bottom card centre minus pointer, in world units.
    grab: Vec2,
    travelled: f32,
}

impl Dragging {
    /// Are the cards in hand still the top of the pile they came from? The game may
    /// change under a drag (Ctrl+Z mid-drag): then its move would take other cards.
    fn still_in_hand(&self, game: &solitaire_core::Game) -> bool {
        let pile = &game.position().piles[self.from];
        let count = self.cards.len();
        pile.len() >= count
            && pile.cards[pile.len() - count..]
                .iter()
                .eq(self.cards.iter().map(|c| &c.1))
    }
}

impl DragState {
    pub fn is_dragging(&self) -> bool {
        self.active.is_some()
    }

    pub fn holds(&self, card: Card) -> bool {
        self.active
            .as_ref()
            .is_some_and(|d| d.cards.iter().any(|c| c.1 == card))
    }

    /// How far the current drag has gone (0 when there is none).
    pub fn travelled(&self) -> f32 {
        self.active.as_ref().map_or(0.0, |d| d.travelled)
    }
}

/// A drag cut off before its release puts its cards back, as a refused drop does: by
/// the window losing the focus (another window raised mid-drag, whose release of the
/// button may never reach this one), by the touch screen cancelling the touch (a
/// system gesture took the finger over: its pointer is gone, with no release), or by
/// the game changing under it (Ctrl+Z mid-drag: the move would take other cards than
/// those in hand). A release that ends it later moves nothing, and the click that
/// comes with it counts as the click it is.
pub(super) fn drop_cut_off_drag(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    pointers: Query<&PointerId>,
    session: Res<Session>,
    mut state: ResMut<DragState>,
    mut highlights: Query<&mut Visibility, With<Highlight>>,
) {
    let Some(drag) = &state.active else {
        return;
    };
    let pointer_gone = !pointers.iter().any(|&p| p == drag.pointer);
    let game_changed = !drag.still_in_hand(&session.game);
    if window.focused && !pointer_gone && !game_changed {
        return;
    }
    state.active = None;
    state.just_released = true;
    for mut vis in &mut highlights {
        *vis = Visibility::Hidden;
    }
}

pub(super) fn clear_release(mut state: ResMut<DragState>) {
    if state.just_released {
        state.just_released = false;
    }
}

pub(super) fn on_drag_start(
    mut ev: On<Pointer<DragStart>>,
    mut state: ResMut<DragState>,
    session: Res<Session>,
    entities: Res<CardEntities>,
    layout: Res<TableLayout>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut cards: Query<(&CardView, &mut Transform), Without<Highlight>>,
    mut highlights: Query<(&Highlight, &mut Transform, &mut Visibility), Without<CardView>>,
    mut commands: Commands,
) {
    let Ok((view, _)) = cards.get(ev.entity) else {
        return;
    };
    ev.propagate(false);
    // One drag at a time: a second finger is ignored.
    if ev.event.button != PointerButton::Primary || state.active.is_some() {
        return;
    }
    let game = &session.game;
    let (from, index) = (view.pile, view.index);
    let Some(pile) = game.position().piles.get(from) else {
        return;
    };
    if index >= pile.len() || !pile.face_up(index) {
        return;
    }
    let count = pile.len() - index;
    if count > movable(game, from) {
        return;
    }
    let Some(pointer) = world_position(&camera, ev.pointer_location.position) else {
        return;
    };
    let ids = group(game, from, index);
    let bottom = entities.by_id[ids[0].id() as usize];
    let Ok((_, bottom_t)) = cards.get(bottom) else {
        return;
    };
    let base = bottom_t.translation.truncate();
    let mut dragged = Vec::with_capacity(ids.len());
    for (k, card) in ids.iter().enumerate() {
        let e = entities.by_id[card.id() as usize];
        if let Ok((_, mut t)) = cards.get_mut(e) {
            // Take the card out of any flight: it is in the player's hand now.
            commands.entity(e).remove::<TweenAnim>();
            let offset = t.translation.truncate() - base;
            t.translation.z = FLYING_Z + k as f32 * 0.4;
            dragged.push((e, *card, offset));
        }
    }
    show_targets(game, &layout, from, count, &mut highlights);
    state.active = Some(Dragging {
        pointer: ev.pointer_id,
        from,
        cards: dragged,
        grab: base - pointer,
        travelled: 0.0,
    });
}

pub(super) fn on_drag(
    mut ev: On<Pointer<Drag>>,
    mut state: ResMut<DragState>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut transforms: Query<&mut Transform>,
) {
    let Some(drag) = state.active.as_mut() else {
        return;
    };
    if drag.pointer != ev.pointer_id {
        return;
    }
    ev.propagate(false);
    drag.travelled = drag.travelled.max(ev.event.distance.length());
    let Some(pointer) = world_position(&camera, ev.pointer_location.position) else {
        return;
    };
    let bottom = pointer + drag.grab;
    for (k, (e, _, offset)) in drag.cards.iter().enumerate() {
        if let Ok(mut t) = transforms.get_mut(*e) {
            t.translation = (bottom + *offset).extend(FLYING_Z + k as f32 * 0.4);
        }
    }
}

pub(super) fn on_drag_end(
    mut ev: On<Pointer<DragEnd>>,
    mut state: ResMut<DragState>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    transforms: Query<&Transform>,
    mut highlights: Query<&mut Visibility, With<Highlight>>,
    mut requests: MessageWriter<Request>,
) {
    if state
        .active
        .as_ref()
        .is_none_or(|d| d.pointer != ev.pointer_id)
    {
        return;
    }
    ev.propagate(false);
    let drag = state.active.take().expect("checked above");
    let current = drag.still_in_hand(&session.game);
    state.just_released = true;
    for mut vis in &mut highlights {
        *vis = Visibility::Hidden;
    }
    if drag.travelled < DRAG_THRESHOLD {
        return;
    }
    let Ok(bottom) = transforms.get(drag.cards[0].0) else {
        return;
    };
    let game = &session.game;
    let count = drag.cards.len();
    let takes = |to: usize| game.check(Move::transfer(drag.from, to, count)).is_ok();
    let centre = bottom.translation.truncate();
    let target = layout.drop_target(game.rules(), game.position(), centre, drag.from, takes);
    if let Some(to) = target.filter(|&to| to != drag.from && current) {
        requests.write(Request::Move(Move::transfer(drag.from, to, count)));
    }
}
