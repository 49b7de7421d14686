//! A complete depth-first search for Yukon: piles dealt with cards face down, no stock,
//! any face-up card moving with everything on it onto a card one rank higher of the
//! other colour, Kings (with what is on them) to empty piles, foundations that give
//! nothing back.
//!
//! A position is what each card lies on (a card, a pile's floor or its foundation) and
//! which cards are face up: pile order aside, that is the whole position, and a move
//! changes what one card lies on (the moved group's bottom card), so the key is kept up
//! to date as moves are made and unmade (Zobrist hashing).
//!
//! Every move but one makes progress that is never undone: a card home, a card turned
//! up, a card taken off a card it does not fit (no move puts a card on one it does not
//! fit) or off a pile's floor (only Kings go there, and a King is never taken off the
//! floor). The one is a card lying on one of its two parents moved onto the other,
//! its twin, when that is uncovered; and that move and its reverse join two positions
//! that are one for the search: the key counts such a card as lying on the lower of
//! the two. All it is good for is to uncover the parent it leaves, for that card to go
//! home or for the moved card's twin to go onto it, so it is searched only as the
//! first half of those two moves. So every move searched makes progress: lines are
//! short and the search never comes back round.
//!
//! A position where cards are stuck for good (`super::stuck`: say a black nine on the
//! two of its suit, both red tens face down under them) is given up at once: that
//! proves lost, at the deal, deals this search could not finish in 40M positions.

use super::budget::Budget;
use super::groups::{
    Board, Dfs, FLOOR, HOME, Keys, Moved, Searched, foundations_keep_suits_from_aces, home_needed,
    one_deck_home_from_aces, replay_onto,
};
use super::klondike::builds_like_klondike;
use super::searcher::Report;
use super::stuck::Tableau;
use super::values::{parents, twin};
use crate::card::{Card, Colour};
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Movable, PileKind, Rules};
use std::cell::Cell;

#[cfg(test)]
mod tests;

/// One move of a card (with everything on it): home, or onto a card or a pile's floor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Atom {
    card: u8,
    /// A card value, `FLOOR` (an empty pile) or `HOME`.
    onto: u8,
}

/// A move as searched: one move, or a card moved off its parent onto the parent's twin
/// and then the move that needs the parent uncovered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    first: Atom,
    then: Option<Atom>,
}

impl Step {
    fn one(card: u8, onto: u8) -> Step {
        Step {
            first: Atom { card, onto },
            then: None,
        }
    }
}

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    piles: Vec<PileId>,
    foundations: Vec<PileId>,
}

impl Shape {
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let tableau_ok = (1..=PILES).contains(&rules.tableau.len())
            && rules
                .tableau
                .iter()
                .all(|&t| builds_like_klondike(rules, t, Movable::Group));
        let only_these = rules
            .piles
            .iter()
            .all(|p| matches!(p.kind, PileKind::Foundation | PileKind::Tableau));
        (foundations_keep_suits_from_aces(rules, start)
            && tableau_ok
            && only_these
            && rules.stock.is_none()
            && one_deck_home_from_aces(rules, start))
        .then(|| Shape {
            piles: rules.tableau.clone(),
            foundations: rules.foundations.clone(),
        })
    }
}

/// A card value's rank (1..=13), suit index and colour.
#[derive(Clone, Copy)]
struct Face {
    rank: u8,
    suit: u8,
    red: bool,
}

impl Face {
    fn of(v: u8) -> Face {
        let card = Card::from_byte(v);
        Face {
            rank: card.rank().value(),
            suit: card.suit().index() as u8,
            red: card.colour() == Colour::Red,
        }
    }
}

/// At most this many piles: the test for stuck cards goes through this many (the
/// board's room for sixteen cost it a fifth more).
const PILES: usize = 10;

/// Is `b` lost with cards stuck for good (see `super::stuck`)? Yukon's foundations keep
/// their cards.
#[inline(never)] // (asked only after a card goes home: kept out of the move loop)
fn stuck(b: &Board) -> bool {
    let tableau = Tableau::<PILES> {
        piles: std::array::from_fn(|i| &b.piles[i][..usize::from(b.len[i])]),
        down: std::array::from_fn(|i| b.down[i]),
    };
    super::stuck::stuck(&tableau, &b.home, true)
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches a Yukon-like game (`None` where it does not apply, or where its win does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let yukon = Yukon::new(rules);
    let mut board = Board::of(start, &shape.piles, &shape.foundations, &yukon.keys);
    let mut dfs = Dfs::new(&yukon, budget);
    let won = dfs.search(&mut board);
    let seen = dfs.seen.len();
    dfs.line
        .report(won, seen, |line| replay(rules, &shape, start, line))
}

/// The search's knowledge of the cards: each one's face, and the keys.
struct Yukon {
    faces: [Face; 52],
    /// What must be home before each card goes home alone (see `home_needed`).
    home_needed: [[u8; 4]; 52],
    keys: Keys,
    /// Whether the last move made sent a card home, the move that mostly leaves cards
    /// stuck (see `stuck`; asked after every move, the test cost more than it saved).
    may_stick: Cell<bool>,
}

impl Yukon {
    fn new(rules: &Rules) -> Yukon {
        Yukon {
            faces: std::array::from_fn(|v| Face::of(v as u8)),
            home_needed: home_needed(rules, 0),
            keys: Keys::new(0x5955_4b4f_4e00_0000),
            may_stick: Cell::new(true),
        }
    }

    fn face(&self, card: u8) -> Face {
        self.faces[usize::from(card)]
    }

    /// Can `card` lie on `onto` in the tableau?
    fn fits(&self, card: u8, onto: u8) -> bool {
        let (c, o) = (self.face(card), self.face(onto));
        o.rank == c.rank + 1 && o.red != c.red
    }

    fn next_home(&self, b: &Board, card: u8) -> bool {
        let f = self.face(card);
        b.home[usize::from(f.suit)] + 1 == f.rank
    }

    /// Is `card` never needed in the tableau again? Both cards that could lie on it
    /// are home (the engine's rule: see `home_needed`).
    fn safe_home(&self, b: &Board, card: u8) -> bool {
        let needed = &self.home_needed[usize::from(card)];
        (0..4).all(|s| b.home[s] >= needed[s])
    }

    /// The card lying on `parent` that could move onto `parent`'s twin, uncovered, to
    /// uncover `parent` (see the module's comment).
    fn swappable(&self, b: &Board, parent: u8) -> Option<u8> {
        let other = twin(parent);
        if !b.is_face_up(parent) || !b.is_top(other) || b.pile(other) == b.pile(parent) {
            return None;
        }
        b.above(parent).filter(|&c| self.fits(c, parent))
    }

    /// The position's key, each card that lies on a parent whose twin is uncovered
    /// counted as lying on the lower of the two.
    fn canonical_key(&self, b: &Board) -> u64 {
        let mut key = b.key;
        for i in 0..b.count {
            let Some(top) = b.top(i) else { continue };
            let parent = twin(top);
            if let Some(c) = self.swappable(b, parent) {
                key ^= self.keys.lies_on(c, parent) ^ self.keys.lies_on(c, parent.min(top));
            }
        }
        key
    }

    /// The moves worth searching from `b`, best first, onto `out` (with their worth).
    fn worth_searching(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
        if self.may_stick.get() && stuck(b) {
            return;
        }
        // Home: a move that can never be regretted comes alone.
        for i in 0..b.count {
            let Some(c) = b.top(i) else { continue };
            if !self.next_home(b, c) {
                continue;
            }
            if self.safe_home(b, c) {
                out.clear();
                out.push((0, Step::one(c, HOME)));
                return;
            }
            out.push((self.gain(b, c) + 20, Step::one(c, HOME)));
        }
        // Home after uncovering it.
        for i in 0..b.count {
            let Some(top) = b.top(i) else { continue };
            let parent = twin(top);
            if self.next_home(b, parent)
                && let Some(c) = self.swappable(b, parent)
            {
                let step = Step {
                    first: Atom { card: c, onto: top },
                    then: Some(Atom {
                        card: parent,
                        onto: HOME,
                    }),
                };
                out.push((self.gain(b, parent) + 20, step));
            }
        }
        let empty = (0..b.count).any(|i| b.len[i] == 0);
        // (Loops, not `Board::face_up_cards`: the iterator, not inlined here, cost 4%.)
        for from in 0..b.count {
            let down = usize::from(b.down[from]);
            for at in down..usize::from(b.len[from]) {
                let card = b.piles[from][at];
                let under = b.under(card);
                if under != FLOOR && at > down && self.fits(card, under) {
                    // On its parent: moved only as the first half of a swap.
                    continue;
                }
                let gain = self.gain(b, card);
                if self.face(card).rank == 13 {
                    if empty && under != FLOOR {
                        out.push((gain, Step::one(card, FLOOR)));
                    }
                    continue;
                }
                // The two cards it could lie on (their values differ by a multiple of
                // 13: the suits of the other colour).
                for p in parents(card) {
                    if b.pile(p) == from as u8 {
                        // Under it in its own pile.
                        continue;
                    }
                    if b.is_top(p) {
                        out.push((gain, Step::one(card, p)));
                        // Onto one uncovered parent or the other is one position.
                        if b.is_top(twin(p)) {
                            break;
                        }
                    } else if let Some(c) = self.swappable(b, p) {
                        // Its twin lies on the other: moved across to make room.
                        let step = Step {
                            first: Atom {
                                card: c,
                                onto: twin(p),
                            },
                            then: Some(Atom { card, onto: p }),
                        };
                        out.push((gain, step));
                    }
                }
            }
        }
        // Best first; ties in the order found.
        out.sort_by_key(|&(gain, _)| -gain);
    }

    /// What taking `card` (with what is on it) off where it lies gains.
    fn gain(&self, b: &Board, card: u8) -> i32 {
        let (p, i) = b.at[usize::from(card)];
        let down = b.down[usize::from(p)];
        match b.under(card) {
            // A card turned up; first from piles with more face down.
            _ if i > 0 && i == down => 30 + i32::from(down),
            // The pile emptied.
            FLOOR => 10,
            u if self.next_home(b, u) => 25,
            _ => 5,
        }
    }
}

impl Searched for Yukon {
    type Step = Step;
    type Undo = [Option<Moved>; 2];

    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        self.worth_searching(b, out);
    }

    fn play(&self, b: &mut Board, step: Step) -> Self::Undo {
        let first = b.play(&self.keys, step.first.card, step.first.onto);
        let then = step.then.map(|a| b.play(&self.keys, a.card, a.onto));
        self.may_stick
            .set(step.first.onto == HOME || step.then.is_some_and(|a| a.onto == HOME));
        [Some(first), then]
    }

    fn unplay(&self, b: &mut Board, _: Step, undo: Self::Undo) {
        for m in undo.into_iter().rev().flatten() {
            b.unplay(&self.keys, m);
        }
    }

    fn key(&self, b: &Board) -> u64 {
        self.canonical_key(b)
    }
}

/// The engine's moves for `line` from `start`; `None` if one would be illegal (a bug:
/// the caller falls back on the general searches).
fn replay(rules: &Rules, shape: &Shape, start: &Position, line: &[Step]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(line.len() * 2);
    let atoms = line
        .iter()
        .flat_map(|s| std::iter::once(s.first).chain(s.then));
    for atom in atoms {
        replay_onto(
            rules,
            &mut pos,
            &shape.piles,
            (atom.card, atom.onto),
            &mut moves,
        )?;
    }
    Some(moves)
}
