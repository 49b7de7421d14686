//! The game in play, as a resource, and the one place where it changes: every input
//! (pointer, keyboard, buttons, auto-play) sends a `Request`; `handle_requests` asks the
//! core to carry it out and reports an `Outcome`. Nothing else mutates the `Game`.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use solitaire_core::{Applied, Game, Move, Status, builtin};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Request>()
        .add_message::<FindWinnable>()
        .add_message::<Outcome>()
        .add_systems(
            Update,
            (handle_requests, tick_clock, auto_home)
                .chain()
                .in_set(crate::AppSystems::Rules),
        );
}

#[derive(Resource)]
pub struct Session {
    pub game: Game,
    /// Play time of this deal; runs from the first move until the game is won.
    pub elapsed: Duration,
    /// Send safe cards to the foundations after the player's moves (not after undo).
    pub auto_home: bool,
    /// New deals are ones the solver has won (see `autoplay::winnable`).
    pub winnable_only: bool,
    auto_armed: bool,
    /// Armed by a fresh deal, not by a move: the cards wait for the deal to land.
    opening: bool,
    /// The player asked to finish (F): every card goes home, auto-moves on or not.
    finishing: bool,
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

impl Session {
    /// No more moves home by themselves until the player moves again.
    fn disarm(&mut self) {
        self.auto_armed = false;
        self.finishing = false;
        self.opening = false;
    }

    /// A deal that has just landed sends its safe cards home by itself (with auto-moves
    /// on), as the player would at once: they follow the deal, not a move.
    fn arm_opening(&mut self) {
        self.disarm();
        if self.game.history().is_empty() {
            self.auto_armed = true;
            self.opening = true;
        }
    }

    /// Whether the player may ask to finish: moves home alone would win, and no cascade
    /// is under way (kept in `can_finish`, which views read every frame).
    fn finishable(&self) -> bool {
        !self.finishing && self.status == Status::InPlay && self.game.finishing_move().is_some()
    }

    /// Cards are due to go home by themselves (the frames that send them must come).
    pub fn auto_pending(&self) -> bool {
        self.auto_armed && (self.auto_home || self.finishing)
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
            auto_home: true,
            winnable_only: false,
            auto_armed: false,
            opening: false,
            finishing: false,
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

#[derive(Message, Clone, Debug, PartialEq)]
pub enum Request {
    /// A move by the player (drag, click, keyboard).
    Move(Move),
    /// A move by auto-play (the demo): not itself a trigger for more auto-play.
    AutoMove(Move),
    /// A card sent home automatically after the player's move: part of that move for
    /// undo and redo.
    FollowUp(Move),
    Undo,
    /// Take back actions until only this many moves are left (back to a position the
    /// solver found could still be won).
    UndoTo(usize),
    Redo,
    Restart,
    /// Send every card home, one after another (when moves home alone win).
    Finish,
    /// A new deal of the current game; a random number when `None`.
    NewDeal(Option<u32>),
    /// Switch game, starting a random deal.
    SwitchGame(String),
    /// A given deal of a given game.
    Deal {
        game: String,
        number: u32,
    },
}

/// Asks for a deal of this game that the solver has won (when the setting is on).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct FindWinnable(pub String);

#[derive(Message, Clone, Debug, PartialEq)]
pub enum Outcome {
    Applied(Applied),
    Undone(Applied),
    /// A fresh deal (new game, new number, or restart) is on the table.
    Dealt,
    /// The core refused; the reason is for the player.
    Rejected(String),
}

/// A deal number for "new game": any of the first million.
pub fn random_deal() -> u32 {
    rand::random_range(1..=1_000_000)
}

fn handle_requests(
    mut requests: MessageReader<Request>,
    mut outcomes: MessageWriter<Outcome>,
    mut find: MessageWriter<FindWinnable>,
    mut session: ResMut<Session>,
) {
    for request in requests.read() {
        let s = &mut *session;
        // With "winnable deals only", a random deal is one the solver has to find first.
        match request {
            Request::NewDeal(None) if s.winnable_only => {
                find.write(FindWinnable(s.game.rules().id().to_string()));
                continue;
            }
            Request::SwitchGame(id) if s.winnable_only => {
                find.write(FindWinnable(id.clone()));
                continue;
            }
            _ => {}
        }
        let outcome = match request {
            Request::Move(mv) | Request::AutoMove(mv) | Request::FollowUp(mv) => {
                let played = if matches!(request, Request::FollowUp(_)) {
                    s.game.apply_following(*mv)
                } else {
                    s.game.apply(*mv)
                };
                match played {
                    Ok(applied) => {
                        if matches!(request, Request::Move(_)) {
                            s.auto_armed = true;
                            s.opening = false;
                        }
                        Outcome::Applied(applied)
                    }
                    Err(reason) => Outcome::Rejected(reason.to_string()),
                }
            }
            // A player's action is undone and redone whole: their move and the cards
            // that then went home by themselves.
            Request::Undo => {
                s.disarm();
                let undone = s.game.undo_action();
                action_outcomes(&undone, Outcome::Undone, "Nothing to undo", &mut outcomes)
            }
            Request::UndoTo(keep) => {
                s.disarm();
                let undone = s.game.undo_to(*keep);
                action_outcomes(&undone, Outcome::Undone, "Nothing to undo", &mut outcomes)
            }
            Request::Redo => {
                s.disarm();
                let redone = s.game.redo_action();
                action_outcomes(&redone, Outcome::Applied, "Nothing to redo", &mut outcomes)
            }
            // The first card goes as the player's move, the rest follow it (one undo
            // takes the whole cascade back).
            Request::Finish if s.finishing => {
                Outcome::Rejected("The cards are on their way home".into())
            }
            Request::Finish => match s.game.finishing_move() {
                Some(mv) => match s.game.apply(mv) {
                    Ok(applied) => {
                        s.auto_armed = true;
                        s.finishing = true;
                        Outcome::Applied(applied)
                    }
                    Err(reason) => Outcome::Rejected(reason.to_string()),
                },
                None => Outcome::Rejected("Not every card can go home by itself yet".into()),
            },
            Request::Restart => {
                s.game.restart();
                s.elapsed = Duration::ZERO;
                s.arm_opening();
                Outcome::Dealt
            }
            Request::NewDeal(number) => {
                let rules = s.game.rules().clone();
                let number = number.unwrap_or_else(random_deal);
                s.game =
                    Game::new(rules, u64::from(number)).expect("deal numbers are range-checked");
                s.elapsed = Duration::ZERO;
                s.arm_opening();
                Outcome::Dealt
            }
            Request::Deal { game, number } => match builtin(game) {
                Some(rules) => {
                    s.game = Game::new(rules, u64::from(*number))
                        .expect("deal numbers are range-checked");
                    s.elapsed = Duration::ZERO;
                    s.arm_opening();
                    Outcome::Dealt
                }
                None => Outcome::Rejected(format!("There is no game '{game}'")),
            },
            Request::SwitchGame(id) => match builtin(id) {
                Some(rules) => {
                    s.game = Game::new(rules, u64::from(random_deal()))
                        .expect("random deals are in range");
                    s.elapsed = Duration::ZERO;
                    s.arm_opening();
                    Outcome::Dealt
                }
                None => Outcome::Rejected(format!("There is no game '{id}'")),
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

/// The outcomes of an action's moves (undone or redone): all but the last written here,
/// the last returned to be written as every request's is; `nothing` if there were none.
fn action_outcomes(
    moves: &[Applied],
    outcome: fn(Applied) -> Outcome,
    nothing: &str,
    outcomes: &mut MessageWriter<Outcome>,
) -> Outcome {
    match moves {
        [] => Outcome::Rejected(nothing.into()),
        [before @ .., last] => {
            outcomes.write_batch(before.iter().map(|&a| outcome(a)));
            outcome(*last)
        }
    }
}

/// Play time runs while the window has focus: a game left in the background (or
/// minimised) does not count the time away, nor does the first frame back, whose delta
/// spans the absence. The demo's time runs wherever its window is (it plays on).
fn tick_clock(
    time: Res<Time>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    demo: Option<Res<crate::autoplay::Demo>>,
    mut was_away: Local<bool>,
    mut session: ResMut<Session>,
) {
    let focused = windows.iter().next().is_none_or(|w| w.focused);
    let demo_plays = demo.is_some_and(|d| d.active);
    let counts = demo_plays || (focused && !*was_away);
    *was_away = !focused;
    if counts && session.clock_running() {
        session.elapsed += time.delta();
    }
}

/// After a player's move, and once a fresh deal has landed, sends safe cards home one
/// at a time, so each flies on its own. (The demo's solutions make their own.)
fn auto_home(
    time: Res<Time>,
    mut session: ResMut<Session>,
    mut requests: MessageWriter<Request>,
    drag: Res<crate::input::DragState>,
    demo: Option<Res<crate::autoplay::Demo>>,
    flying: Query<(), With<TweenAnim>>,
) {
    let s = &mut *session;
    if !s.auto_pending() || drag.is_dragging() {
        return;
    }
    if s.opening {
        if demo.is_some_and(|d| d.active) {
            s.disarm();
            return;
        }
        if !flying.is_empty() {
            return;
        }
    }
    if !s.auto_timer.tick(time.delta()).just_finished() {
        return;
    }
    // Once foundation moves alone win, the rest cascade home; otherwise only safe cards.
    let next = if s.finishing {
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
