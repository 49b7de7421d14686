//! Click or tap: a card moves to its best legal place (foundation first); a second
//! click on the same card sends it home; the stock draws, an empty stock redeals.

use super::drag::DRAG_THRESHOLD;
use crate::cards::{CardView, Slot};
use crate::play::{DragState, Notice, Request, Session};
use bevy::picking::PickingSettings;
use bevy::prelude::*;
use solitaire_core::card::Rank;
use solitaire_core::rules::{PileKind, top_run};
use solitaire_core::{Game, Move};
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

/// The move a click on the card at `index` of `pile` makes: to a foundation if it may
/// go there, else onto a card (the pile with the longest ordered run on top, which the
/// card then extends), else into an empty pile or a free cell — a free cell first for
/// a single card other than a King, as an empty column is worth more kept empty (and
/// takes runs), while a King is best at the foot of one.
pub fn best_move(game: &Game, pile: usize, index: usize) -> Option<Move> {
    let rules = game.rules();
    let pos = game.position();
    let card = *pos.piles.get(pile)?.cards.get(index)?;
    let count = pos.piles[pile].len() - index;
    let cell_first = count == 1 && card.rank() != Rank::KING;
    let rank = |to: usize| {
        let target = &pos.piles[to];
        match (rules.piles[to].kind, target.is_empty()) {
            (PileKind::Foundation, _) => (0, 0),
            // Longer ordered runs first.
            (PileKind::Tableau, false) => {
                let run = rules.piles[to]
                    .build
                    .map_or(0, |b| top_run(b, &target.cards[target.down..]));
                (1, usize::MAX - run)
            }
            (PileKind::Cell, _) if cell_first => (2, 0),
            (PileKind::Tableau, true) => (3, 0),
            _ => (4, 0),
        }
    };
    (0..rules.pile_count())
        .filter(|&to| game.check(Move::transfer(pile, to, count)).is_ok())
        .min_by_key(|&to| rank(to))
        .map(|to| Move::transfer(pile, to, count))
}

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
        requests.write(Request::Move(Move::Draw));
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

#[cfg(test)]
mod tests {
    use super::*;
    use solitaire_core::builtin;

    /// What a click chooses, checked in every position along the solver's wins of some
    /// deals: runs extended where longest, free cells before empty columns for single
    /// cards but Kings.
    #[test]
    fn a_click_picks_the_longest_run_and_keeps_empty_columns_for_kings_and_runs() {
        let rules = builtin("freecell").unwrap();
        let mut seen = [0; 3];
        for deal in 1..40 {
            let mut game = Game::new(rules.clone(), deal).unwrap();
            let budget = solitaire_core::solver::Budget::default();
            let report = solitaire_core::solver::solve(&rules, game.position(), &budget);
            let solitaire_core::solver::Verdict::Solved(line) = report.verdict else {
                panic!("FreeCell #{deal} is won")
            };
            for mv in line {
                check_clicks(&game, &mut seen);
                game.apply(mv).unwrap();
            }
        }
        // Each choice came up, so the checks above were made.
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
        // No card there, no move (an empty pile, or past the top).
        let game = Game::new(rules, 1).unwrap();
        let t1 = game.rules().tableau[0];
        assert_eq!(best_move(&game, t1, game.position().piles[t1].len()), None);
        assert_eq!(best_move(&game, 999, 0), None);
    }

    fn check_clicks(game: &Game, seen: &mut [usize; 3]) {
        let (rules, pos) = (game.rules(), game.position());
        let run = |p: usize| {
            let pile = &pos.piles[p];
            rules.piles[p]
                .build
                .map_or(0, |b| top_run(b, &pile.cards[pile.down..]))
        };
        for &from in &rules.tableau {
            let Some(card) = pos.piles[from].top() else {
                continue;
            };
            let index = pos.piles[from].len() - 1;
            let Some(Move::Transfer { to, .. }) = best_move(game, from, index) else {
                continue;
            };
            let takes = |p: usize| game.check(Move::transfer(from, p, 1)).is_ok();
            let (kind, empty) = (rules.piles[to].kind, pos.piles[to].is_empty());
            let onto: Vec<usize> = (0..rules.pile_count())
                .filter(|&p| rules.piles[p].kind == PileKind::Tableau && !pos.piles[p].is_empty())
                .filter(|&p| takes(p))
                .collect();
            let to_cell =
                (0..rules.pile_count()).any(|p| rules.piles[p].kind == PileKind::Cell && takes(p));
            let to_space = (0..rules.pile_count()).any(|p| {
                rules.piles[p].kind == PileKind::Tableau && pos.piles[p].is_empty() && takes(p)
            });
            match (kind, empty) {
                (PileKind::Tableau, false) => {
                    assert!(onto.iter().all(|&p| run(p) <= run(to)));
                    if onto.len() > 1 {
                        seen[0] += 1;
                    }
                }
                (PileKind::Tableau, true) => {
                    assert!(onto.is_empty());
                    assert!(card.rank() == Rank::KING || !to_cell, "{card} to a space");
                    if to_cell {
                        seen[1] += 1;
                    }
                }
                (PileKind::Cell, _) => {
                    assert!(onto.is_empty());
                    assert!(card.rank() != Rank::KING || !to_space, "{card} to a cell");
                    if to_space {
                        seen[2] += 1;
                    }
                }
                _ => {}
            }
        }
    }
}
