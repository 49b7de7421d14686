//! Demo mode: the game plays itself to the win at a watchable pace, celebrates, deals
//! the next deal and goes on. Any input from the player stops it.

use super::search::{Search, Searching};
use crate::play::{
    AppSystems, Celebration, DealAsk, Demo, Lang, Notice, Request, Session, Settings, Speed,
};
use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use solitaire_core::solver::{Budget, Verdict};
use solitaire_core::{Move, Status, say};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DemoPlay>().add_systems(
        Update,
        (stop_on_player_input, plan, play)
            .chain()
            .in_set(DemoSystems)
            .in_set(AppSystems::Input),
    );
}

/// The demo's systems: the deal chooser runs after them, so that the deal the demo asks
/// for is on the table in the same frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct DemoSystems;

/// The demo's play: the search for a win, the line it plays, and its pace. Emptied
/// whenever the demo is not playing, so each start begins afresh.
#[derive(Resource, Default)]
struct DemoPlay {
    search: Option<Search>,
    /// The solution being played, and the revision it is for.
    plan: Option<(u64, Vec<Move>)>,
    wait: Duration,
    /// Deals given up on in a row (no win found), to avoid spinning.
    failures: u32,
}

fn stop_on_player_input(
    time: Res<Time>,
    mut demo: ResMut<Demo>,
    mut play: ResMut<DemoPlay>,
    mut pointers: MessageReader<PointerInput>,
    keys: Res<ButtonInput<KeyCode>>,
    mut notices: MessageWriter<Notice>,
    lang: Res<Lang>,
) {
    // Mouse and touch presses alike reach picking as pointer input.
    let pressed = pointers
        .read()
        .any(|p| matches!(p.action, PointerAction::Press(_)));
    let starting = demo.starting(time.elapsed());
    if demo.active && !starting && (pressed || keys.get_just_pressed().next().is_some()) {
        info!("demo: stopped by the player");
        demo.stop(time.elapsed());
        notices.write(Notice(say!(lang, "demo-stopped")));
    }
    // However the demo stopped (here, by its own giving up, or by anything else), what
    // it was playing goes with it.
    if demo.is_changed() && !demo.active {
        *play = DemoPlay::default();
    }
}

/// Finds a win for the current position. A deal proved lost is swapped for the next; on
/// one the search could not decide, the demo plays the best line it found.
fn plan(
    mut demo: ResMut<Demo>,
    mut play: ResMut<DemoPlay>,
    session: Res<Session>,
    searching: Res<Searching>,
    mut deals: MessageWriter<DealAsk>,
    mut notices: MessageWriter<Notice>,
    lang: Res<Lang>,
) {
    if !demo.active || session.status == Status::Won {
        return;
    }
    if play
        .plan
        .as_ref()
        .is_some_and(|(rev, _)| *rev == session.revision)
    {
        return;
    }
    match play.search.as_mut() {
        Some(search) if search.revision != session.revision => play.search = None,
        Some(search) => {
            let Some(report) = search.poll() else { return };
            play.search = None;
            let number = session.game.number();
            match report.verdict {
                Verdict::Solved(moves) => {
                    play.failures = 0;
                    play.plan = Some((session.revision, moves));
                }
                // Undecided: play the best line found, so the table shows real play
                // (as on most Lower 48 deals, whose wins are hard to find).
                Verdict::Unknown if !report.best.is_empty() => {
                    info!(
                        "demo: no win found for deal #{number} after {} positions, playing the best line ({} moves)",
                        report.nodes,
                        report.best.len()
                    );
                    notices.write(Notice(say!(
                        lang,
                        "demo-no-win",
                        number = number.to_string()
                    )));
                    play.failures = 0;
                    play.plan = Some((session.revision, report.best));
                }
                verdict => {
                    info!(
                        "demo: no win found for deal #{number} ({verdict:?} after {} positions), dealing the next",
                        report.nodes
                    );
                    play.failures += 1;
                    if play.failures > 20 {
                        *demo = Demo::default();
                        return;
                    }
                    deals.write(DealAsk::DemoNext);
                }
            }
        }
        None => {
            // Enough for nearly every winnable deal; on the rest the table should not
            // sit idle for long before the best line starts.
            let budget = Budget::timed(400_000, Duration::from_secs(4));
            play.search = Some(Search::start(&session, budget, &searching));
        }
    }
}

/// Plays the plan a move at a time once the cards have landed; after a win, waits for
/// the cascade (and a moment more) and deals the next deal.
fn play(
    time: Res<Time>,
    mut demo: ResMut<Demo>,
    mut play: ResMut<DemoPlay>,
    session: Res<Session>,
    settings: Res<Settings>,
    flying: Query<(), With<TweenAnim>>,
    celebration: Res<Celebration>,
    mut requests: MessageWriter<Request>,
    mut deals: MessageWriter<DealAsk>,
) {
    if !demo.active {
        return;
    }
    play.wait = play.wait.saturating_sub(time.delta());
    if !flying.is_empty() || !play.wait.is_zero() {
        return;
    }
    let pace = match settings.speed {
        Speed::Normal => 320,
        Speed::Fast => 140,
        Speed::Instant => 40,
    };
    if session.status == Status::Won {
        if play.plan.take().is_some() {
            demo.wins += 1;
            info!("demo: won deal #{}", session.game.number());
            // Time to enjoy the win before the next deal.
            play.wait = Duration::from_millis(1500);
        } else if !celebration.running {
            deals.write(DealAsk::DemoNext);
        }
        return;
    }
    let revision = session.revision;
    let Some((rev, moves)) = play.plan.as_mut() else {
        return;
    };
    if *rev != revision {
        return;
    }
    if moves.is_empty() {
        // A best line played out without a win: on to the next deal.
        play.plan = None;
        deals.write(DealAsk::DemoNext);
        return;
    }
    let mv = moves.remove(0);
    // The plan follows the position it makes: the next step is for the next revision.
    *rev = revision + 1;
    requests.write(Request::AutoMove(mv));
    // Turning stock cards is quick work; real moves (a row dealt onto the tableau too)
    // get time to be followed.
    let turn =
        matches!(mv, Move::Draw | Move::Redeal) && !session.game.rules().deals_onto_tableau();
    let last = moves.is_empty();
    play.wait = Duration::from_millis(match () {
        // Time to see where a line ends before anything else happens.
        _ if last => 2500,
        _ if turn => pace / 3,
        _ => pace,
    });
}
