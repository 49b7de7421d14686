//! The game in play, as a resource, and the one place where it changes: every input
//! (pointer, keyboard, buttons, auto-play) sends a `Request`; `handle_requests` asks the
//! core to carry it out and reports an `Outcome`. Nothing else mutates the `Game`.

use super::demo::Demo;
use super::hand::DragState;
use super::messages::{Outcome, Request};
use super::settings::Settings;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use solitaire_core::deal::DealNumber;
use solitaire_core::{Applied, Game, Refusal, Status, builtin};
use std::time::Duration;

#[derive(Resource)]
pub struct Session {
    pub game: Game,
    /// Play time of this deal; runs from the first move until the game is won.
    pub elapsed: Duration,
    /// Which cards go home by themselves now.
    auto: Auto,
    auto_timer: Timer,
    /// Bumped whenever a new deal is put on the table, so views know to rebuild.
    pub deal_serial: u64,
    /// Bumped on every change of position, so late solver answers can be recognised.
    pub revision: u64,
    pub status: Status,
    /// Moves to the foundations alone would win from here, and no cascade is under way
    /// (the player may press F).
    pub can_finish: bool,
}

/// Cards going home by themselves: safe ones after a player's move or a fresh deal
/// (with auto-moves on, the setting `auto_home`), every one once the player asks to
/// finish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Auto {
    Off,
    /// A fresh deal, not a move: the cards wait for the deal to land.
    Opening,
    AfterMove,
    /// The player asked to finish (F): every card goes home, auto-moves on or not.
    Finishing,
}

impl Session {
    /// No more moves home by themselves until the player moves again.
    fn disarm(&mut self) {
        self.auto = Auto::Off;
    }

    /// The game on the table is freshly dealt or restarted: its clock starts again, and
    /// a deal that has just landed sends its safe cards home by itself (with auto-moves
    /// on), as the player would at once: they follow the deal, not a move.
    fn start_afresh(&mut self) -> Outcome {
        self.elapsed = Duration::ZERO;
        self.arm_opening();
        Outcome::Dealt
    }

    fn arm_opening(&mut self) {
        self.auto = if self.game.history().is_empty() {
            Auto::Opening
        } else {
            Auto::Off
        };
    }

    /// Whether the player may ask to finish: moves home alone would win, and no cascade
    /// is under way (kept in `can_finish`, which views read every frame).
    fn finishable(&self) -> bool {
        self.auto != Auto::Finishing
            && self.status == Status::InPlay
            && self.game.finishing_move().is_some()
    }

    /// Cards are due to go home by themselves (the frames that send them must come),
    /// with auto-moves set to `auto_home`.
    pub fn auto_pending(&self, auto_home: bool) -> bool {
        match self.auto {
            Auto::Off => false,
            // A whole suit leaves by itself whatever the setting (Spider's rule).
            Auto::Opening | Auto::AfterMove => auto_home || self.game.rules().complete_runs,
            Auto::Finishing => true,
        }
    }

    /// Play time runs from the player's first move until the deal is won.
    pub fn clock_running(&self) -> bool {
        self.game.player_has_moved() && self.status != Status::Won
    }

    pub fn new(game: Game) -> Session {
        let status = game.status();
        let mut session = Session {
            game,
            elapsed: Duration::ZERO,
            auto: Auto::Off,
            auto_timer: Timer::new(Duration::from_millis(110), TimerMode::Repeating),
            deal_serial: 0,
            revision: 0,
            status,
            can_finish: false,
        };
        session.arm_opening();
        session.can_finish = session.finishable();
        session
    }
}

pub(super) fn handle_requests(
    mut requests: MessageReader<Request>,
    mut outcomes: MessageWriter<Outcome>,
    mut session: ResMut<Session>,
) {
    for request in requests.read() {
        let s = &mut *session;
        let outcome = match request {
            Request::Move(mv) | Request::AutoMove(mv) | Request::FollowUp(mv) => {
                let played = if matches!(request, Request::FollowUp(_)) {
                    s.game.apply_following(*mv)
                } else {
                    s.game.apply(*mv)
                };
                match played {
                    Ok(applied) => {
                        // (A cascade the player asked for goes on.)
                        if matches!(request, Request::Move(_)) && s.auto != Auto::Finishing {
                            s.auto = Auto::AfterMove;
                        }
                        Outcome::Applied(applied)
                    }
                    Err(reason) => Outcome::Rejected(reason.into()),
                }
            }
            // A player's action is undone and redone whole: their move and the cards
            // that then went home by themselves.
            Request::Undo => {
                s.disarm();
                let undone = s.game.undo_action();
                action_outcomes(
                    &undone,
                    Outcome::Undone,
                    Refusal::NothingToUndo,
                    &mut outcomes,
                )
            }
            Request::UndoTo(keep) => {
                s.disarm();
                let undone = s.game.undo_to(*keep);
                action_outcomes(
                    &undone,
                    Outcome::Undone,
                    Refusal::NothingToUndo,
                    &mut outcomes,
                )
            }
            Request::Redo => {
                s.disarm();
                let redone = s.game.redo_action();
                action_outcomes(
                    &redone,
                    Outcome::Applied,
                    Refusal::NothingToRedo,
                    &mut outcomes,
                )
            }
            // The first card goes as the player's move, the rest follow it (one undo
            // takes the whole cascade back).
            Request::Finish if s.auto == Auto::Finishing => Outcome::Rejected(Refusal::Finishing),
            Request::Finish => match s.game.finishing_move() {
                Some(mv) => match s.game.apply(mv) {
                    Ok(applied) => {
                        s.auto = Auto::Finishing;
                        Outcome::Applied(applied)
                    }
                    Err(reason) => Outcome::Rejected(reason.into()),
                },
                None => Outcome::Rejected(Refusal::CannotFinish),
            },
            Request::Restart => {
                s.game.restart();
                s.start_afresh()
            }
            Request::Deal { game, number } => match builtin(game) {
                Some(rules) => {
                    s.game = dealt(rules, *number);
                    s.start_afresh()
                }
                None => Outcome::Rejected(Refusal::NoSuchGame(game.clone())),
            },
        };
        if outcome == Outcome::Dealt {
            s.deal_serial += 1;
        }
        if !matches!(outcome, Outcome::Rejected(_)) {
            s.status = s.game.status();
            s.can_finish = s.finishable();
            s.revision += 1;
        }
        outcomes.write(outcome);
    }
}

/// Deal `number` of `rules`' game (deal numbers are range-checked where they are typed).
fn dealt(rules: std::sync::Arc<solitaire_core::Rules>, number: DealNumber) -> Game {
    Game::new(rules, number).expect("deal numbers are range-checked")
}

/// The outcomes of an action's moves (undone or redone): all but the last written here,
/// the last returned to be written as every request's is; `nothing` if there were none.
fn action_outcomes(
    moves: &[Applied],
    outcome: fn(Applied) -> Outcome,
    nothing: Refusal,
    outcomes: &mut MessageWriter<Outcome>,
) -> Outcome {
    match moves {
        [] => Outcome::Rejected(nothing),
        [before @ .., last] => {
            outcomes.write_batch(before.iter().map(|&a| outcome(a)));
            outcome(*last)
        }
    }
}

/// Play time runs while the window has focus: a game left in the background (or
/// minimised) does not count the time away, nor does the first frame back, whose delta
/// spans the absence. The demo's time runs wherever its window is (it plays on).
pub(super) fn tick_clock(
    time: Res<Time>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    demo: Res<Demo>,
    mut was_away: Local<bool>,
    mut session: ResMut<Session>,
) {
    let focused = windows.iter().next().is_none_or(|w| w.focused);
    let demo_plays = demo.active;
    let counts = demo_plays || (focused && !*was_away);
    *was_away = !focused;
    if counts && session.clock_running() {
        session.elapsed += time.delta();
    }
}

/// After a player's move, and once a fresh deal has landed, sends safe cards home one
/// at a time, so each flies on its own. (The demo's solutions make their own.)
pub(super) fn auto_home(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut requests: MessageWriter<Request>,
    settings: Res<Settings>,
    drag: Res<DragState>,
    demo: Res<Demo>,
    flying: Query<(), With<TweenAnim>>,
) {
    let s = &mut *session;
    if !s.auto_pending(settings.auto_home) || drag.is_dragging() {
        return;
    }
    if s.auto == Auto::Opening && demo.active {
        s.disarm();
        return;
    }
    // A deal lands before its cards go home; a whole suit is seen complete before it
    // leaves.
    if (s.auto == Auto::Opening || s.game.rules().complete_runs) && !flying.is_empty() {
        return;
    }
    if !s.auto_timer.tick(time.delta()).just_finished() {
        return;
    }
    // Once foundation moves alone win, the rest cascade home; otherwise only safe cards.
    let next = if s.auto == Auto::Finishing {
        s.game.finishing_move()
    } else {
        s.game.finishing_move().or_else(|| s.game.safe_home_move())
    };
    match next {
        Some(mv) => {
            requests.write(Request::FollowUp(mv));
        }
        None => s.disarm(),
    }
}
