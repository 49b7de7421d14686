//! Where a lost game could still have been won. Along a line of play, being winnable
//! only ever turns from yes to no (a position from which a later one on the line can be
//! won can be won too, by playing on to it), so the latest winnable point is found by
//! bisection over the starts of the player's actions: a few solves, not one per action.

use super::budget::Budget;
use super::portfolio::solve;
use super::searcher::Verdict;
use crate::game::Game;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rewind {
    /// Keeping this many moves (taking back the rest, action by action) leaves a
    /// position the solver wins.
    To(usize),
    /// The deal cannot be won at all.
    DealLost,
    /// No earlier position was proved winnable within the budget.
    Unknown,
}

/// The latest start of a player's action in `game`'s history from which the solver
/// finds a win, each solve within `budget`.
pub fn last_winnable(game: &Game, budget: &Budget) -> Rewind {
    let moves = game.history();
    // Positions before each of the player's actions (not before moves that followed
    // one, nor before cards sent home as the deal landed).
    let starts: Vec<usize> = (0..moves.len()).filter(|&i| !game.follows()[i]).collect();
    let rules = game.rules();
    let verdict_at = |len: usize| {
        let mut pos = game.initial().clone();
        for a in &moves[..len] {
            rules.apply(&mut pos, a.mv);
        }
        solve(rules, &pos, budget).verdict
    };
    // The latest start proved winnable lies in [lo, hi).
    let (mut lo, mut hi) = (0, starts.len());
    let mut found = None;
    let mut first_lost = false;
    while lo < hi {
        let mid = (lo + hi) / 2;
        match verdict_at(starts[mid]) {
            Verdict::Solved(_) => {
                found = Some(starts[mid]);
                lo = mid + 1;
            }
            verdict => {
                first_lost |= mid == 0 && verdict == Verdict::Impossible;
                hi = mid;
            }
        }
    }
    match found {
        Some(len) => Rewind::To(len),
        // Before the player's first action only safe moves were made: the deal is lost.
        None if first_lost => Rewind::DealLost,
        None => Rewind::Unknown,
    }
}
