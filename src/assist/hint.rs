//! Hints (H or the Hint button): the solver's next move, shown by lighting up the card
//! to move and where it goes (`Highlights`, which the cards draw). Says so when the
//! position cannot be won.

use super::search::{Search, Searching};
use crate::play::{
    AppSystems, Highlights, HintMarks, HintRequest, Lang, Notice, Outlook, Session, lost_line,
};
use bevy::prelude::*;
use solitaire_core::lang::Words;
use solitaire_core::position::Position;
use solitaire_core::rules::Rules;
use solitaire_core::solver::{Budget, Verdict};
use solitaire_core::speech::in_sentence;
use solitaire_core::{Move, say};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HintState>().add_systems(
        Update,
        (start_hint, finish_hint, fade_hint)
            .chain()
            .in_set(AppSystems::Ui),
    );
}

#[derive(Resource, Default)]
struct HintState {
    search: Option<Search>,
    /// How much longer the hint on show stays.
    left: Duration,
}

fn start_hint(
    mut requests: MessageReader<HintRequest>,
    session: Res<Session>,
    searching: Res<Searching>,
    mut state: ResMut<HintState>,
) {
    if requests.read().count() > 0 {
        // A hint answers at once: within the time the solver proves a win or a loss,
        // or offers the most promising line it found.
        let budget = Budget::timed(400_000, Duration::from_millis(80));
        state.search = Some(Search::start(&session, budget, &searching));
    }
}

fn finish_hint(
    session: Res<Session>,
    lang: Res<Lang>,
    outlook: Res<Outlook>,
    mut state: ResMut<HintState>,
    mut highlights: ResMut<Highlights>,
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
    let words = &**lang;
    let (next, sure) = match report.verdict {
        Verdict::Solved(moves) => (moves.first().copied(), true),
        Verdict::Impossible => {
            // Worded as the lasting line is, with the way back once the solver knows it.
            notices.write(Notice(lost_line(
                words,
                &session,
                &outlook,
                &say!(words, "hint-lost"),
            )));
            return;
        }
        Verdict::Unknown if !report.best.is_empty() => (report.best.first().copied(), false),
        Verdict::Unknown => {
            notices.write(Notice(say!(words, "hint-none")));
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
    highlights.hint = Some(HintMarks {
        from,
        count,
        to,
        revision: session.revision,
    });
    let pos = game.position();
    let hint = match mv {
        Move::Draw | Move::Redeal => stock_words(words, game.rules(), pos),
        // Two cards paired off (Pyramid).
        Move::Transfer { from, to, .. }
            if game.rules().def.pairs.is_some()
                && game.rules().piles[to].kind != solitaire_core::rules::PileKind::Foundation =>
        {
            let top = |p: usize| pos.piles[p].top().map_or(String::new(), |c| c.pretty());
            say!(words, "hint-pair", card = top(from), partner = top(to))
        }
        Move::Transfer { from, to, count } => {
            let card = pos.piles[from].cards[pos.piles[from].len() - count];
            let group = words
                .games()
                .group(&game.rules().def, game.rules().piles[to].group);
            let pile = in_sentence(words, &group);
            if count > 1 {
                say!(
                    words,
                    "hint-move-run",
                    card = card.pretty(),
                    count = count,
                    pile = pile
                )
            } else {
                say!(words, "hint-move", card = card.pretty(), pile = pile)
            }
        }
    };
    let hint = if sure {
        hint
    } else {
        say!(words, "hint-unsure", hint = hint)
    };
    notices.write(Notice(hint));
    state.left = Duration::from_millis(2500);
}

/// What a hint to turn the stock says: a draw, a row dealt, or (the stock empty) the
/// waste turned over. The screen reader's announcement says the same.
pub(crate) fn stock_words(words: &Words, rules: &Rules, pos: &Position) -> String {
    if rules.reshuffles().is_some() {
        say!(words, "hint-stock-reshuffle")
    } else if rules.stock.is_none_or(|s| pos.piles[s].is_empty()) {
        say!(words, "hint-stock-redeal")
    } else if rules.deals_onto_tableau() {
        say!(words, "hint-stock-deal-row")
    } else {
        say!(words, "hint-stock-draw")
    }
}

/// Hides the hint after a while, or as soon as anything moves.
fn fade_hint(
    time: Res<Time>,
    session: Res<Session>,
    mut state: ResMut<HintState>,
    mut highlights: ResMut<Highlights>,
) {
    let Some(hint) = highlights.hint else {
        return;
    };
    state.left = state.left.saturating_sub(time.delta());
    if state.left.is_zero() || hint.revision != session.revision {
        highlights.hint = None;
    }
}
