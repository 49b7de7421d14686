//! A complete depth-first search for the open builders (Beleaguered Castle, Streets
//! and Alleys, King Albert): every card face up in rows that build down by rank alone
//! or in alternating colours, any card filling an empty row, maybe a reserve of single
//! cards that nothing goes onto, foundations built up in suit from the Ace that keep
//! their cards or give their top card back, nothing else on the table.
//!
//! It searches one card at a time (a run that moves as a unit is those moves made
//! one after another, which the rules always allow), so it reaches every position the
//! game can. Positions are keyed as Yukon's are (what each card lies on, row order
//! aside, kept up to date move by move, and which reserve cards are left), eight bytes
//! each in the table, against the hundred or so a best-first search keeps for a
//! position: a lost deal is proved by going through every position it can reach, and
//! there are millions.

use super::budget::Budget;
use super::groups::{AWAY, Board, Dfs, FLOOR, HOME, Keys, MAX_PILES, Moved, Searched};
use super::groups::{foundations_suits_from_aces, home_needed, one_deck_home_from_aces};
use super::mix;
use super::searcher::Report;
use super::shortcuts::shortest;
use super::values::{parents, rank, suit};
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Direction, Fill, Movable, PileKind, Rules, SuitRule};

#[cfg(test)]
mod tests;

/// One card moved: home, onto a card one rank higher, or into an empty row (`FLOOR`);
/// from a row, the reserve, or (where they give cards back) a foundation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    card: u8,
    onto: u8,
}

/// The game's rows, reserve and foundations, where this search takes the game (see
/// `takes`).
struct Shape {
    /// The rows, then the reserve's piles: the board's piles, in this order.
    piles: Vec<PileId>,
    rows: usize,
    foundations: Vec<PileId>,
    /// Rows build in alternating colours (else by rank alone).
    alternate: bool,
    gives_back: bool,
}

impl Shape {
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let (rows, reserve): (Vec<PileId>, Vec<PileId>) = rules
            .tableau
            .iter()
            .partition(|&&t| rules.piles[t].build.is_some());
        let first = rules.piles[*rows.first()?].build?;
        let alternate = first.suit == SuitRule::AlternateColour;
        let rows_ok = rows.iter().all(|&t| {
            let p = &rules.piles[t];
            p.build.is_some_and(|b| {
                b.dir == Direction::Down
                    && b.suit == first.suit
                    && matches!(b.suit, SuitRule::Any | SuitRule::AlternateColour)
                    && !b.wrap
                    && !b.kings_end
            }) && matches!(p.moves, Movable::Top | Movable::Run)
                && p.empty == Fill::Any
                && p.max_cards.is_none()
                && p.refill_from.is_none()
                && !p.complete_runs
                && !rules.is_layered(t)
                && start.piles[t].down == 0
        });
        // Single cards, each on its own, that nothing goes onto.
        let reserve_ok = reserve.iter().all(|&t| {
            let p = &rules.piles[t];
            p.empty == Fill::Never
                && p.refill_from.is_none()
                && !rules.is_layered(t)
                && start.piles[t].down == 0
                && start.piles[t].len() <= 1
        });
        let gives_back = rules
            .foundations
            .first()
            .is_some_and(|&f| rules.piles[f].gives_back);
        let only_these = rules
            .piles
            .iter()
            .all(|p| matches!(p.kind, PileKind::Foundation | PileKind::Tableau));
        (foundations_suits_from_aces(rules, start, gives_back)
            && rows_ok
            && reserve_ok
            && rules.tableau.len() <= MAX_PILES
            && only_these
            && rules.stock.is_none()
            && rules.waste.is_none()
            && one_deck_home_from_aces(rules, start))
        .then(|| Shape {
            rows: rows.len(),
            piles: [rows, reserve].concat(),
            foundations: rules.foundations.clone(),
            alternate,
            gives_back,
        })
    }
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches an open builder (`None` where it does not apply, or where its line does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let builders = Builders::new(rules, &shape);
    let board = Board::of(start, &shape.piles, &shape.foundations, &builders.keys);
    let mut dfs = Dfs::new(&builders, budget);
    let won = dfs.search(&mut board.clone());
    let seen = dfs.seen.len();
    dfs.line.report(won, seen, |line| {
        replay(rules, start, &shortest(&builders, &board, line.to_vec()))
    })
}

/// The search's knowledge of the game, and its keys of what each card lies on.
struct Builders {
    keys: Keys,
    rows: usize,
    alternate: bool,
    gives_back: bool,
    /// What must be home before each card goes home alone (see `home_needed`).
    home_needed: [[u8; 4]; 52],
}

impl Builders {
    fn new(rules: &Rules, shape: &Shape) -> Builders {
        Builders {
            keys: Keys::new(0x4255_494c_4400_0000),
            rows: shape.rows,
            alternate: shape.alternate,
            gives_back: shape.gives_back,
            home_needed: home_needed(rules, 0),
        }
    }

    /// Can `card` go home, never to be wanted in a row again (see `home_needed`)?
    fn safe_home(&self, b: &Board, card: u8) -> bool {
        let needed = &self.home_needed[usize::from(card)];
        (0..4).all(|s| b.home[s] >= needed[s])
    }

    /// The cards `card` could lie on in a row: the first `n` of them (none for a King).
    fn parents(&self, card: u8) -> ([u8; 4], usize) {
        let r = rank(card);
        if r == 13 {
            ([0; 4], 0)
        } else if self.alternate {
            let [a, b] = parents(card);
            ([a, b, 0, 0], 2)
        } else {
            ([0u8, 1, 2, 3].map(|s| s * 13 + r), 4)
        }
    }

    /// Every move from `b` (a row's last card into an empty row aside), with its
    /// worth: home 30, onto a card 20 if that empties the row or leaves the reserve
    /// (else 10), into an empty row 5, back from a foundation 1.
    fn every_move(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
        let rows = self.rows;
        let empty = (0..rows).any(|i| b.len[i] == 0);
        let in_row = |onto: u8, not: usize| {
            b.is_top(onto) && usize::from(b.pile(onto)) < rows && usize::from(b.pile(onto)) != not
        };
        for i in 0..b.count {
            let Some(card) = b.top(i) else { continue };
            if b.home[suit(card)] + 1 == rank(card) {
                out.push((30, Step { card, onto: HOME }));
            }
            // Its row emptied, or the reserve left.
            let freeing = i >= rows || b.len[i] == 1;
            let (parents, n) = self.parents(card);
            for &onto in &parents[..n] {
                if in_row(onto, i) {
                    out.push((if freeing { 20 } else { 10 }, Step { card, onto }));
                }
            }
            if empty && (i >= rows || b.len[i] > 1) {
                out.push((5, Step { card, onto: FLOOR }));
            }
        }
        if self.gives_back {
            for s in 0..4u8 {
                let home = b.home[usize::from(s)];
                if home == 0 {
                    continue;
                }
                let card = s * 13 + home - 1;
                let (parents, n) = self.parents(card);
                for &onto in &parents[..n] {
                    if in_row(onto, usize::MAX) {
                        out.push((1, Step { card, onto }));
                    }
                }
                if empty {
                    out.push((1, Step { card, onto: FLOOR }));
                }
            }
        }
    }

    /// Puts `card`, back from its foundation, onto `onto` (a card or `FLOOR`, the
    /// first empty row).
    fn give_back(&self, b: &mut Board, card: u8, onto: u8) {
        b.place(card, b.pile_for(onto, self.rows));
        b.home[suit(card)] -= 1;
        b.key ^= self.keys.lies_on(card, HOME) ^ self.keys.lies_on(card, onto);
    }
}

/// What taking a step back needs: the card moved, or (a card given back) the key
/// before.
#[derive(Clone, Copy)]
enum Undo {
    Moved(Moved),
    GivenBack { key: u64 },
}

impl Searched for Builders {
    type Step = Step;
    type Undo = Undo;

    /// A safe card home alone; else every move, best first (see `every_move`).
    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        self.every_move(b, out);
        if let Some(&safe) = out
            .iter()
            .find(|&&(_, s)| s.onto == HOME && self.safe_home(b, s.card))
        {
            out.clear();
            out.push(safe);
            return;
        }
        // Best first; ties in the order found.
        out.sort_by_key(|&(worth, _)| -worth);
    }

    fn play(&self, b: &mut Board, step: Step) -> Undo {
        if b.at[usize::from(step.card)].0 == AWAY {
            let key = b.key;
            self.give_back(b, step.card, step.onto);
            Undo::GivenBack { key }
        } else {
            Undo::Moved(b.play(&self.keys, step.card, step.onto))
        }
    }

    fn unplay(&self, b: &mut Board, step: Step, undo: Undo) {
        match undo {
            Undo::Moved(m) => b.unplay(&self.keys, m),
            Undo::GivenBack { key } => {
                b.lift(step.card);
                b.home[suit(step.card)] += 1;
                b.key = key;
            }
        }
    }

    /// Every move, a safe one home or not.
    fn shortcuts(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        self.every_move(b, out);
    }

    /// The board's key, with which reserve cards are left.
    fn key(&self, b: &Board) -> u64 {
        let left = (self.rows..b.count)
            .filter(|&i| b.len[i] > 0)
            .fold(0u64, |set, i| set | 1 << i);
        if left == 0 {
            b.key
        } else {
            b.key ^ mix::finish(left)
        }
    }
}

/// The engine's moves for `line` from `start`; `None` if one would be illegal (a bug:
/// the caller falls back on the general searches).
fn replay(rules: &Rules, start: &Position, line: &[Step]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(line.len());
    for &step in line {
        let (from, _) = pos.find(Card::from_byte(step.card))?;
        let targets: &[PileId] = match step.onto {
            HOME => &rules.foundations,
            FLOOR => &rules.tableau,
            onto => &[pos.find(Card::from_byte(onto))?.0],
        };
        let to = targets.iter().copied().find(|&to| {
            (step.onto != FLOOR || pos.piles[to].is_empty())
                && rules.check(&pos, Move::transfer(from, to, 1)).is_ok()
        })?;
        let mv = Move::transfer(from, to, 1);
        rules.apply(&mut pos, mv);
        moves.push(mv);
    }
    Some(moves)
}
