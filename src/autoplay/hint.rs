//! Hints (H or the Hint button): the solver's next move, shown by lighting up the card
//! to move and where it goes. Says so when the position cannot be won.

use super::{Search, Searching};
use crate::cards::{FLYING_Z, Highlight};
use crate::input::letter_pressed;
use crate::session::Session;
use crate::table::TableLayout;
use crate::ui::{Notice, Overlay};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use solitaire_core::Move;
use solitaire_core::solver::{Budget, Verdict};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequest>()
        .init_resource::<HintState>()
        .add_systems(
            Update,
            (start_hint, finish_hint, fade_hint)
                .chain()
                .in_set(crate::AppSystems::Ui),
        );
}

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

#[derive(Resource, Default)]
struct HintState {
    search: Option<Search>,
    /// The hint on show, and for how much longer.
    shown: Option<(u64, Duration)>,
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    keys: Res<ButtonInput<KeyCode>>,
    letters: Res<ButtonInput<Key>>,
    overlay: Res<State<Overlay>>,
    session: Res<Session>,
    searching: Res<Searching>,
    mut state: ResMut<HintState>,
) {
    let key = letter_pressed(&keys, &letters, 'h') && *overlay.get() == Overlay::None;
    if requests.read().count() > 0 || key {
        // A hint answers at once: within the time the solver proves a win or a loss,
        // or offers the most promising line it found.
        let budget = Budget::timed(400_000, Duration::from_millis(80));
        state.search = Some(Search::start(&session, budget, &searching));
    }
}

fn finish_hint(
    session: Res<Session>,
    outlook: Res<super::Outlook>,
    mut state: ResMut<HintState>,
    layout: Res<TableLayout>,
    mut highlights: Query<(&Highlight, &mut Transform, &mut Visibility)>,
    mut notices: MessageWriter<Notice>,
) {
    let Some(search) = state.search.as_mut() else {
        return;
    };
    if search.revision != session.revision {
        state.search = None;
        return;
    }
    let Some(report) = search.poll() else { return };
    state.search = None;
    let game = &session.game;
    let (next, sure) = match report.verdict {
        Verdict::Solved(moves) => (moves.first().copied(), true),
        Verdict::Impossible => {
            // Worded as the lasting line is, with the way back once the solver knows it.
            notices.write(Notice(crate::ui::lost_line(
                &session,
                &outlook,
                "This position cannot be won",
            )));
            return;
        }
        Verdict::Unknown if !report.best.is_empty() => (report.best.first().copied(), false),
        Verdict::Unknown => {
            notices.write(Notice(
                "No hint found in time: the position is hard to judge".into(),
            ));
            return;
        }
    };
    let Some(mv) = next else { return };
    let (from, to, count) = match mv {
        Move::Transfer { from, to, count } => (from, to, count),
        Move::Draw | Move::Redeal => {
            let stock = game.rules().stock.expect("draws need a stock");
            (stock, stock, 0)
        }
    };
    let pos = game.position();
    for (h, mut t, mut vis) in &mut highlights {
        let at = if h.pile == from && count > 0 {
            let centres = layout.card_centres(from, &pos.piles[from]);
            Some(centres[pos.piles[from].len() - count])
        } else if h.pile == to {
            Some(layout.top_spot(to, &pos.piles[to]))
        } else {
            None
        };
        *vis = if at.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if let Some(at) = at {
            t.translation = at.extend(FLYING_Z - 10.0);
        }
    }
    let words = match mv {
        Move::Draw => "Draw from the stock".to_string(),
        Move::Redeal => "Turn the waste over".to_string(),
        Move::Transfer { from, to, count } => {
            let card = pos.piles[from].cards[pos.piles[from].len() - count];
            let what = if count > 1 {
                format!("{} and the cards on it", card.pretty())
            } else {
                card.pretty()
            };
            format!(
                "Move {what} to the {}",
                game.rules().def.groups[game.rules().piles[to].group].name
            )
        }
    };
    let words = if sure {
        words
    } else {
        format!("{words} (the most promising move; no sure win found)")
    };
    notices.write(Notice(words));
    state.shown = Some((session.revision, Duration::from_millis(2500)));
}

/// Hides the hint after a while, or as soon as anything moves.
fn fade_hint(
    time: Res<Time>,
    session: Res<Session>,
    mut state: ResMut<HintState>,
    mut highlights: Query<&mut Visibility, With<Highlight>>,
    drag: Res<crate::input::DragState>,
) {
    let Some((revision, left)) = state.shown.as_mut() else {
        return;
    };
    *left = left.saturating_sub(time.delta());
    if left.is_zero() || *revision != session.revision {
        state.shown = None;
        if !drag.is_dragging() {
            for mut vis in &mut highlights {
                *vis = Visibility::Hidden;
            }
        }
    }
}
