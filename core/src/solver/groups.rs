//! What the depth-first searches of Yukon, Scorpion, Canfield and the open builders
//! share (and `shortcuts`, which shortens their lines): a position as each tableau
//! pile's cards and what each card lies on (a card, a pile's floor, the stock or its foundation),
//! keyed by that and by which cards are face up. Pile order aside, that is the whole
//! position, and moving a card with everything on it changes what one card lies on,
//! so the key is kept up to date as moves are made and unmade (Zobrist hashing). And
//! the depth-first search over such positions, with its own stack (lines run long).

use super::budget::Budget;
use super::line::Line;
use super::mix;
use super::seen_table::SeenTable;
use crate::card::{Card, Rank};
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Direction, Goal, Rules, SuitRule};

/// At most this many tableau piles (Flower Garden's six beds and sixteen bouquet
/// cards).
pub(super) const MAX_PILES: usize = 22;
/// What a card lies on besides another card (card values are 0..52): a pile's floor,
/// the stock, its foundation.
pub(super) const FLOOR: u8 = 52;
pub(super) const STOCK: u8 = 53;
pub(super) const HOME: u8 = 54;
const PLACES: usize = 55;
/// `Board::at`'s pile for a card home or in the stock.
pub(super) const AWAY: u8 = u8::MAX;

/// One deck of four suits, won by bringing every card home from the Ace?
pub(super) fn one_deck_home_from_aces(rules: &Rules, start: &Position) -> bool {
    rules.deck_size() == 52
        && rules.copies() == 1
        && rules.def.goal == Goal::Foundations
        && rules.def.pairs.is_none()
        && start.base == Rank::ACE
}

/// Four foundations, each built up in suit from the Ace and keeping its cards (none
/// given back, no runs taken whole), each holding one suit from the Ace up at `start`:
/// the foundations `Board::of` keys.
pub(super) fn foundations_keep_suits_from_aces(rules: &Rules, start: &Position) -> bool {
    foundations_suits_from_aces(rules, start, false)
}

/// The same, but for whether each gives its top card back (`gives_back`, all alike).
pub(super) fn foundations_suits_from_aces(
    rules: &Rules,
    start: &Position,
    gives_back: bool,
) -> bool {
    rules.foundations.len() == 4
        && rules.foundations.iter().all(|&f| {
            let p = &rules.piles[f];
            p.gives_back == gives_back
                && !p.complete_runs
                && p.build
                    .is_some_and(|b| b.dir == Direction::Up && b.suit == SuitRule::Same && !b.wrap)
                && start.piles[f]
                    .cards
                    .iter()
                    .enumerate()
                    .all(|(i, c)| usize::from(c.rank().value()) == i + 1)
        })
}

/// For each card value, how many cards of each suit must be home before it goes home
/// never to be wanted in a pile again: the engine's rule (`Rules::builders`: the cards
/// that could lie on it and, where foundations give cards back, those that could lie
/// on those in turn), counted along foundations built up in suit from the rank after
/// `base` (a card value's rank part) round the corner.
pub(super) fn home_needed(rules: &Rules, base: u8) -> [[u8; 4]; 52] {
    let mut needed = [[0u8; 4]; 52];
    for (v, builders) in rules.builders.iter().enumerate().take(52) {
        for &o in builders {
            let s = usize::from(o / 13);
            needed[v][s] = needed[v][s].max((o % 13 + 13 - base) % 13 + 1);
        }
    }
    needed
}

/// The engine's move, in `pos`, of the cards from `card` up onto `onto`: a card value,
/// `FLOOR` (the first of `piles` that is empty) or `HOME` (`card`, a top card, to its
/// foundation); checked, made on `pos` and added to `moves`. `None` if illegal.
pub(super) fn replay_onto(
    rules: &Rules,
    pos: &mut Position,
    piles: &[PileId],
    (card, onto): (u8, u8),
    moves: &mut Vec<Move>,
) -> Option<()> {
    let (from, index) = pos.find(Card::from_byte(card))?;
    let count = pos.piles[from].len() - index;
    let mv = match onto {
        HOME => rules.home_move(pos, from)?,
        FLOOR => {
            let to = piles.iter().find(|&&t| pos.piles[t].is_empty())?;
            Move::transfer(from, *to, count)
        }
        onto => Move::transfer(from, pos.find(Card::from_byte(onto))?.0, count),
    };
    rules.check(pos, mv).ok()?;
    rules.apply(pos, mv);
    moves.push(mv);
    Some(())
}

/// The Zobrist keys: of each card lying on each place, and of each card face up.
pub(super) struct Keys(Vec<u64>);

impl Keys {
    pub fn new(seed: u64) -> Keys {
        Keys(
            (0..52 * PLACES + 52)
                .map(|i| mix::finish(seed + i as u64))
                .collect(),
        )
    }

    pub fn lies_on(&self, card: u8, place: u8) -> u64 {
        self.0[usize::from(card) * PLACES + usize::from(place)]
    }

    pub fn face_up(&self, card: u8) -> u64 {
        self.0[52 * PLACES + usize::from(card)]
    }
}

/// The position as searched.
#[derive(Clone)]
pub(super) struct Board {
    /// Tableau piles, card values bottom first.
    pub piles: [[u8; 52]; MAX_PILES],
    pub len: [u8; MAX_PILES],
    /// Cards face down at the bottom of each pile.
    pub down: [u8; MAX_PILES],
    pub count: usize,
    /// Where each card lies: (pile, index), the pile `AWAY` once home or in the stock.
    pub at: [(u8, u8); 52],
    /// Cards home, by suit index.
    pub home: [u8; 4],
    /// The Zobrist key of what each card lies on and which are face up.
    pub key: u64,
}

impl Board {
    /// `start` as searched: `piles` its tableau piles, `foundations` where cards go
    /// home (each holding one suit, lying there King down or Ace up as the game builds
    /// them: what matters is that every line keys them alike).
    pub fn of(start: &Position, piles: &[PileId], foundations: &[PileId], keys: &Keys) -> Board {
        let mut b = Board {
            piles: [[0; 52]; MAX_PILES],
            len: [0; MAX_PILES],
            down: [0; MAX_PILES],
            count: piles.len(),
            at: [(AWAY, 0); 52],
            home: [0; 4],
            key: 0,
        };
        for (i, &p) in piles.iter().enumerate() {
            let pile = &start.piles[p];
            let mut below = FLOOR;
            for (j, c) in pile.cards.iter().enumerate() {
                let v = c.value() as u8;
                b.piles[i][j] = v;
                b.at[usize::from(v)] = (i as u8, j as u8);
                b.key ^= keys.lies_on(v, below);
                if j >= pile.down {
                    b.key ^= keys.face_up(v);
                }
                below = v;
            }
            b.len[i] = pile.len() as u8;
            b.down[i] = pile.down.min(pile.len()) as u8;
        }
        for &f in foundations {
            for c in &start.piles[f].cards {
                let v = c.value() as u8;
                b.home[usize::from(v / 13)] += 1;
                b.key ^= keys.lies_on(v, HOME);
            }
        }
        b
    }

    /// Every face-up card in the tableau, each the bottom of a group that might
    /// move: (pile, index, card), pile by pile from the bottom.
    pub fn face_up_cards(&self) -> impl Iterator<Item = (usize, usize, u8)> + '_ {
        (0..self.count).flat_map(move |i| {
            (usize::from(self.down[i])..usize::from(self.len[i]))
                .map(move |k| (i, k, self.piles[i][k]))
        })
    }

    pub fn top(&self, i: usize) -> Option<u8> {
        (self.len[i] > 0).then(|| self.piles[i][usize::from(self.len[i]) - 1])
    }

    /// What `card`, in the tableau, lies on: a card or `FLOOR`.
    pub fn under(&self, card: u8) -> u8 {
        let (p, i) = self.at[usize::from(card)];
        if i == 0 {
            FLOOR
        } else {
            self.piles[usize::from(p)][usize::from(i) - 1]
        }
    }

    /// The card on `card`, in the tableau, if any.
    pub fn above(&self, card: u8) -> Option<u8> {
        let (p, i) = self.at[usize::from(card)];
        let (p, i) = (usize::from(p), usize::from(i));
        (i + 1 < usize::from(self.len[p])).then(|| self.piles[p][i + 1])
    }

    pub fn pile(&self, card: u8) -> u8 {
        self.at[usize::from(card)].0
    }

    pub fn is_face_up(&self, card: u8) -> bool {
        let (p, i) = self.at[usize::from(card)];
        p != AWAY && i >= self.down[usize::from(p)]
    }

    pub fn is_top(&self, card: u8) -> bool {
        let (p, i) = self.at[usize::from(card)];
        p != AWAY && i + 1 == self.len[usize::from(p)]
    }

    pub fn home_count(&self) -> usize {
        self.home.iter().map(|&h| usize::from(h)).sum()
    }

    /// Moves `card` with everything on it onto `onto`: a card, `FLOOR` (the first
    /// empty pile) or `HOME` (where the group, its suit from `card` down, goes off the
    /// table); the card it bares turns up if face down.
    pub fn play(&mut self, keys: &Keys, card: u8, onto: u8) -> Moved {
        self.play_into(keys, card, onto, None)
    }

    /// `play`, onto the floor of pile `into` where given (an empty one).
    pub fn play_into(&mut self, keys: &Keys, card: u8, onto: u8, into: Option<usize>) -> Moved {
        let (from, at) = self.at[usize::from(card)];
        let (i, at_) = (usize::from(from), usize::from(at));
        let was_on = self.under(card);
        let count = self.len[i] - at;
        self.key ^= keys.lies_on(card, was_on) ^ keys.lies_on(card, onto);
        let to = match onto {
            HOME => {
                self.home[usize::from(card / 13)] += count;
                for &c in &self.piles[i][at_..at_ + usize::from(count)] {
                    self.at[usize::from(c)] = (AWAY, 0);
                }
                AWAY
            }
            onto => {
                let j = if onto == FLOOR {
                    into.or_else(|| (0..self.count).find(|&j| self.len[j] == 0))
                        .expect("an empty pile")
                } else {
                    usize::from(self.at[usize::from(onto)].0)
                };
                self.shift(i, at_, j, usize::from(count));
                j as u8
            }
        };
        self.len[i] = at;
        let flipped = at > 0 && self.down[i] == at;
        if flipped {
            self.down[i] -= 1;
            self.key ^= keys.face_up(self.piles[i][at_ - 1]);
        }
        Moved {
            card,
            onto,
            from,
            at,
            to,
            count,
            was_on,
            flipped,
        }
    }

    /// Takes back `play`'s move.
    pub fn unplay(&mut self, keys: &Keys, m: Moved) {
        let (i, at) = (usize::from(m.from), usize::from(m.at));
        if m.flipped {
            self.key ^= keys.face_up(self.piles[i][at - 1]);
            self.down[i] += 1;
        }
        self.key ^= keys.lies_on(m.card, m.was_on) ^ keys.lies_on(m.card, m.onto);
        let count = usize::from(m.count);
        if m.to == AWAY {
            self.home[usize::from(m.card / 13)] -= m.count;
            for k in 0..count {
                let c = m.card - k as u8;
                self.piles[i][at + k] = c;
                self.at[usize::from(c)] = (m.from, (at + k) as u8);
            }
            self.len[i] = m.at + m.count;
        } else {
            let j = usize::from(m.to);
            self.shift(j, usize::from(self.len[j]) - count, i, count);
        }
    }

    /// The pile a card put onto `onto` lands in: `onto`'s, or for `FLOOR` the first
    /// empty one of the first `piles`.
    pub fn pile_for(&self, onto: u8, piles: usize) -> usize {
        if onto == FLOOR {
            (0..piles)
                .find(|&j| self.len[j] == 0)
                .expect("an empty pile")
        } else {
            usize::from(self.pile(onto))
        }
    }

    /// Puts `card`, off the table, on top of pile `j` (the keys are the caller's).
    pub fn place(&mut self, card: u8, j: usize) {
        let k = self.len[j];
        self.piles[j][usize::from(k)] = card;
        self.at[usize::from(card)] = (j as u8, k);
        self.len[j] += 1;
    }

    /// Takes `card`, a pile's top, off the table (the keys are the caller's).
    pub fn lift(&mut self, card: u8) {
        self.len[usize::from(self.pile(card))] -= 1;
        self.at[usize::from(card)] = (AWAY, 0);
    }

    /// Moves the `count` cards of pile `i` from `at` onto pile `j`.
    fn shift(&mut self, i: usize, at: usize, j: usize, count: usize) {
        let dest = usize::from(self.len[j]);
        for k in 0..count {
            let c = self.piles[i][at + k];
            self.piles[j][dest + k] = c;
            self.at[usize::from(c)] = (j as u8, (dest + k) as u8);
        }
        self.len[j] += count as u8;
        self.len[i] = at as u8;
    }
}

/// A group moved, as undoing it needs.
#[derive(Clone, Copy, Debug)]
pub(super) struct Moved {
    pub card: u8,
    pub onto: u8,
    from: u8,
    at: u8,
    to: u8,
    count: u8,
    /// What the card lay on.
    was_on: u8,
    flipped: bool,
}

/// A game searched over boards: its moves, made and unmade, and its key.
pub(super) trait Searched {
    type Step: Copy;
    type Undo: Copy;
    /// The moves worth searching from `b`, best first, onto `out` (with their worth).
    fn moves(&self, b: &Board, out: &mut Vec<(i32, Self::Step)>);
    fn play(&self, b: &mut Board, step: Self::Step) -> Self::Undo;
    fn unplay(&self, b: &mut Board, step: Self::Step, undo: Self::Undo);
    /// The moves a winning line's shortcuts may take (see `super::shortcuts`): by
    /// default those searched.
    fn shortcuts(&self, b: &Board, out: &mut Vec<(i32, Self::Step)>) {
        self.moves(b, out);
    }
    /// The position's key: the board's, or one that takes more positions as one.
    fn key(&self, b: &Board) -> u64 {
        b.key
    }
}

/// The depth-first search: the line it is on and the positions it has seen.
pub(super) struct Dfs<'a, S: Searched> {
    searched: &'a S,
    pub line: Line<'a, S::Step>,
    pub seen: SeenTable,
    memory: usize,
}

impl<'a, S: Searched> Dfs<'a, S> {
    pub fn new(searched: &'a S, budget: &'a Budget) -> Self {
        Dfs {
            searched,
            line: Line::new(budget),
            seen: SeenTable::with_capacity(1 << 12),
            memory: budget.memory,
        }
    }

    /// Searches on from `b`; true once won (the line's path then holds the win).
    pub fn search(&mut self, b: &mut Board) -> bool {
        /// A position on the path: where its moves left to try start in `moves` (they
        /// end where the next frame's start; best last), and how to take back the move
        /// that came to it (the path's last). Small: lines run millions long where moves
        /// can be undone.
        struct Frame<U> {
            first: u32,
            undo: Option<U>,
        }
        let mut scratch = Vec::new();
        if b.home_count() == 52 {
            return true;
        }
        if !self.visit(b, 0) {
            return false;
        }
        self.searched.moves(b, &mut scratch);
        let mut moves: Vec<S::Step> = scratch.iter().rev().map(|&(_, s)| s).collect();
        let mut frames = vec![Frame {
            first: 0,
            undo: None,
        }];
        // What the path takes besides the table: its frames, their moves, the line.
        let stack_bytes = |frames: &Vec<Frame<S::Undo>>, moves: &Vec<S::Step>, path: usize| {
            frames.capacity() * size_of::<Frame<S::Undo>>()
                + (moves.capacity() + path) * size_of::<S::Step>()
        };
        while let Some(frame) = frames.last() {
            if moves.len() == frame.first as usize {
                let frame = frames.pop().expect("a frame");
                if let Some(undo) = frame.undo {
                    let step = self.line.path.pop().expect("the move that came here");
                    self.searched.unplay(b, step, undo);
                }
                continue;
            }
            let step = moves.pop().expect("a move left");
            let undo = self.searched.play(b, step);
            self.line.path.push(step);
            if b.home_count() == 52 {
                return true;
            }
            let path = self.line.path.capacity();
            if self.visit(b, stack_bytes(&frames, &moves, path)) {
                self.searched.moves(b, &mut scratch);
                frames.push(Frame {
                    first: moves.len() as u32,
                    undo: Some(undo),
                });
                moves.extend(scratch.iter().rev().map(|&(_, s)| s));
            } else {
                self.searched.unplay(b, step, undo);
                self.line.path.pop();
                if self.line.stopped {
                    return false;
                }
            }
        }
        false
    }

    /// Notes `b` as reached; true if it is new and the budget allows searching it.
    /// `stack` is what the path takes besides (lines may run millions of moves long
    /// where moves can be undone).
    fn visit(&mut self, b: &Board, stack: usize) -> bool {
        self.line.reached(b.home_count());
        if self.line.stopped {
            return false;
        }
        // (Checked before the table grows, so that its peak stays within the budget.)
        if self.seen.bytes_with_one_more() + stack > self.memory {
            self.line.stopped = true;
            return false;
        }
        if !self.seen.insert(self.searched.key(b)) {
            return false;
        }
        if self.line.spent() {
            self.line.stopped = true;
            return false;
        }
        true
    }
}
