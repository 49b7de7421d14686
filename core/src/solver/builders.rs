//! A complete depth-first search for the open builders that build regardless of suit
//! (Beleaguered Castle, Streets and Alleys): every card face up in rows that build
//! down by rank alone, any card filling an empty row, foundations built up in suit
//! from the Ace that keep their cards, nothing else on the table.
//!
//! It searches one card at a time (a run that moves as a unit is those moves made
//! one after another, which the rules always allow), so it reaches every position the
//! game can. Positions are keyed as Yukon's are (what each card lies on, row order
//! aside, kept up to date move by move), eight bytes each in the table, against the
//! hundred or so a best-first search keeps for a position: a lost deal is proved by
//! going through every position it can reach, and there are millions.

use super::budget::Budget;
use super::groups::{Board, Dfs, FLOOR, HOME, Keys, MAX_PILES, Moved, Searched};
use super::groups::{foundations_keep_suits_from_aces, one_deck_home_from_aces};
use super::searcher::Report;
use super::shortcuts::shortest;
use super::values::rank;
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Direction, Fill, Movable, PileKind, Rules, SuitRule};

#[cfg(test)]
mod tests;

/// One card moved: home, onto a card one rank higher, or into an empty row (`FLOOR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    card: u8,
    onto: u8,
}

/// The game's rows and foundations, where this search applies (see `applies`).
struct Shape {
    piles: Vec<PileId>,
    foundations: Vec<PileId>,
}

impl Shape {
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let rows_ok = (1..=MAX_PILES).contains(&rules.tableau.len())
            && rules.tableau.iter().all(|&t| {
                let p = &rules.piles[t];
                p.build.is_some_and(|b| {
                    b.dir == Direction::Down && b.suit == SuitRule::Any && !b.wrap && !b.kings_end
                }) && matches!(p.moves, Movable::Top | Movable::Run)
                    && p.empty == Fill::Any
                    && p.max_cards.is_none()
                    && p.refill_from.is_none()
                    && !p.complete_runs
                    && start.piles[t].down == 0
            });
        let only_these = rules
            .piles
            .iter()
            .all(|p| matches!(p.kind, PileKind::Foundation | PileKind::Tableau));
        (foundations_keep_suits_from_aces(rules, start)
            && rows_ok
            && only_these
            && rules.stock.is_none()
            && rules.waste.is_none()
            && one_deck_home_from_aces(rules, start))
        .then(|| Shape {
            piles: rules.tableau.clone(),
            foundations: rules.foundations.clone(),
        })
    }
}

/// Does this search apply to the game (see `Shape::of`)?
pub fn applies(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches an open builder (`None` where it does not apply, or where its line does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let builders = Builders {
        keys: Keys::new(0x4255_494c_4400_0000),
    };
    let board = Board::of(start, &shape.piles, &shape.foundations, &builders.keys);
    let mut dfs = Dfs::new(&builders, budget);
    let won = dfs.search(&mut board.clone());
    let seen = dfs.seen.len();
    dfs.line.report(won, seen, |line| {
        replay(rules, start, &shortest(&builders, &board, line.to_vec()))
    })
}

/// The search's keys of what each card lies on.
struct Builders {
    keys: Keys,
}

impl Builders {
    /// Can `card` go home, never to be wanted in a row again: are the cards it could
    /// hold (any of the rank below) all home?
    fn safe_home(b: &Board, card: u8) -> bool {
        b.home.iter().all(|&h| h + 1 >= rank(card))
    }

    /// Every move from `b` (a row's last card into an empty row aside), with its
    /// worth: home 30, onto a card 20 if that empties the row (else 10), into an
    /// empty row 5.
    fn every_move(b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
        let empty = (0..b.count).any(|i| b.len[i] == 0);
        for i in 0..b.count {
            let Some(card) = b.top(i) else { continue };
            if b.home[usize::from(card / 13)] + 1 == rank(card) {
                out.push((30, Step { card, onto: HOME }));
            }
            let alone = b.len[i] == 1;
            if rank(card) < 13 {
                for suit in 0..4u8 {
                    let onto = suit * 13 + rank(card);
                    if b.is_top(onto) && usize::from(b.pile(onto)) != i {
                        out.push((if alone { 20 } else { 10 }, Step { card, onto }));
                    }
                }
            }
            if empty && !alone {
                out.push((5, Step { card, onto: FLOOR }));
            }
        }
    }
}

impl Searched for Builders {
    type Step = Step;
    type Undo = Moved;

    /// A safe card home alone; else every move, best first (see `every_move`).
    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        Self::every_move(b, out);
        if let Some(&safe) = out
            .iter()
            .find(|&&(_, s)| s.onto == HOME && Self::safe_home(b, s.card))
        {
            out.clear();
            out.push(safe);
            return;
        }
        // Best first; ties in the order found.
        out.sort_by_key(|&(worth, _)| -worth);
    }

    fn play(&self, b: &mut Board, step: Step) -> Moved {
        b.play(&self.keys, step.card, step.onto)
    }

    fn unplay(&self, b: &mut Board, _: Step, undo: Moved) {
        b.unplay(&self.keys, undo);
    }

    /// Every move, a safe one home or not.
    fn shortcuts(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        Self::every_move(b, out);
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
