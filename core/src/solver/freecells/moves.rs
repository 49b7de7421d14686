//! The moves the search tries from a board, as the engine's moves: every legal move
//! but those that lead where another does (of the empty cells, and of the empty
//! columns, only the first; a whole column never moves to an empty one), as the
//! general search's candidates; and the safe moves home it makes after each.

use super::super::values::{parents, rank, suit};
use super::Shape;
use super::board::{Board, COLUMN_ROOM, IN_CELL, MAX_CELLS, MAX_COLUMNS, NONE, Place, Step};

impl Shape {
    /// The foundation pile `card` goes to: its suit's, or the first no suit has taken.
    fn foundation_for(&self, b: &Board, card: u8) -> usize {
        let f = b.found[suit(card)];
        let f = if f != NONE {
            usize::from(f)
        } else {
            (0..self.foundations.len())
                .find(|&f| !b.found.contains(&(f as u8)))
                .expect("a foundation for each suit")
        };
        self.foundations[f]
    }

    /// Can `card` go home now?
    fn goes_home(b: &Board, card: u8) -> bool {
        b.home[suit(card)] + 1 == rank(card)
    }

    /// Can `card`, about to go home, never be wanted in a column again: are the cards
    /// that could be built on it home? (In suit, the one below it is.)
    fn safe_home(&self, b: &Board, card: u8) -> bool {
        let below = rank(card) - 1;
        !self.alternate || {
            let others = if matches!(suit(card), 1 | 2) {
                [0, 3]
            } else {
                [1, 2]
            };
            others.iter().all(|&o| b.home[o] >= below)
        }
    }

    /// A safe move home from a column's top or a cell, if there is one (the first,
    /// by pile id).
    pub(super) fn safe_home_move(&self, b: &Board) -> Option<Step> {
        let safe = |card: u8| Self::goes_home(b, card) && self.safe_home(b, card);
        let cell = (0..self.cells.len()).find(|&c| b.cells[c] != NONE && safe(b.cells[c]));
        if let Some(c) = cell {
            let card = b.cells[c];
            return Some(Step::new(self.cells[c], self.foundation_for(b, card), 1));
        }
        (0..self.tableau.len()).find_map(|i| {
            let card = b.top(i).filter(|&c| safe(c))?;
            Some(Step::new(self.tableau[i], self.foundation_for(b, card), 1))
        })
    }

    /// The safe move home of column `pile`'s top card, if `pile` is a column and its
    /// top has one: after a move that sent nothing home, only the card it uncovered
    /// can have one.
    pub(super) fn safe_home_move_from(&self, b: &Board, pile: usize) -> Option<Step> {
        let Place::Column(i) = self.place[pile] else {
            return None;
        };
        let card = b.top(i)?;
        (Self::goes_home(b, card) && self.safe_home(b, card))
            .then(|| Step::new(pile, self.foundation_for(b, card), 1))
    }

    /// Fills `out` with the moves to try from `b` (which has no safe move home; `lean`:
    /// see `Weights::lean`), in the order the engine lists them: source piles by id
    /// (the cells, then the columns), then runs short to long, then destinations by id
    /// (a cell, a foundation, columns), so that this search's children, and the ties
    /// among them, come as the general search's do.
    pub(super) fn moves(&self, b: &Board, out: &mut Vec<Step>, lean: bool) {
        out.clear();
        let columns = self.tableau.len();
        let free = b.cells[..self.cells.len()]
            .iter()
            .filter(|&&c| c == NONE)
            .count();
        let empties = (0..columns).filter(|&i| b.lens[i] == 0).count();
        // How many cards one move may carry onto a card, and into an empty column.
        let (onto_card, into_empty) = if self.columns_double {
            (
                (free + 1) << empties,
                (free + 1) << empties.saturating_sub(1),
            )
        } else {
            (free + 1, free + 1)
        };
        let free_cell = (0..self.cells.len()).find(|&i| b.cells[i] == NONE);
        let empty_column = (0..columns).find(|&i| b.lens[i] == 0);
        let fills = |card: u8| !self.kings_fill || rank(card) == 13;
        // Onto columns: those whose top `bottom` builds on (at most two), and the first
        // empty one, in order.
        let onto_columns = |out: &mut Vec<Step>,
                            from: usize,
                            source: Option<usize>,
                            bottom: u8,
                            count: usize,
                            whole: bool| {
            let (mut a, mut c, mut e) = (usize::MAX, usize::MAX, usize::MAX);
            if count == 1 || count <= onto_card {
                let [p, q] = self.parents[usize::from(bottom)];
                a = open_top(b, p, source);
                c = open_top(b, q, source);
            }
            if let Some(j) = empty_column
                && !whole
                && (count == 1 || count <= into_empty)
                && fills(bottom)
            {
                e = j;
            }
            if a > c {
                (a, c) = (c, a);
            }
            for j in [a.min(e), c.min(a.max(e)), c.max(e)] {
                if j == usize::MAX {
                    break;
                }
                out.push(Step::new(from, self.tableau[j], count));
            }
        };
        for c in 0..self.cells.len() {
            let card = b.cells[c];
            if card == NONE {
                continue;
            }
            let from = self.cells[c];
            if Self::goes_home(b, card) {
                out.push(Step::new(from, self.foundation_for(b, card), 1));
            }
            // (Into an empty column too: a whole pile stays out only of its own group.)
            onto_columns(out, from, None, card, 1, false);
        }
        // (Runs longer than any move may carry go nowhere.)
        let longest = onto_card.max(into_empty).max(1);
        for i in 0..columns {
            let col = b.column(i);
            let from = self.tableau[i];
            for k in 1..=usize::from(b.runs[i]).min(longest) {
                let bottom = col[col.len() - k];
                if k == 1 {
                    if let Some(c) = free_cell
                        && (!lean || col.len() < 2 || {
                            let under = col[col.len() - 2];
                            Self::goes_home(b, under)
                                || self.parents[usize::from(under)]
                                    .iter()
                                    .any(|&p| open_top(b, p, Some(i)) != usize::MAX)
                        })
                    {
                        out.push(Step::new(from, self.cells[c], 1));
                    }
                    if Self::goes_home(b, bottom) {
                        out.push(Step::new(from, self.foundation_for(b, bottom), 1));
                    }
                }
                // A whole column never moves into an empty one.
                onto_columns(out, from, Some(i), bottom, k, k == col.len());
            }
        }
    }

    /// Adds to `out` the moves that dig a card out, each as its steps one after
    /// another, and to `ends` where each ends in `out`: the cards on it moved off one
    /// at a time from the top, each onto a parent at another column's top, or else
    /// into a free cell, then the card home or onto a parent: one position for what
    /// takes the single moves' search a position a card, as Freecell Solver's moves
    /// with a goal do. (Where one card lies on it, the single moves' search finds the
    /// two moves itself: digging those out too made more positions.)
    pub(super) fn digs(&self, b: &Board, out: &mut Vec<Step>, ends: &mut Vec<usize>) {
        let mut free = [0; MAX_CELLS];
        let mut n = 0;
        for c in (0..self.cells.len()).filter(|&c| b.cells[c] == NONE) {
            free[n] = self.cells[c];
            n += 1;
        }
        let columns = self.tableau.len();
        // The column whose top each card is (`NONE`: none).
        let mut top_of = [NONE; 52];
        let mut tops = [NONE; MAX_COLUMNS];
        for (j, top) in tops.iter_mut().enumerate().take(columns) {
            if let Some(t) = b.top(j) {
                top_of[usize::from(t)] = j as u8;
                *top = t;
            }
        }
        let mut moved = [Step::new(0, 0, 0); COLUMN_ROOM];
        // The columns whose tops the cards moved off covered, and what was on top.
        let mut covered = [(0usize, NONE); COLUMN_ROOM];
        for i in 0..columns {
            let col = b.column(i);
            // (Two cards moved off and one dug out at least.)
            if col.len() < 3 {
                continue;
            }
            let from = self.tableau[i];
            let onto_parent = |top_of: &[u8; 52], card: u8| {
                let [p, q] = self.parents[usize::from(card)];
                let at = |p: u8| match p {
                    NONE => None,
                    p => Some(usize::from(top_of[usize::from(p)]))
                        .filter(|&j| j != i && j != usize::from(NONE)),
                };
                at(p).or_else(|| at(q))
            };
            let (mut cells, mut parked) = (0, 0);
            for k in 0..col.len().saturating_sub(1) {
                let card = col[col.len() - 1 - k];
                moved[k] = match onto_parent(&top_of, card) {
                    Some(j) => {
                        covered[parked] = (j, tops[j]);
                        parked += 1;
                        top_of[usize::from(tops[j])] = NONE;
                        top_of[usize::from(card)] = j as u8;
                        tops[j] = card;
                        Step::new(from, self.tableau[j], 1)
                    }
                    None if cells < n => {
                        cells += 1;
                        Step::new(from, free[cells - 1], 1)
                    }
                    None => break,
                };
                let dug = col[col.len() - 2 - k];
                let to = if k == 0 {
                    None
                } else if Self::goes_home(b, dug) {
                    Some(self.foundation_for(b, dug))
                } else {
                    onto_parent(&top_of, dug).map(|j| self.tableau[j])
                };
                if let Some(to) = to {
                    out.extend_from_slice(&moved[..=k]);
                    out.push(Step::new(from, to, 1));
                    ends.push(out.len());
                }
            }
            // The tops as they were, for the next column.
            for &(j, top) in covered[..parked].iter().rev() {
                top_of[usize::from(tops[j])] = NONE;
                top_of[usize::from(top)] = j as u8;
                tops[j] = top;
            }
            if let Some(t) = b.top(i) {
                top_of[usize::from(t)] = i as u8;
            }
        }
    }

    /// The cards each card builds on in a column, `NONE` where there are fewer than
    /// two (Kings build on nothing).
    pub(super) fn parents_of(alternate: bool) -> [[u8; 2]; 52] {
        std::array::from_fn(|card| {
            let card = card as u8;
            if rank(card) == 13 {
                return [NONE; 2];
            }
            if !alternate {
                return [card + 1, NONE];
            }
            parents(card)
        })
    }
}

/// The column whose top is `card`, unless it is `from` (`usize::MAX`: none).
fn open_top(b: &Board, card: u8, from: Option<usize>) -> usize {
    if card == NONE {
        return usize::MAX;
    }
    match b.at[usize::from(card)] {
        (j, height) if j < IN_CELL && height + 1 == b.lens[usize::from(j)] => {
            let j = usize::from(j);
            if Some(j) == from { usize::MAX } else { j }
        }
        _ => usize::MAX,
    }
}
