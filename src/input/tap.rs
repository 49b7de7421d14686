//! Click or tap: a card moves to its best legal place (foundation first); a second
//! click on the same card sends it home; the stock draws, an empty stock redeals.

use super::drag::{DRAG_THRESHOLD, DragState};
use crate::cards::{CardView, Slot};
use crate::session::{Request, Session};
use crate::ui::Notice;
use bevy::prelude::*;
use solitaire_core::rules::PileKind;
use solitaire_core::{Game, Move};

/// The card clicked last, so a double click acts on the card it started on.
#[derive(Resource, Default)]
pub struct LastTap(Option<Entity>);

/// The move a click on the card at `index` of `pile` makes: to a foundation if it may
/// go there, else onto a card, else into an empty pile, else into a free cell.
pub fn best_move(game: &Game, pile: usize, index: usize) -> Option<Move> {
    let rules = game.rules();
    let pos = game.position();
    let count = pos.piles.get(pile)?.len().checked_sub(index)?;
    let rank = |to: usize| match (rules.piles[to].kind, pos.piles[to].is_empty()) {
        (PileKind::Foundation, _) => 0,
        (PileKind::Tableau, false) => 1,
        (PileKind::Tableau, true) => 2,
        _ => 3,
    };
    (0..rules.pile_count())
        .map(|to| Move::transfer(pile, to, count))
        .filter(|&mv| game.check(mv).is_ok())
        .min_by_key(|mv| match mv {
            Move::Transfer { to, .. } => rank(*to),
            _ => 4,
        })
}

pub(super) fn on_click(
    mut ev: On<Pointer<Click>>,
    drag: Res<DragState>,
    session: Res<Session>,
    views: Query<&CardView>,
    slots: Query<&Slot>,
    mut last: ResMut<LastTap>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
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
    let double = ev.event.count >= 2 && last.0 == Some(ev.entity);
    last.0 = Some(ev.entity);
    let Some(pile) = game.position().piles.get(view.pile) else {
        return;
    };
    if rules.piles[view.pile].kind == PileKind::Stock {
        requests.write(Request::Move(Move::Draw));
        return;
    }
    if !pile.face_up(view.index) || rules.piles[view.pile].kind == PileKind::Foundation {
        return;
    }
    if ev.event.count >= 2 {
        // The second click of a double click: send the card home if it is the top card.
        if double
            && view.index + 1 == pile.len()
            && let Some(mv) = game.home_move(view.pile)
        {
            requests.write(Request::Move(mv));
        }
        return;
    }
    match best_move(game, view.pile, view.index) {
        Some(mv) => {
            requests.write(Request::Move(mv));
        }
        None => {
            let card = pile.cards[view.index];
            notices.write(Notice(format!("{} has nowhere to go", card.pretty())));
        }
    }
}
