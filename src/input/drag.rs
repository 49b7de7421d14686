//! Drag and drop. The hand takes the cards (they follow the pointer, and their legal
//! targets light up: `cards`); on release the pile under the cards gets a move request,
//! and the cards go to wherever the core then says they are (back home if the move was
//! refused).

use super::pick::{group, world_position};
use crate::cards::{CardEntities, CardView};
use crate::play::{DragState, Dragging, Request, Session};
use crate::table::{TableCamera, TableLayout};
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::window::WindowFocused;
use solitaire_core::Move;
use solitaire_core::policy::{grip, picks_up};

/// Pointer travel (screen pixels) below which a press and release is a click, not a drag.
pub const DRAG_THRESHOLD: f32 = 6.0;

/// A drag cut off before its release puts its cards back, as a refused drop does: by
/// the window losing the focus mid-drag (another window raised, whose release of the
/// button may never reach this one; a window that never had the focus takes drags as
/// any other), by the touch screen cancelling the touch (a system gesture took the
/// finger over: its pointer is gone, with no release), or by the game changing under it
/// (Ctrl+Z mid-drag: the move would take other cards than those in hand). A release
/// that ends it later moves nothing, and the click that comes with it counts as the
/// click it is.
pub(super) fn drop_cut_off_drag(
    mut focus: MessageReader<WindowFocused>,
    pointers: Query<&PointerId>,
    session: Res<Session>,
    mut state: ResMut<DragState>,
) {
    let focus_lost = focus.read().any(|f| !f.focused);
    let Some(drag) = &state.active else {
        return;
    };
    let pointer_gone = !pointers.iter().any(|&p| p == drag.pointer);
    let game_changed = !drag.still_in_hand(&session.game);
    if !focus_lost && !pointer_gone && !game_changed {
        return;
    }
    state.active = None;
    state.just_released = true;
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
    camera: Single<(&Camera, &GlobalTransform), With<TableCamera>>,
    cards: Query<(&CardView, &Transform)>,
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
    let (from, index) = (view.pile, grip(game, view.pile, view.index));
    let Some(pile) = game.position().piles.get(from) else {
        return;
    };
    if index >= pile.len() || !pile.face_up(index) {
        return;
    }
    let count = pile.len() - index;
    if !picks_up(game, from, count) {
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
    // Each card keeps its offset from the bottom one as it lies (perhaps mid-flight).
    let dragged = ids
        .iter()
        .filter_map(|card| {
            let e = entities.by_id[card.id() as usize];
            let (_, t) = cards.get(e).ok()?;
            Some((e, *card, t.translation.truncate() - base))
        })
        .collect();
    state.active = Some(Dragging {
        pointer: ev.pointer_id,
        from,
        cards: dragged,
        grab: base - pointer,
        pointer_at: pointer,
        travelled: 0.0,
    });
}

pub(super) fn on_drag(
    mut ev: On<Pointer<Drag>>,
    mut state: ResMut<DragState>,
    camera: Single<(&Camera, &GlobalTransform), With<TableCamera>>,
) {
    let Some(drag) = state.active.as_mut() else {
        return;
    };
    if drag.pointer != ev.pointer_id {
        return;
    }
    ev.propagate(false);
    drag.travelled = drag.travelled.max(ev.event.distance.length());
    if let Some(pointer) = world_position(&camera, ev.pointer_location.position) {
        drag.pointer_at = pointer;
    }
}

pub(super) fn on_drag_end(
    mut ev: On<Pointer<DragEnd>>,
    mut state: ResMut<DragState>,
    session: Res<Session>,
    layout: Res<TableLayout>,
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
    if drag.travelled < DRAG_THRESHOLD {
        return;
    }
    let game = &session.game;
    let count = drag.cards.len();
    let takes = |to: usize| game.check(Move::transfer(drag.from, to, count)).is_ok();
    let centre = drag.bottom();
    let target = layout.drop_target(game.rules(), game.position(), centre, drag.from, takes);
    if let Some(to) = target.filter(|&to| to != drag.from && current) {
        requests.write(Request::Move(Move::transfer(drag.from, to, count)));
    }
}
