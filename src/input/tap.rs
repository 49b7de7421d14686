//! Click or tap: a card moves to its best legal place (foundation first); a second
//! click on the same card sends it home; the stock draws, an empty stock redeals.

use super::drag::DRAG_THRESHOLD;
use crate::cards::{CardView, Slot};
use crate::play::{DragState, Lang, Notice, Request, Session};
use bevy::picking::PickingSettings;
use bevy::prelude::*;
use solitaire_core::policy::{self, tap_move};
use solitaire_core::rules::PileKind;
use solitaire_core::{Move, say};
use std::time::Duration;

/// The last click or tap on a card: which card, when and where. A second one soon
/// after on the same spot is the second half of a double click, which acts only on
/// the card it started on. Counted here rather than by picking, which counts per
/// pointer: to a touch screen every tap is a new finger.
#[derive(Resource, Default)]
pub struct LastTap {
    card: Option<Entity>,
    at: Duration,
    spot: Vec2,
}

/// How near the first a second click must land, in logical pixels, to make a double.
const SAME_SPOT: f32 = 24.0;

pub(super) fn on_click(
    mut ev: On<Pointer<Click>>,
    drag: Res<DragState>,
    session: Res<Session>,
    views: Query<&CardView>,
    slots: Query<&Slot>,
    mut last: ResMut<LastTap>,
    time: Res<Time<Real>>,
    picking: Res<PickingSettings>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
    lang: Res<Lang>,
) {
    if ev.event.button != PointerButton::Primary || drag.travelled() >= DRAG_THRESHOLD {
        return;
    }
    let game = &session.game;
    let rules = game.rules();
    if let Ok(slot) = slots.get(ev.entity) {
        ev.propagate(false);
        if Some(slot.pile) == rules.stock {
            requests.write(Request::Move(Move::Redeal));
        }
        return;
    }
    let Ok(view) = views.get(ev.entity) else {
        return;
    };
    ev.propagate(false);
    let (now, spot) = (time.elapsed(), ev.pointer_location.position);
    let second = last.card.is_some()
        && now.saturating_sub(last.at) <= picking.multi_click_interval
        && last.spot.distance(spot) <= SAME_SPOT;
    let double = second && last.card == Some(ev.entity);
    *last = LastTap {
        card: Some(ev.entity),
        at: now,
        spot,
    };
    let Some(pile) = game.position().piles.get(view.pile) else {
        return;
    };
    if rules.piles[view.pile].kind == PileKind::Stock {
        requests.write(Request::Move(policy::stock_tap(game)));
        return;
    }
    if !pile.face_up(view.index) || rules.piles[view.pile].kind == PileKind::Foundation {
        return;
    }
    if second {
        // The second click of a double click: send the card home if it is the top card
        // (and leave the card it uncovered alone, if the first click moved it away).
        if double
            && view.index + 1 == pile.len()
            && let Some(mv) = game.home_move(view.pile)
        {
            requests.write(Request::Move(mv));
        }
        return;
    }
    match tap_move(game, view.pile, view.index) {
        Some(mv) => {
            requests.write(Request::Move(mv));
        }
        None => {
            let card = pile.cards[view.index];
            notices.write(Notice(say!(lang, "tap-nowhere", card = card.pretty())));
        }
    }
}
