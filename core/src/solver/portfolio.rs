//! `solve`: the searches of a game's plan, one after another, and the portfolio of
//! best-first searches and beams that take turns at one position until one decides it
//! or the budget runs out.

use super::beam::Beam;
use super::budget::{Budget, Instant};
use super::freecells::CellsSearch;
use super::heuristic::Weights;
use super::kept_home;
use super::plan::{self, Share};
use super::search::Search;
use super::searcher::{Report, Searcher, Verdict};
use crate::position::Position;
use crate::rules::{Rules, WeightSet};
use std::time::Duration;

/// The search `weights` ask for: a beam search or a best-first one (on the free-cell
/// games' own board where `cells` asks for it and the game has its shape).
fn searcher<'a>(
    rules: &'a Rules,
    start: &'a Position,
    weights: Weights,
    cells: bool,
) -> Box<dyn Searcher + 'a> {
    if weights.beam.is_some() {
        Box::new(Beam::new(rules, start, weights))
    } else if cells
        && weights.is_complete()
        && let Some(search) = CellsSearch::new(rules, start, weights)
    {
        Box::new(search)
    } else {
        Box::new(Search::new(rules, start, weights))
    }
}

/// Searches for a win from `start`: the searches of the game's plan (`plan::stages`),
/// each run where those before it left the deal undecided, with the positions its
/// share allows and the time they left.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Report {
    let began = Instant::now();
    let mut done: Option<Report> = None;
    for stage in plan::stages(rules.def.solver.plan) {
        let (used, elapsed) = done
            .as_ref()
            .map_or((0, Duration::ZERO), |r| (r.nodes, r.elapsed));
        let nodes = match stage.share {
            Share::Rest => budget.nodes.saturating_sub(used),
            Share::AtMost(n) => budget.nodes.min(n),
        };
        if let Some(before) = &done
            && (before.verdict != Verdict::Unknown || nodes == 0 || budget.out_of_time(began))
        {
            break;
        }
        let share = Budget {
            nodes,
            time: budget.time.map(|t| t.saturating_sub(elapsed)),
            ..budget.clone()
        };
        done = match (run(stage.search, rules, start, &share), done) {
            (Some(report), None) => Some(report),
            (Some(report), Some(before)) => Some(merged(before, report)),
            // A search of its own that does not take the game (or whose win does not
            // replay): where it was to begin, the best-first searches take its place
            // with the whole budget; after another, that one's report stands.
            (None, None) => return best_first(rules, start, budget, false),
            (None, Some(before)) => return before,
        };
    }
    done.expect("every plan has a search")
}

/// Runs `search` on `start` within `budget`: `None` where it does not take the game
/// (or, for a search of its own, where its win does not replay).
fn run(search: plan::Search, rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    match plan::own(search) {
        Some(own) => (own.solve)(rules, start, budget),
        None if search == plan::Search::KeptHome => {
            let mut report = best_first(&kept_home::kept(rules)?, start, budget, false);
            if report.verdict == Verdict::Impossible {
                report.verdict = Verdict::Unknown;
            }
            Some(report)
        }
        None => {
            let cells = search == plan::Search::CellsBestFirst;
            Some(best_first(rules, start, budget, cells))
        }
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

/// One line of the plan table for `rules`: its plan's searches with their shares, and
/// (where it runs them) its best-first searches' weight set: how many, their first
/// turns, and the positions a short try may take where there are tries.
#[cfg(test)]
fn describe(rules: &Rules) -> String {
    let plan = rules.def.solver.plan;
    let stages = plan::stages(plan);
    let searches: Vec<String> = stages
        .iter()
        .map(|s| match s.share {
            Share::Rest => format!("{:?}", s.search),
            Share::AtMost(n) => format!("{:?} ≤{n}", s.search),
        })
        .collect();
    let mut line = format!("{plan:?}: {}", searches.join(", then "));
    let best_first = |s: &plan::Stage| {
        matches!(
            s.search,
            plan::Search::BestFirst | plan::Search::CellsBestFirst
        )
    };
    if stages.iter().any(best_first) {
        let portfolio = Weights::portfolio_as(rules, false);
        line += &format!(
            " | {:?}: {} searches, turns {}/{}",
            rules.def.solver.weights,
            portfolio.len(),
            first_turn(rules, false),
            helper_turn(rules, false)
        );
        if portfolio.iter().any(|w| !w.is_complete()) {
            line += &format!(", tries of {}", try_cap(rules));
        }
    }
    line
}

/// The portfolio of best-first searches and beams, taking turns: each round, each is
/// given twice as many positions as the round before. A deal that one set of weights
/// finds hard is often easy for another, and easy deals never get past the first
/// search's first turn. Any one complete search (one that tries every move) that runs
/// out of positions proves the deal impossible. With `cells`, the complete searches
/// run on the free-cell games' own board where the game has its shape.
pub(super) fn best_first(rules: &Rules, start: &Position, budget: &Budget, cells: bool) -> Report {
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
                searches.push(searcher(rules, start, weights, cells));
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

/// Positions the first search may expand before the next one takes its turn.
const FIRST_TURN: usize = 2000;

/// Positions the first search may expand in its first turn: `FIRST_TURN`, but (unless
/// `graded`: see `Budget::graded`) where nearly every deal is won (FreeCell), 500, and
/// the helpers' turns half as long as elsewhere: a deal the first search has not won
/// by then, another most often wins within a few hundred (tuned on FreeCell
/// 40001..56000: a tenth fewer positions than with the turns of other games).
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
    match rules.def.solver.weights {
        WeightSet::AllInView | WeightSet::FreeCells | WeightSet::Exhaustive => 300,
        WeightSet::StockBeams
        | WeightSet::FaceDownRestarts
        | WeightSet::FaceDown
        | WeightSet::RunBeams => FIRST_TURN,
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
    match rules.def.solver.weights {
        WeightSet::RunBeams => 100_000,
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

    /// Every shipped game's plan and weights, as `solve` runs them: a change to which
    /// searches serve a game shows here, on purpose or not.
    #[test]
    fn every_game_has_the_plan_it_was_measured_with() {
        let table: Vec<String> = crate::builtin_games()
            .map(|r| format!("{}: {}", r.id(), describe(r)))
            .collect();
        let expected = "\
klondike: Klondike: Klondike, then BestFirst ≤300000 | FaceDownRestarts: 96 searches, turns 2000/2000
klondike-draw-three: Klondike: Klondike, then BestFirst ≤300000 | FaceDownRestarts: 96 searches, turns 2000/2000
vegas-klondike: Klondike: Klondike, then BestFirst ≤300000 | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
vegas-klondike-draw-three: Klondike: Klondike, then BestFirst ≤300000 | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
yukon: Yukon: Yukon, then BestFirst ≤300000 | FaceDownRestarts: 96 searches, turns 2000/2000
russian-solitaire: BestFirst: BestFirst | FaceDownRestarts: 96 searches, turns 2000/2000
canfield: Canfield: BestFirst ≤300000, then Canfield | FaceDown: 4 searches, turns 2000/2000
easthaven: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
gypsy: KeptHome: KeptHome ≤1000000, then BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
three-bears: BestFirst: BestFirst | FaceDownRestarts: 96 searches, turns 2000/2000
northwest-territory: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
westcliff: BestFirst: BestFirst | FaceDownRestarts: 96 searches, turns 2000/2000
whitehead: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
thumb-and-pouch: BestFirst: BestFirst | FaceDownRestarts: 96 searches, turns 2000/2000
brisbane: BestFirst: BestFirst | FaceDown: 4 searches, turns 2000/2000
spiderette: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
will-o-the-wisp: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
simple-simon: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
spider-one-suit: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
spider-two-suits: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
spider: BestFirst: BestFirst | RunBeams: 32 searches, turns 2000/2000, tries of 100000
scorpion: Scorpion: BestFirst ≤20000, then Scorpion | Exhaustive: 1 searches, turns 2000/300
forty-thieves: BestFirst: BestFirst | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
lower-48: BestFirst: BestFirst | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
forecell: FreeCells: CellsBestFirst | FreeCells: 12 searches, turns 2000/300, tries of 25000
freecell: FreeCells: CellsBestFirst | FreeCells: 5 searches, turns 500/150
bakers-game: FreeCells: CellsBestFirst | FreeCells: 4 searches, turns 2000/300
eight-off: FreeCells: CellsBestFirst | FreeCells: 12 searches, turns 2000/300, tries of 25000
seahaven-towers: FreeCells: CellsBestFirst | FreeCells: 12 searches, turns 2000/300, tries of 25000
bear-river: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
fan: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
beleaguered-castle: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
bakers-dozen: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
streets-and-alleys: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
somerset: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
king-albert: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
raglan: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
flower-garden: OpenBuilders: BestFirst ≤3000000, then OpenBuilders | AllInView: 11 searches, turns 2000/300, tries of 25000
scotch-patience: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
spanish-patience: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
la-belle-lucie: BestFirst: BestFirst | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
golf: OntoWaste: OntoWaste
dead-king-golf: OntoWaste: OntoWaste
tripeaks: OntoWaste: OntoWaste
black-hole: OntoWaste: OntoWaste
pyramid: Pairs: Pairs
aces-up: BestFirst: BestFirst | AllInView: 11 searches, turns 2000/300, tries of 25000
sir-tommy: BestFirst: BestFirst | StockBeams: 4001 searches, turns 2000/2000, tries of 25000
accordion: ClosingLine: ClosingLine
montana: BestFirst: BestFirst | StockBeams: 4001 searches, turns 2000/2000, tries of 25000";
        assert_eq!(table.join("\n"), expected);
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
