//! The free-cell games' position as their search holds it: each column's cards, the
//! cells and the foundations in fixed arrays of card values (suit × 13 + rank − 1), so
//! that a child is a copy and a few bytes changed, with what the key and the estimate
//! need kept up to date as cards move.

use super::super::heuristic::Weights;
use super::super::mix::{finish, mix};
use super::super::values::{is_red, rank, suit};
use super::Shape;
use crate::moves::Move;
use crate::position::Position;

/// No card (an empty cell), or no column (a card home).
pub(super) const NONE: u8 = u8::MAX;
/// A card's "column" when it lies in a cell (`Board::at`).
pub(super) const IN_CELL: u8 = u8::MAX - 1;
pub(super) const MAX_COLUMNS: usize = 10;
pub(super) const MAX_CELLS: usize = 8;
/// A column's room: the longest deal (7) and a run from a King on it (13) fit.
pub(super) const COLUMN_ROOM: usize = 20;

/// A move as the search makes it: `count` cards from pile `from` to pile `to` (pile
/// ids, as the engine's transfers and the tree's moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Step {
    pub from: u8,
    pub to: u8,
    pub count: u8,
}

impl Step {
    pub fn new(from: usize, to: usize, count: usize) -> Step {
        Step {
            from: from as u8,
            to: to as u8,
            count: count as u8,
        }
    }

    /// The engine's move (a transfer).
    pub fn of(mv: Move) -> Step {
        let Move::Transfer { from, to, count } = mv else {
            unreachable!("free-cell games move cards, nothing else");
        };
        Step::new(from, to, count)
    }

    #[cfg(test)]
    pub fn mv(self) -> Move {
        Move::transfer(
            usize::from(self.from),
            usize::from(self.to),
            usize::from(self.count),
        )
    }

    pub fn bytes(self) -> [u8; 3] {
        [self.from, self.to, self.count]
    }
}

#[derive(Clone)]
pub(super) struct Board {
    pub cols: [[u8; COLUMN_ROOM]; MAX_COLUMNS],
    pub lens: [u8; MAX_COLUMNS],
    pub cells: [u8; MAX_CELLS],
    /// Cards home, a suit.
    pub home: [u8; 4],
    /// The foundation (its index among the foundations) each suit has gone to, once
    /// its Ace is home.
    pub found: [u8; 4],
    /// Each column's top run: how many cards on top build on one another.
    pub runs: [u8; MAX_COLUMNS],
    /// Where each card lies: column and height, or `IN_CELL` and the cell (`NONE`
    /// once home).
    pub at: [(u8, u8); 52],
    /// Each column's cards hashed where they lie, summed (see `key`).
    sums: [u64; MAX_COLUMNS],
    /// The columns' sums finished, summed; the cells' cards hashed, summed.
    columns_hash: u64,
    cells_hash: u64,
    /// For the estimate: columns with cards, cards under their columns' top runs,
    /// full cells.
    filled: u8,
    unordered: u8,
    full: u8,
}

impl Board {
    /// The board of `pos`, a position of a game of this `shape`.
    pub fn of(shape: &Shape, pos: &Position) -> Board {
        let mut b = Board {
            cols: [[NONE; COLUMN_ROOM]; MAX_COLUMNS],
            lens: [0; MAX_COLUMNS],
            cells: [NONE; MAX_CELLS],
            home: [0; 4],
            found: [NONE; 4],
            runs: [0; MAX_COLUMNS],
            at: [(NONE, NONE); 52],
            sums: [0; MAX_COLUMNS],
            columns_hash: 0,
            cells_hash: 0,
            filled: 0,
            unordered: 0,
            full: 0,
        };
        for (i, &t) in shape.tableau.iter().enumerate() {
            for (j, c) in pos.piles[t].cards.iter().enumerate() {
                b.cols[i][j] = c.value() as u8;
            }
            b.lens[i] = pos.piles[t].len() as u8;
        }
        for (i, &c) in shape.cells.iter().enumerate() {
            b.cells[i] = pos.piles[c].top().map_or(NONE, |c| c.value() as u8);
        }
        for (i, &f) in shape.foundations.iter().enumerate() {
            if let Some(top) = pos.piles[f].top() {
                let s = top.suit().index();
                b.home[s] = top.rank().value();
                b.found[s] = i as u8;
            }
        }
        b.refresh(shape);
        b
    }

    /// Recomputes what is kept up to date from the cards where they lie.
    pub fn refresh(&mut self, shape: &Shape) {
        self.at = [(NONE, NONE); 52];
        self.columns_hash = 0;
        (self.filled, self.unordered, self.full) = (0, 0, 0);
        for i in 0..shape.tableau.len() {
            let mut sum = 0u64;
            for j in 0..usize::from(self.lens[i]) {
                let c = self.cols[i][j];
                sum = sum.wrapping_add(lying(j, c));
                self.at[usize::from(c)] = (i as u8, j as u8);
            }
            self.sums[i] = sum;
            self.columns_hash = self.columns_hash.wrapping_add(finish(sum));
            self.runs[i] = self.run_of(shape, i) as u8;
            self.filled += u8::from(self.lens[i] > 0);
            self.unordered += self.lens[i] - self.runs[i];
        }
        self.cells_hash = 0;
        for (i, &c) in self.cells[..shape.cells.len()].iter().enumerate() {
            if c != NONE {
                self.full += 1;
                self.cells_hash = self.cells_hash.wrapping_add(in_cell(c));
                self.at[usize::from(c)] = (IN_CELL, i as u8);
            }
        }
    }

    /// How many cards on top of column `i` build on one another, counted anew.
    fn run_of(&self, shape: &Shape, i: usize) -> usize {
        let col = self.column(i);
        match col.len() {
            0 => 0,
            _ => {
                1 + col
                    .windows(2)
                    .rev()
                    .take_while(|w| shape.builds(w[0], w[1]))
                    .count()
            }
        }
    }

    pub fn column(&self, i: usize) -> &[u8] {
        &self.cols[i][..usize::from(self.lens[i])]
    }

    pub fn top(&self, i: usize) -> Option<u8> {
        self.column(i).last().copied()
    }

    pub fn home_count(&self) -> usize {
        self.home.iter().map(|&h| usize::from(h)).sum()
    }

    /// Column `i`'s sum becomes `sum`.
    fn set_sum(&mut self, i: usize, sum: u64) {
        self.columns_hash = self
            .columns_hash
            .wrapping_sub(finish(self.sums[i]))
            .wrapping_add(finish(sum));
        self.sums[i] = sum;
    }

    /// Makes an engine move of this game on the board (a legal one: moves the search
    /// makes, and those it replays from its tree).
    pub fn apply(&mut self, shape: &Shape, step: Step) {
        let (from, to) = (usize::from(step.from), usize::from(step.to));
        let count = usize::from(step.count);
        let mut moved = [NONE; 13];
        let card = match shape.place[from] {
            Place::Column(i) => {
                let len = usize::from(self.lens[i]);
                let first = len - count;
                let mut sum = self.sums[i];
                for (k, &c) in self.cols[i][first..len].iter().enumerate() {
                    sum = sum.wrapping_sub(lying(first + k, c));
                    moved[k] = c;
                }
                self.set_sum(i, sum);
                self.unordered -= self.lens[i] - self.runs[i];
                self.lens[i] = first as u8;
                self.runs[i] = if count < usize::from(self.runs[i]) {
                    self.runs[i] - count as u8
                } else {
                    self.run_of(shape, i) as u8
                };
                self.unordered += self.lens[i] - self.runs[i];
                self.filled -= u8::from(first == 0);
                moved[0]
            }
            Place::Cell(i) => {
                let card = std::mem::replace(&mut self.cells[i], NONE);
                self.full -= 1;
                self.cells_hash = self.cells_hash.wrapping_sub(in_cell(card));
                moved[0] = card;
                card
            }
            Place::Foundation(_) => unreachable!("cards stay on the foundations"),
        };
        match shape.place[to] {
            Place::Column(j) => {
                let at = usize::from(self.lens[j]);
                let mut sum = self.sums[j];
                for (k, &c) in moved[..count].iter().enumerate() {
                    self.cols[j][at + k] = c;
                    sum = sum.wrapping_add(lying(at + k, c));
                    self.at[usize::from(c)] = (j as u8, (at + k) as u8);
                }
                self.set_sum(j, sum);
                self.lens[j] += count as u8;
                // The cards moved are a run, and land on a card they build on: the
                // cards under the top run stay as many.
                self.runs[j] = if at == 0 { 0 } else { self.runs[j] } + count as u8;
                self.filled += u8::from(at == 0);
            }
            Place::Cell(j) => {
                self.cells[j] = card;
                self.full += 1;
                self.cells_hash = self.cells_hash.wrapping_add(in_cell(card));
                self.at[usize::from(card)] = (IN_CELL, j as u8);
            }
            Place::Foundation(f) => {
                self.home[suit(card)] += 1;
                self.found[suit(card)] = f as u8;
                self.at[usize::from(card)] = (NONE, NONE);
            }
        }
    }

    /// The position's key: equal for positions that differ only in the order of the
    /// columns and of the cells.
    pub fn key(&self) -> u64 {
        let home = self.home.iter().fold(0u64, |h, &c| h << 4 | u64::from(c));
        finish(mix(mix(self.columns_hash, self.cells_hash), home))
    }

    /// The estimate, as `Weights::pile_cost` and `priority_from` count it: cards not
    /// home; each column cleared or not, its cards under its top run, and the cards on
    /// the lowest cards of each suit not home (and on the rank above, with two buried
    /// ranks); full cells.
    pub fn cost(&self, weights: &Weights) -> u32 {
        let mut burying = 0;
        if weights.burying > 0 {
            let ranks = weights.buried_ranks;
            for s in 0..4 {
                for above in 1..=ranks {
                    let rank = self.home[s] + above;
                    if rank > 13 {
                        break;
                    }
                    let (i, j) = self.at[s * 13 + usize::from(rank) - 1];
                    if i < IN_CELL {
                        let on = u32::from(self.lens[usize::from(i)] - 1 - j);
                        burying += on * u32::from(ranks - above + 1);
                    }
                }
            }
        }
        weights.away * (52 - self.home_count() as u32)
            + weights.column * u32::from(self.filled)
            + weights.unordered * u32::from(self.unordered)
            + weights.burying * burying
            + weights.cell * u32::from(self.full)
    }
}

/// Where a pile of the game lies on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Column(usize),
    Cell(usize),
    Foundation(usize),
}

/// Card `card` lying `at` cards up a column, hashed: a column's hash is the sum of
/// its cards'. (An empty column's is zero, and so is `finish(0)`: it adds nothing.)
fn lying(at: usize, card: u8) -> u64 {
    LYING[at][usize::from(card)]
}

/// `lying`'s hashes, looked up: cards move by the million.
static LYING: [[u64; 52]; COLUMN_ROOM] = {
    let mut t = [[0; 52]; COLUMN_ROOM];
    let mut at = 0;
    while at < COLUMN_ROOM {
        let mut card = 0;
        while card < 52 {
            t[at][card] = finish(((at as u64) << 8 | card as u64) + 1);
            card += 1;
        }
        at += 1;
    }
    t
};

/// Card `card` in a cell, hashed.
fn in_cell(card: u8) -> u64 {
    finish(u64::from(card) + 0x1_0000)
}

impl Shape {
    /// Does `over` build on `under` in a column?
    pub fn builds(&self, under: u8, over: u8) -> bool {
        rank(under) == rank(over) + 1
            && if self.alternate {
                is_red(under) != is_red(over)
            } else {
                suit(under) == suit(over)
            }
    }
}
