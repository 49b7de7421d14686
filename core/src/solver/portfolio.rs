//! `solve`: the searches of a game's portfolio take turns at one position until one
//! decides it or the budget runs out.

use super::beam::Beam;
use super::budget::Budget;
use super::freecells::CellsSearch;
use super::heuristic::Weights;
use super::search::Search;
use super::searcher::{Report, Searcher, Verdict};
use crate::position::Position;
use crate::rules::{Rules, Tuning};
use std::time::Instant;

/// The search `weights` ask for: a beam search or a best-first one (the free-cell
/// games' own, where the game has their shape).
fn searcher<'a>(rules: &'a Rules, start: &'a Position, weights: Weights) -> Box<dyn Searcher + 'a> {
    if weights.beam.is_some() {
        Box::new(Beam::new(rules, start, weights))
    } else if weights.is_complete()
        && let Some(search) = CellsSearch::new(rules, start, weights)
    {
        Box::new(search)
    } else {
        Box::new(Search::new(rules, start, weights))
    }
}

/// Searches for a win from `start`. Several searches with different weights take
/// turns, each given twice as many positions every round: a deal that one set of
/// weights finds hard is often easy for another, and easy deals never get past the
/// first search's first turn. Any one complete search (one that tries every move)
/// that runs out of positions proves the deal impossible.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Report {
    // Games won by clearing the tableau onto the waste have a search of their own.
    if let Some(report) = super::onto_waste::solve(rules, start, budget) {
        return report;
    }
    // So have games whose cards leave in pairs (Pyramid).
    if let Some(report) = super::pairs::solve(rules, start, budget) {
        return report;
    }
    // And Klondike and its kin, where the searches below try next what it leaves
    // undecided, within `AFTER_KLONDIKE` positions: its depth-first order misses a few
    // wins that they find at once (of deals 1..300 at 300k positions: Vegas Klondike
    // 9, Klondike Draw Three 3, Klondike 2; Klondike #19 at 3M, which they win in 68k),
    // while they prove no deal lost that it leaves undecided.
    // Yukon too, the same way (its wins those searches do miss are rare).
    let began = Instant::now();
    let first = super::klondike::solve(rules, start, budget)
        .or_else(|| super::yukon::solve(rules, start, budget));
    if let Some(first) = first {
        if first.verdict != Verdict::Unknown || budget.out_of_time(began) {
            return first;
        }
        let rest = after(budget, &first, budget.nodes.min(AFTER_KLONDIKE));
        let second = best_first(rules, start, &rest);
        return merged(first, second);
    }
    // Scorpion the other way round: the best-first search first, within
    // `BEFORE_SCORPION` positions, where it wins a deal in fewer positions the easier
    // the deal (so the shipped grades, made with it, rank deals as it finds them and
    // its lines stay); then its own depth-first search, which proves lost in a few
    // hundred thousand positions what that search cannot in millions.
    if super::scorpion::applies(rules, start) {
        return best_first_then(
            rules,
            start,
            budget,
            BEFORE_SCORPION,
            super::scorpion::solve,
        );
    }
    // Canfield likewise, from where the shipped grades stopped (so that they stand,
    // and the hints and demo, which search less, play as before): its own depth-first
    // search keeps a position in eight bytes where they keep a hundred, and decides
    // more deals for the same CPU.
    if super::canfield::applies(rules, start) {
        return best_first_then(
            rules,
            start,
            budget,
            BEFORE_CANFIELD,
            super::canfield::solve,
        );
    }
    // The open builders (Beleaguered Castle, Streets and Alleys, King Albert)
    // likewise: the best-first searches find the wins, and the shipped grades were
    // made with them; where they leave a deal undecided within `BEFORE_BUILDERS`
    // positions, a depth-first search takes over, which keeps a position in eight
    // bytes where they keep a hundred, and so goes on to prove lost deals whose
    // positions would fill their tables.
    if super::builders::applies(rules, start) {
        return best_first_then(
            rules,
            start,
            budget,
            BEFORE_BUILDERS,
            super::builders::solve,
        );
    }
    best_first(rules, start, budget)
}

/// The best-first searches within `before` positions, then, where they leave the deal
/// undecided, `depth_first` with what the budget has left.
fn best_first_then(
    rules: &Rules,
    start: &Position,
    budget: &Budget,
    before: usize,
    depth_first: fn(&Rules, &Position, &Budget) -> Option<Report>,
) -> Report {
    let began = Instant::now();
    let first = best_first(
        rules,
        start,
        &Budget {
            nodes: budget.nodes.min(before),
            ..budget.clone()
        },
    );
    let left = budget.nodes.saturating_sub(first.nodes);
    if first.verdict != Verdict::Unknown || left == 0 || budget.out_of_time(began) {
        return first;
    }
    match depth_first(rules, start, &after(budget, &first, left)) {
        Some(second) => merged(first, second),
        None => first,
    }
}

/// What `budget` leaves a second search after `first`: `nodes` positions, and the
/// time `first` did not take.
fn after(budget: &Budget, first: &Report, nodes: usize) -> Budget {
    Budget {
        nodes,
        time: budget.time.map(|t| t.saturating_sub(first.elapsed)),
        ..budget.clone()
    }
}

/// `second`, the search run after `first`, with the work of both; and `first`'s best
/// line where `second` found none.
fn merged(first: Report, mut second: Report) -> Report {
    second.nodes += first.nodes;
    second.seen += first.seen;
    second.elapsed += first.elapsed;
    if second.best.is_empty() {
        second.best = first.best;
    }
    second
}

/// Positions the best-first search may expand on a Scorpion deal before the
/// depth-first search takes over (see `solve`).
const BEFORE_SCORPION: usize = 20_000;

/// Positions the best-first searches may expand on a Canfield deal before its
/// depth-first search takes over (see `solve`): the shipped grades' budget.
const BEFORE_CANFIELD: usize = 300_000;

/// Positions the best-first searches may expand on a deal of an open builder before
/// the depth-first search takes over (see `solve`): about as many as their tables
/// hold within the memory budget (Beleaguered Castle #2072 fills it at 3.3M).
const BEFORE_BUILDERS: usize = 3_000_000;

/// The portfolio of best-first searches and beams (see `solve`).
fn best_first(rules: &Rules, start: &Position, budget: &Budget) -> Report {
    let began = Instant::now();
    let portfolio = Weights::portfolio_as(rules, budget.graded);
    let mut searches: Vec<Box<dyn Searcher>> = Vec::new();
    // Each round, every turn doubles.
    let (mut quota, mut helper_quota) = (
        first_turn(rules, budget.graded),
        helper_turn(rules, budget.graded),
    );
    // The first search that can prove a deal lost (complete and not lean) runs as
    // long as the budget lasts, as the first does.
    let prover = portfolio.iter().position(|w| w.proves());
    let mut expanded = 0;
    let verdict = 'search: loop {
        for (i, &weights) in portfolio.iter().enumerate() {
            if searches.len() == i {
                searches.push(searcher(rules, start, weights));
            }
            let others: usize = searches.iter().map(|s| s.memory()).sum();
            let search = &mut searches[i];
            // A search retired in an earlier round (at its cap, or a try that ran out
            // short of it) has freed its tables and runs no more.
            if search.record().is_retired() {
                continue;
            }
            let others = others - search.memory();
            // Helpers stop at a cap (see HELPER_CAP, SHORT_TRY_CAP), but the prover.
            let (turn, cap) = if i == 0 {
                (quota, usize::MAX)
            } else if Some(i) == prover {
                (helper_quota, usize::MAX)
            } else if !weights.is_complete() {
                // A short try runs to its cap in one turn: one try's tables at a time.
                let cap = try_cap(rules);
                (cap, cap)
            } else {
                (helper_quota, HELPER_CAP)
            };
            // Check the clock and the cancel flag in small slices.
            let mut left = turn.min(cap.saturating_sub(search.expanded()));
            while left > 0 {
                let slice = left.min(256).min(budget.nodes.saturating_sub(expanded));
                let memory = others + search.memory();
                if slice == 0 || memory > budget.memory || budget.out_of_time(began) {
                    break 'search Verdict::Unknown;
                }
                let before = search.expanded();
                let decided = search.run(slice).cloned();
                expanded += search.expanded() - before;
                left -= slice;
                if let Some(verdict) = decided {
                    break 'search verdict;
                }
            }
            // A helper at its cap or spent will not run again: its memory is the
            // others' now.
            if (search.expanded() >= cap || search.is_spent()) && !search.record().is_retired() {
                search.retire();
            }
        }
        // Every search spent (beams that ran dry, no complete search left): nothing
        // more will be found.
        if searches.iter().all(|s| s.record().is_retired()) {
            break Verdict::Unknown;
        }
        quota = quota.saturating_mul(2);
        helper_quota = helper_quota.saturating_mul(2);
    };
    let best = match verdict {
        Verdict::Solved(_) => Vec::new(),
        _ => searches
            .iter()
            .max_by_key(|s| s.record().best_home())
            .map(|s| s.record().best_line())
            .unwrap_or_default(),
    };
    Report {
        verdict,
        nodes: expanded,
        seen: searches.iter().map(|s| s.seen()).sum(),
        elapsed: began.elapsed(),
        best,
    }
}

/// Positions the best-first searches may expand on a Klondike deal the depth-first
/// search left undecided (see `solve`).
const AFTER_KLONDIKE: usize = 300_000;

/// Positions the first search may expand before the next one takes its turn.
const FIRST_TURN: usize = 2000;

/// Positions the first search may expand in its first turn: `FIRST_TURN`, but (unless
/// `graded`: see `Budget::graded`) where nearly every deal is won (FreeCell), 500, and
/// the helpers' turns half as long as elsewhere: a deal the first search has not won
/// by then, another most often wins within a few hundred (tuned on FreeCell
/// 40001..56000: 3.06M positions in all with the turns of other games, 2.74M with
/// these; first turns of 300 to 1,000 and helpers' of 100 to 300 made 2.77M to 2.86M).
fn first_turn(rules: &Rules, graded: bool) -> usize {
    if Weights::nearly_all_won(rules) && !graded {
        500
    } else {
        FIRST_TURN
    }
}

/// Positions each search after the first may expand in its first turn. Where every
/// card is in view from the start and there is no stock (FreeCell, ForeCell, Bear
/// River), many deals are lost, and proving one takes one search to run out of
/// positions: helpers given turns as long as the first search's multiply that work,
/// while short turns still find the wins their weights suit (all 32,000 FreeCell deals:
/// 8% fewer positions, #11982 proved in half; deals 1..200: ForeCell 7% fewer, Bear
/// River 16%). Where nearly every deal is won (Brisbane, Three Bears), helpers find
/// more with turns as long as the first's.
fn helper_turn(rules: &Rules, graded: bool) -> usize {
    if Weights::nearly_all_won(rules) && !graded {
        return 150;
    }
    match rules.def.solver.tuning {
        Tuning::Open | Tuning::FreeCells | Tuning::Exhaustive => 300,
        Tuning::LimitedStock | Tuning::EndlessStock | Tuning::FaceDown | Tuning::Spider => {
            FIRST_TURN
        }
    }
}

/// Positions an incomplete search (a beam, or one that plays only the stock's next
/// cards: `Weights::reach`) may expand, all in its first turn: it is one of many tries
/// that break ties differently, and a try that has not won by then most often will not
/// (Lower 48's best-first tries, deals 101..300 at 300k positions: 10,000 each 33.5%
/// won, 25,000 32.5%, 50,000 31.5%; its beams run out within 17,000). Run one after
/// another, tries keep one try's tables at a time (the same wins with a peak of 23 MB
/// instead of 350 MB when they took turns as the other helpers do).
const SHORT_TRY_CAP: usize = 25_000;

/// Positions a short try may expand (see `SHORT_TRY_CAP`). Spider's deals are won
/// several hundred moves deep, and its beams need room to get there (deals 1001..1050:
/// four suits 82% won at 100,000 a try, fewer at 25,000).
fn try_cap(rules: &Rules) -> usize {
    match rules.def.solver.tuning {
        Tuning::Spider => 100_000,
        _ => SHORT_TRY_CAP,
    }
}

/// Positions each search after the first may expand in all: past this a deal is most
/// often lost, and proving that takes one complete search, not three. A helper at its
/// cap frees its tables for the first search.
const HELPER_CAP: usize = 1_000_000;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// Solves deal `number` of `game` at the default budget; the solution must replay
    /// legally to a win.
    fn wins_and_replays(game: &str, number: u32) {
        let mut g = Game::new(builtin(game).unwrap(), number).unwrap();
        let r = solve(g.rules(), g.position(), &Budget::default());
        let Verdict::Solved(moves) = r.verdict else {
            panic!("{game} #{number}: {r:?}")
        };
        for mv in moves {
            g.apply(mv).unwrap();
        }
        assert!(g.rules().is_won(g.position()), "{game} #{number}");
    }

    #[test]
    fn solves_freecell_one_and_the_solution_replays() {
        wins_and_replays("freecell", 1);
    }

    #[test]
    fn bear_river_dives_where_the_best_first_searches_circle() {
        // Bear River #1751: every best-first weighting circles among positions that
        // look alike and found no win in 300k positions; a narrow noisy beam goes deep
        // and wins it in a few thousand.
        wins_and_replays("bear-river", 1751);
    }

    #[test]
    fn a_try_that_ran_out_in_the_first_round_is_not_run_again() {
        // ForeCell #27 is won in the second round, after beam tries that ran out short
        // of their cap were retired (running one again broke its contract).
        wins_and_replays("forecell", 27);
    }

    #[test]
    fn a_tiny_budget_reports_unknown_and_cancel_stops() {
        let g = Game::new(builtin("brisbane").unwrap(), 3).unwrap();
        let r = solve(g.rules(), g.position(), &Budget::nodes(5));
        assert_eq!(r.verdict, Verdict::Unknown);
        let cancel = Arc::new(AtomicBool::new(true));
        let budget = Budget {
            nodes: usize::MAX,
            cancel: Some(cancel),
            ..Budget::default()
        };
        let r = solve(g.rules(), g.position(), &budget);
        assert_eq!(r.verdict, Verdict::Unknown);
    }
}
