//! Keyboard play. The arrow keys move a cursor from pile to pile (and up and down the
//! run that can be picked up from a fanned pile); Space picks up the card under it with
//! the cards on it, and Space again puts them down on the pile the cursor has moved to
//! (the core judges the move, as it does a drop); Enter sends the card to its best
//! place, as a click does; Escape puts back what is held. The first key only shows the
//! cursor, and the mouse or a finger hides it again.
//!
//! Piles can also be named: 1 to 9 and 0 are the first ten columns (with Shift, the
//! next ten), C the free cells and O the foundations (again for the next), W the waste
//! and T the stock. Naming a pile puts the cursor on it, and puts held cards down there
//! (C and O: in the cell or on the foundation that takes them).

use crate::play::{
    Held, KeyCursor, Lang, Modifiers, Notice, Overlay, Request, Session, types_letter,
};
use crate::table::TableLayout;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardFocusLost, KeyboardInput};
use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
use solitaire_core::policy::pickable;
use solitaire_core::policy::{self, tap_move};
use solitaire_core::rules::{Fan, PileKind};
use solitaire_core::say;
use solitaire_core::{Game, Move};
use std::collections::VecDeque;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    Left,
    Right,
    Up,
    Down,
}

/// A press of the mouse or a finger hands the table back to the pointer.
pub(super) fn hide_on_pointer(
    mut pointers: MessageReader<PointerInput>,
    mut cursor: ResMut<KeyCursor>,
) {
    if pointers
        .read()
        .any(|p| matches!(p.action, PointerAction::Press(_)))
        && cursor.at.is_some()
    {
        *cursor = KeyCursor::default();
    }
}

/// The digit keys, for the columns they name (with Shift, the next ten).
pub const COLUMN_KEYS: [KeyCode; 10] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
    KeyCode::Digit0,
];

/// A key as it went down, with Shift as it was then.
pub(super) struct Press {
    code: KeyCode,
    key: Key,
    shift: bool,
}

impl Press {
    fn letter(&self, c: char) -> bool {
        types_letter(self.code, &self.key, c)
    }
}

/// The pile a key names, if any. C and O step through the cells and foundations from
/// the one the cursor is on (`at`); with cards held (`held`), they name the first cell
/// or foundation that takes them (else the first, for the rules to say why not).
fn named_pile(game: &Game, press: &Press, at: Option<usize>, held: Option<Held>) -> Option<usize> {
    let rules = game.rules();
    if let Some(k) = COLUMN_KEYS.iter().position(|&d| d == press.code) {
        return rules
            .tableau
            .get(k + if press.shift { 10 } else { 0 })
            .copied();
    }
    // The one that takes the cards held, or the next of the group after the one the
    // cursor is on, round to the first.
    let next_of = |group: &[usize]| {
        if let Some(h) = held {
            let takes = |&q: &usize| game.check(Move::transfer(h.pile, q, h.count)).is_ok();
            return group.iter().find(|q| takes(q)).or(group.first()).copied();
        }
        let i = at.and_then(|p| group.iter().position(|&q| q == p));
        group.get(i.map_or(0, |i| (i + 1) % group.len())).copied()
    };
    if press.letter('c') {
        next_of(&rules.cells)
    } else if press.letter('o') {
        next_of(&rules.foundations)
    } else if press.letter('w') {
        rules.waste
    } else if press.letter('t') {
        rules.stock
    } else {
        None
    }
}

/// The cursor's keys, taken from the keyboard's events in order: a remote desktop or a
/// macro tool sends T and Space (name the stock, turn it) within one frame. After a key
/// that sends a move, the rest wait for the next frame, to act on the position it makes.
#[allow(clippy::too_many_arguments)]
pub(super) fn cursor_keys(
    mut events: MessageReader<KeyboardInput>,
    mut focus_lost: MessageReader<KeyboardFocusLost>,
    mut modifiers: Local<Modifiers>,
    mut waiting: Local<VecDeque<Press>>,
    overlay: Res<State<Overlay>>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    mut cursor: ResMut<KeyCursor>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
    lang: Res<Lang>,
) {
    // Keys let go of while the window was away never send their release.
    if focus_lost.read().count() > 0 {
        *modifiers = Modifiers::default();
    }
    for event in events.read() {
        modifiers.track(event.key_code, event.state == ButtonState::Pressed);
        // A key held down repeats: it acts once. Ctrl and Alt make shortcuts (Alt+Enter:
        // full screen).
        if event.state == ButtonState::Pressed
            && !event.repeat
            && !modifiers.ctrl()
            && !modifiers.alt()
        {
            waiting.push_back(Press {
                code: event.key_code,
                key: event.logical_key.clone(),
                shift: modifiers.shift(),
            });
        }
    }
    let game = &session.game;
    // Dialogs take their own keys; a table still being laid out for a new game has no
    // places for them.
    if *overlay.get() != Overlay::None || layout.piles.len() != game.rules().pile_count() {
        waiting.clear();
        return;
    }
    // What is held was picked up in a position that has since changed: put it back.
    if cursor.held.is_some_and(|h| h.revision != session.revision) {
        cursor.held = None;
    }
    while let Some(press) = waiting.pop_front() {
        let moved = on_press(&press, &session, &layout, &mut cursor, &lang, &mut notices);
        if let Some(mv) = moved {
            requests.write(mv);
            break;
        }
    }
}

/// What one key does to the cursor; the move it asks for, if any.
fn on_press(
    press: &Press,
    session: &Session,
    layout: &TableLayout,
    cursor: &mut KeyCursor,
    lang: &Lang,
    notices: &mut MessageWriter<Notice>,
) -> Option<Request> {
    let game = &session.game;
    let steps = [
        (KeyCode::ArrowLeft, Step::Left),
        (KeyCode::ArrowRight, Step::Right),
        (KeyCode::ArrowUp, Step::Up),
        (KeyCode::ArrowDown, Step::Down),
    ];
    let pick = press.code == KeyCode::Space;
    let send = matches!(press.code, KeyCode::Enter | KeyCode::NumpadEnter);
    let step = steps.iter().find(|(k, _)| press.code == *k).map(|s| s.1);
    let at = cursor.place(game).map(|a| a.0);
    if let Some(p) = named_pile(game, press, at, cursor.held) {
        cursor.at = Some((p, usize::MAX));
        // Held cards go down on the pile named (the core judges the move).
        return match cursor.held.take() {
            Some(held) if held.pile != p => {
                Some(Request::Move(Move::transfer(held.pile, p, held.count)))
            }
            _ => None,
        };
    }
    let Some(at) = cursor.place(game) else {
        // The first key shows where the cursor is.
        if pick || send || step.is_some() {
            let first = game.rules().tableau.first().copied().unwrap_or(0);
            cursor.at = Some((first, usize::MAX));
        }
        return None;
    };
    if let Some(step) = step {
        cursor.at = Some(next(game, layout, at, step));
    } else if press.code == KeyCode::Escape {
        if cursor.held.take().is_none() {
            cursor.at = None;
        }
    } else if let (true, Some(held)) = (pick || send, cursor.held) {
        // Put down: on another pile it is a move for the core to judge; on its own
        // pile, it goes back.
        cursor.held = None;
        if held.pile != at.0 {
            cursor.at = Some((at.0, usize::MAX));
            return Some(Request::Move(Move::transfer(held.pile, at.0, held.count)));
        }
    } else if pick || send {
        let (p, i) = at;
        let pile = &game.position().piles[p];
        let kind = game.rules().piles[p].kind;
        // The stock turns (or sends its King home: `stock_tap`); where its top card
        // plays (Pyramid), Space picks that card up instead.
        let picks_up = pick && game.rules().stock_top_plays() && !pile.is_empty();
        if kind == PileKind::Stock && !picks_up {
            return Some(Request::Move(policy::stock_tap(game)));
        }
        let &card = pile.cards.get(i)?;
        let i = policy::grip(game, p, i);
        let count = pile.len() - i;
        if send {
            match tap_move(game, p, i) {
                Some(mv) => return Some(Request::Move(mv)),
                None => {
                    notices.write(Notice(say!(lang, "tap-nowhere", card = card.pretty())));
                }
            }
        } else if policy::picks_up(game, p, count) && pile.face_up(i) {
            cursor.held = Some(Held {
                pile: p,
                count,
                revision: session.revision,
            });
        } else {
            let what = if count == 1 {
                say!(lang, "pick-refused", card = card.pretty())
            } else {
                say!(
                    lang,
                    "pick-refused-run",
                    card = card.pretty(),
                    count = count
                )
            };
            notices.write(Notice(what));
        }
    }
    None
}

/// Where a step takes the cursor from `at`: along its row of piles (round at the ends),
/// or up and down the cards of a downward fan that can be picked up together (left and
/// right along a fan to the right: Streets and Alleys' rows), and on to the nearest
/// pile of the row above or below.
fn next(game: &Game, layout: &TableLayout, at: (usize, usize), step: Step) -> (usize, usize) {
    let (p, i) = at;
    let pile = &game.position().piles[p];
    let here = layout.piles[p].origin;
    let fanned_down = layout.piles[p].fan == Fan::Down;
    let fanned_right = layout.piles[p].fan == Fan::Right;
    // Can the card below the cursor's be picked up with those on it?
    let deeper = i > pile.down && pile.len() - i < pickable(game, p);
    // Piles whose first cards lie level with `y` form a row (Pyramid's rows lie half a
    // card apart).
    let in_row = |q: usize, y: f32| (layout.piles[q].origin.y - y).abs() < layout.card.y / 4.0;
    let same_row = |q: usize| in_row(q, here.y);
    let top = |q: usize| (q, usize::MAX);
    match step {
        // Along a fan to the right as up and down one fanned down.
        Step::Left if fanned_right && deeper => (p, i - 1),
        Step::Right if fanned_right && i + 1 < pile.len() => (p, i + 1),
        Step::Left | Step::Right => {
            let mut row: Vec<usize> = (0..layout.piles.len()).filter(|&q| same_row(q)).collect();
            row.sort_by(|&a, &b| {
                layout.piles[a]
                    .origin
                    .x
                    .total_cmp(&layout.piles[b].origin.x)
            });
            let k = row.iter().position(|&q| q == p).unwrap_or(0);
            let n = row.len();
            top(row[if step == Step::Left { k + n - 1 } else { k + 1 } % n])
        }
        // Up a pile only over the cards that can be picked up with those on them.
        Step::Up if fanned_down && deeper => (p, i - 1),
        Step::Down if fanned_down && i + 1 < pile.len() => (p, i + 1),
        Step::Up | Step::Down => {
            let above = step == Step::Up;
            // The nearest row that way, then its pile nearest across.
            let beyond = |q: usize| {
                let dy = layout.piles[q].origin.y - here.y;
                !same_row(q) && (dy > 0.0) == above
            };
            let Some(row_y) = (0..layout.piles.len())
                .filter(|&q| beyond(q))
                .map(|q| layout.piles[q].origin.y)
                .min_by(|a, b| (a - here.y).abs().total_cmp(&(b - here.y).abs()))
            else {
                return at;
            };
            // Across from the middle of the pile as it lies (a fan to the right is wide).
            let middle = |q: usize| layout.pile_rect(q, &game.position().piles[q]).center().x;
            let x = middle(p);
            (0..layout.piles.len())
                .filter(|&q| in_row(q, row_y))
                .min_by(|&a, &b| (middle(a) - x).abs().total_cmp(&(middle(b) - x).abs()))
                .map_or(at, top)
        }
    }
}
