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

use super::budget::Budget;
use super::klondike::{builds_like_klondike, twin};
use super::line::Line;
use super::mix;
use super::search::Seen;
use super::searcher::Report;
use crate::card::{Card, Colour, Rank};
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Direction, Goal, Movable, PileKind, Rules, SuitRule};

#[cfg(test)]
mod tests;

/// At most this many tableau piles.
const MAX_PILES: usize = 10;
/// What a card lies on besides another card (card values are 0..52).
const FLOOR: u8 = 52;
const HOME: u8 = 53;
const PLACES: usize = 54;
/// `Board::at`'s pile for a card home.
const HOME_PILE: u8 = u8::MAX;

/// Bytes a seen position takes in the table, with the table's spare room.
const BYTES_A_POSITION: usize = 18;

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
        let foundations_ok = rules.foundations.len() == 4
            && rules.foundations.iter().all(|&f| {
                let p = &rules.piles[f];
                !p.gives_back
                    && p.build.is_some_and(|b| {
                        b.dir == Direction::Up && b.suit == SuitRule::Same && !b.wrap
                    })
                    && start.piles[f]
                        .cards
                        .iter()
                        .enumerate()
                        .all(|(i, c)| usize::from(c.rank().value()) == i + 1)
            });
        let tableau_ok = (1..=MAX_PILES).contains(&rules.tableau.len())
            && rules
                .tableau
                .iter()
                .all(|&t| builds_like_klondike(rules, t, Movable::Group));
        let only_these = rules
            .piles
            .iter()
            .all(|p| matches!(p.kind, PileKind::Foundation | PileKind::Tableau));
        (foundations_ok
            && tableau_ok
            && only_these
            && rules.stock.is_none()
            && rules.deck_size() == 52
            && rules.def.goal == Goal::Foundations
            && rules.def.pairs.is_none()
            && start.base == Rank::ACE)
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

/// The position as searched.
#[derive(Clone)]
struct Board {
    /// Tableau piles, card values bottom first.
    piles: [[u8; 52]; MAX_PILES],
    len: [u8; MAX_PILES],
    /// Cards face down at the bottom of each pile.
    down: [u8; MAX_PILES],
    count: usize,
    /// Where each card lies: (pile, index), the pile `HOME_PILE` once home.
    at: [(u8, u8); 52],
    /// Cards home, by suit index.
    home: [u8; 4],
    /// The Zobrist key of what each card lies on and which are face up.
    key: u64,
}

impl Board {
    fn top(&self, i: usize) -> Option<u8> {
        (self.len[i] > 0).then(|| self.piles[i][usize::from(self.len[i]) - 1])
    }

    /// What `card`, in the tableau, lies on: a card or `FLOOR`.
    fn under(&self, card: u8) -> u8 {
        let (p, i) = self.at[usize::from(card)];
        if i == 0 {
            FLOOR
        } else {
            self.piles[usize::from(p)][usize::from(i) - 1]
        }
    }

    /// The card on `card`, in the tableau, if any.
    fn above(&self, card: u8) -> Option<u8> {
        let (p, i) = self.at[usize::from(card)];
        let (p, i) = (usize::from(p), usize::from(i));
        (i + 1 < usize::from(self.len[p])).then(|| self.piles[p][i + 1])
    }

    fn pile(&self, card: u8) -> u8 {
        self.at[usize::from(card)].0
    }

    fn is_face_up(&self, card: u8) -> bool {
        let (p, i) = self.at[usize::from(card)];
        p != HOME_PILE && i >= self.down[usize::from(p)]
    }

    fn is_top(&self, card: u8) -> bool {
        let (p, i) = self.at[usize::from(card)];
        p != HOME_PILE && i + 1 == self.len[usize::from(p)]
    }

    fn home_count(&self) -> usize {
        self.home.iter().map(|&h| usize::from(h)).sum()
    }
}

/// What undoing one atom needs.
#[derive(Clone, Copy)]
struct Undo {
    from: u8,
    at: u8,
    to: u8,
    count: u8,
    /// What the moved card lay on.
    was_on: u8,
    flipped: bool,
}

struct Dfs<'a> {
    faces: [Face; 52],
    /// `lies_on` and `face_up` keys.
    zobrist: Vec<u64>,
    line: Line<'a, Step>,
    seen: Seen,
    memory: usize,
}

/// Searches a Yukon-like game (`None` where it does not apply, or where its win does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let mut dfs = Dfs {
        faces: std::array::from_fn(|v| Face::of(v as u8)),
        zobrist: (0..52 * PLACES + 52)
            .map(|i| mix::finish(0x5955_4b4f_4e00_0000 + i as u64))
            .collect(),
        line: Line::new(budget),
        seen: Seen::with_capacity_and_hasher(1 << 12, Default::default()),
        memory: budget.memory,
    };
    let mut board = dfs.board(&shape, start);
    let won = dfs.search(&mut board);
    let seen = dfs.seen.len();
    dfs.line
        .report(won, seen, |line| replay(rules, &shape, start, line))
}

impl Dfs<'_> {
    fn lies_on(&self, card: u8, place: u8) -> u64 {
        self.zobrist[usize::from(card) * PLACES + usize::from(place)]
    }

    fn face_up(&self, card: u8) -> u64 {
        self.zobrist[52 * PLACES + usize::from(card)]
    }

    fn face(&self, card: u8) -> Face {
        self.faces[usize::from(card)]
    }

    fn board(&self, shape: &Shape, start: &Position) -> Board {
        let mut b = Board {
            piles: [[0; 52]; MAX_PILES],
            len: [0; MAX_PILES],
            down: [0; MAX_PILES],
            count: shape.piles.len(),
            at: [(HOME_PILE, 0); 52],
            home: [0; 4],
            key: 0,
        };
        for (i, &p) in shape.piles.iter().enumerate() {
            let pile = &start.piles[p];
            let mut below = FLOOR;
            for (j, c) in pile.cards.iter().enumerate() {
                let v = c.value() as u8;
                b.piles[i][j] = v;
                b.at[usize::from(v)] = (i as u8, j as u8);
                b.key ^= self.lies_on(v, below);
                if j >= pile.down {
                    b.key ^= self.face_up(v);
                }
                below = v;
            }
            b.len[i] = pile.len() as u8;
            b.down[i] = pile.down.min(pile.len()) as u8;
        }
        for &f in &shape.foundations {
            for c in &start.piles[f].cards {
                let v = c.value() as u8;
                b.home[usize::from(self.face(v).suit)] += 1;
                b.key ^= self.lies_on(v, HOME);
            }
        }
        b
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
    /// are home (an Ace holds nothing).
    fn safe_home(&self, b: &Board, card: u8) -> bool {
        let f = self.face(card);
        (0..4).all(|s| self.faces[s * 13].red == f.red || b.home[s] + 1 >= f.rank)
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
    fn key(&self, b: &Board) -> u64 {
        let mut key = b.key;
        for i in 0..b.count {
            let Some(top) = b.top(i) else { continue };
            let parent = twin(top);
            if let Some(c) = self.swappable(b, parent) {
                key ^= self.lies_on(c, parent) ^ self.lies_on(c, parent.min(top));
            }
        }
        key
    }

    /// The moves worth searching from `b`, best first, onto `out` (with their worth).
    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
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
        for from in 0..b.count {
            let (down, len) = (usize::from(b.down[from]), usize::from(b.len[from]));
            for at in down..len {
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
                let f = self.face(card);
                let parent = (0..4u8)
                    .map(|s| s * 13 + f.rank)
                    .find(|&p| self.face(p).red != f.red)
                    .expect("a parent");
                for p in [parent, twin(parent)] {
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

    fn play_atom(&self, b: &mut Board, atom: Atom) -> Undo {
        let (from, at) = b.at[usize::from(atom.card)];
        let (i, at_) = (usize::from(from), usize::from(at));
        let was_on = b.under(atom.card);
        let count = b.len[i] - at;
        b.key ^= self.lies_on(atom.card, was_on) ^ self.lies_on(atom.card, atom.onto);
        let to = match atom.onto {
            HOME => {
                b.home[usize::from(self.face(atom.card).suit)] += 1;
                b.at[usize::from(atom.card)] = (HOME_PILE, 0);
                HOME_PILE
            }
            onto => {
                let j = if onto == FLOOR {
                    (0..b.count)
                        .find(|&j| b.len[j] == 0)
                        .expect("an empty pile")
                } else {
                    usize::from(b.at[usize::from(onto)].0)
                };
                let dest = usize::from(b.len[j]);
                for k in 0..usize::from(count) {
                    let c = b.piles[i][at_ + k];
                    b.piles[j][dest + k] = c;
                    b.at[usize::from(c)] = (j as u8, (dest + k) as u8);
                }
                b.len[j] += count;
                j as u8
            }
        };
        b.len[i] = at;
        let flipped = at > 0 && b.down[i] == at;
        if flipped {
            b.down[i] -= 1;
            b.key ^= self.face_up(b.piles[i][at_ - 1]);
        }
        Undo {
            from,
            at,
            to,
            count,
            was_on,
            flipped,
        }
    }

    fn unplay_atom(&self, b: &mut Board, atom: Atom, u: Undo) {
        let (i, at) = (usize::from(u.from), usize::from(u.at));
        if u.flipped {
            b.key ^= self.face_up(b.piles[i][at - 1]);
            b.down[i] += 1;
        }
        b.key ^= self.lies_on(atom.card, u.was_on) ^ self.lies_on(atom.card, atom.onto);
        if u.to == HOME_PILE {
            b.home[usize::from(self.face(atom.card).suit)] -= 1;
            b.piles[i][at] = atom.card;
            b.at[usize::from(atom.card)] = (u.from, u.at);
        } else {
            let j = usize::from(u.to);
            let start = usize::from(b.len[j] - u.count);
            for k in 0..usize::from(u.count) {
                let c = b.piles[j][start + k];
                b.piles[i][at + k] = c;
                b.at[usize::from(c)] = (u.from, (at + k) as u8);
            }
            b.len[j] -= u.count;
        }
        b.len[i] = u.at + u.count;
    }

    fn play(&self, b: &mut Board, step: Step) -> [Option<Undo>; 2] {
        let first = self.play_atom(b, step.first);
        let then = step.then.map(|a| self.play_atom(b, a));
        [Some(first), then]
    }

    fn unplay(&self, b: &mut Board, step: Step, undo: [Option<Undo>; 2]) {
        if let (Some(a), Some(u)) = (step.then, undo[1]) {
            self.unplay_atom(b, a, u);
        }
        if let Some(u) = undo[0] {
            self.unplay_atom(b, step.first, u);
        }
    }

    /// Searches on from `b`; true once won (the line's path then holds the win).
    fn search(&mut self, b: &mut Board) -> bool {
        /// A position on the path: the moves left to try from it (best last) and how
        /// the search came to it.
        struct Frame {
            moves: Vec<Step>,
            came: Option<(Step, [Option<Undo>; 2])>,
        }
        let mut scratch = Vec::new();
        let mut frames: Vec<Frame> = Vec::new();
        if b.home_count() == 52 {
            return true;
        }
        if !self.visit(b) {
            return false;
        }
        let moves = self.searched(b, &mut scratch);
        frames.push(Frame { moves, came: None });
        while let Some(frame) = frames.last_mut() {
            let Some(step) = frame.moves.pop() else {
                let frame = frames.pop().expect("a frame");
                if let Some((step, undo)) = frame.came {
                    self.unplay(b, step, undo);
                    self.line.path.pop();
                }
                continue;
            };
            let undo = self.play(b, step);
            self.line.path.push(step);
            if b.home_count() == 52 {
                return true;
            }
            if self.visit(b) {
                let moves = self.searched(b, &mut scratch);
                frames.push(Frame {
                    moves,
                    came: Some((step, undo)),
                });
            } else {
                self.unplay(b, step, undo);
                self.line.path.pop();
                if self.line.stopped {
                    return false;
                }
            }
        }
        false
    }

    /// The moves to search from `b`, best last.
    fn searched(&self, b: &Board, scratch: &mut Vec<(i32, Step)>) -> Vec<Step> {
        self.moves(b, scratch);
        scratch.iter().rev().map(|&(_, step)| step).collect()
    }

    /// Notes `b` as reached; true if it is new and the budget allows searching it.
    fn visit(&mut self, b: &Board) -> bool {
        self.line.reached(b.home_count());
        if self.line.stopped || !self.seen.insert(self.key(b)) {
            return false;
        }
        if self.line.spent() || self.seen.len() * BYTES_A_POSITION > self.memory {
            self.line.stopped = true;
            return false;
        }
        true
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
        let (from, index) = pos.find(Card::from_byte(atom.card))?;
        let count = pos.piles[from].len() - index;
        let piles = &pos.piles;
        let to = match atom.onto {
            HOME => {
                let suit = Card::from_byte(atom.card).suit();
                let f = &shape.foundations;
                f.iter()
                    .copied()
                    .find(|&f| piles[f].top().is_some_and(|c| c.suit() == suit))
                    .or_else(|| f.iter().copied().find(|&f| piles[f].is_empty()))?
            }
            FLOOR => shape.piles.iter().copied().find(|&t| piles[t].is_empty())?,
            onto => pos.find(Card::from_byte(onto))?.0,
        };
        let mv = Move::transfer(from, to, count);
        rules.check(&pos, mv).ok()?;
        rules.apply(&mut pos, mv);
        moves.push(mv);
    }
    Some(moves)
}
