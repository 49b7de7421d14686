//! The one table of which searches serve which game: for each plan a definition may
//! name (`SolverDef::plan`), the searches `solve` runs in order and how many positions
//! each may take. A search of its own takes games of one shape; where it finds the
//! game is not of that shape, the plan gives way to `Plan::BestFirst`, which suits any.

use super::budget::Budget;
use super::searcher::Report;
use super::{builders, canfield, closing_line, kept_home, klondike, onto_waste, pairs};
use super::{scorpion, yukon};
use crate::position::Position;
use crate::rules::{Plan, Rules};

/// One search of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// The best-first searches and beams of the definition's weight set
    /// (`portfolio::best_first`).
    BestFirst,
    /// The same, with the complete searches on the free-cell games' own board
    /// (`freecells`): the same positions in the same order, faster.
    CellsBestFirst,
    OntoWaste,
    Pairs,
    Klondike,
    Yukon,
    Scorpion,
    Canfield,
    OpenBuilders,
    /// The best-first searches on the game with cards home kept there
    /// (`kept_home`): its wins are wins, its losses undecided.
    KeptHome,
    ClosingLine,
}

/// How many positions a stage of a plan may expand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Share {
    /// What the stages before it left of the budget.
    Rest,
    /// This many at most (and no more than the budget), whatever the stages before
    /// it took.
    AtMost(usize),
}

/// A search of a plan and the positions it may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub search: Search,
    pub share: Share,
}

const fn stage(search: Search, share: Share) -> Stage {
    Stage { search, share }
}

/// The table: each plan's searches, in the order they run. A stage after the first
/// runs only where those before it left the deal undecided, with time left.
pub fn stages(plan: Plan) -> &'static [Stage] {
    use Search::*;
    use Share::*;
    match plan {
        Plan::BestFirst => const { &[stage(BestFirst, Rest)] },
        Plan::FreeCells => const { &[stage(CellsBestFirst, Rest)] },
        Plan::OntoWaste => const { &[stage(OntoWaste, Rest)] },
        Plan::Pairs => const { &[stage(Pairs, Rest)] },
        // The depth-first search decides nearly every deal; the best-first searches
        // win at once a few it misses (of deals 1..300 at 300k positions: Vegas
        // Klondike 9, Klondike Draw Three 3, Klondike 2), and prove none lost it
        // leaves undecided.
        Plan::Klondike => const { &[stage(Klondike, Rest), stage(BestFirst, AtMost(300_000))] },
        // The same, where the wins the best-first searches find are rarer.
        Plan::Yukon => const { &[stage(Yukon, Rest), stage(BestFirst, AtMost(300_000))] },
        // The best-first search wins a deal in fewer positions the easier the deal, so
        // the shipped grades, made with it, rank deals as it finds them; the
        // depth-first search then proves lost in a few hundred thousand positions what
        // that one cannot in millions.
        Plan::Scorpion => const { &[stage(BestFirst, AtMost(20_000)), stage(Scorpion, Rest)] },
        // The best-first searches up to where the shipped grades stopped (so that they
        // stand, and hints and the demo, which search less, play as they did); the
        // depth-first search keeps a position in eight bytes where they keep a
        // hundred, and decides more deals for the same CPU.
        Plan::Canfield => const { &[stage(BestFirst, AtMost(300_000)), stage(Canfield, Rest)] },
        // The best-first searches find the wins, and the shipped grades were made with
        // them; past about as many positions as their tables hold within the memory
        // budget (Beleaguered Castle #2072 fills it at 3.3M), the depth-first search
        // goes on to prove lost deals.
        Plan::OpenBuilders => {
            const {
                &[
                    stage(BestFirst, AtMost(3_000_000)),
                    stage(OpenBuilders, Rest),
                ]
            }
        }
        // Taking cards back off the foundations is seldom what wins, and multiplies
        // the moves: the searches first go without it (up to what grading gives a
        // deal, so the grades count only those), then, with a budget beyond, with it.
        Plan::KeptHome => const { &[stage(KeptHome, AtMost(1_000_000)), stage(BestFirst, Rest)] },
        Plan::ClosingLine => const { &[stage(ClosingLine, Rest)] },
    }
}

/// A search of its own: whether it takes a game of `rules`' shape, dealt as `start`,
/// and the search, `None` where it does not take the game or its win does not replay.
pub struct Own {
    pub takes: fn(&Rules, &Position) -> bool,
    pub solve: fn(&Rules, &Position, &Budget) -> Option<Report>,
}

/// The search of its own `search` names; `None` for the best-first searches (on the
/// game, or on it with cards kept home).
pub fn own(search: Search) -> Option<Own> {
    let (takes, solve): (fn(&Rules, &Position) -> bool, _) = match search {
        Search::BestFirst | Search::CellsBestFirst | Search::KeptHome => return None,
        Search::OntoWaste => (onto_waste::takes, onto_waste::solve as _),
        Search::Pairs => (pairs::takes, pairs::solve as _),
        Search::Klondike => (klondike::takes, klondike::solve as _),
        Search::Yukon => (yukon::takes, yukon::solve as _),
        Search::Scorpion => (scorpion::takes, scorpion::solve as _),
        Search::Canfield => (canfield::takes, canfield::solve as _),
        Search::OpenBuilders => (builders::takes, builders::solve as _),
        Search::ClosingLine => (closing_line::takes, closing_line::solve as _),
    };
    Some(Own { takes, solve })
}

/// Whether `search` takes a game of `rules`' shape, dealt as `start`.
pub fn takes(search: Search, rules: &Rules, start: &Position) -> bool {
    match (search, own(search)) {
        (Search::CellsBestFirst, _) => super::freecells::takes(rules, start),
        (Search::KeptHome, _) => kept_home::takes(rules, start),
        (_, Some(own)) => (own.takes)(rules, start),
        (_, None) => true,
    }
}

/// Checks that each search of the plan `rules` names takes the game (its deal #1):
/// otherwise the plan would give way to the best-first searches, and the definition
/// should name those.
pub fn check(rules: &Rules) -> Result<(), String> {
    let start = rules.deal(1);
    let plan = rules.def.solver.plan;
    match stages(plan)
        .iter()
        .find(|s| !takes(s.search, rules, &start))
    {
        None => Ok(()),
        Some(s) => Err(format!(
            "solver plan {plan:?}: its {:?} search does not take this game's shape \
             (name another plan, or leave the plan out for the best-first searches)",
            s.search
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin_games;

    /// Every shipped game's plan takes it (so none gives way to the best-first
    /// searches), and each search of its own takes only the games that name it.
    #[test]
    fn each_search_takes_the_games_whose_plan_names_it() {
        let own = [
            Search::CellsBestFirst,
            Search::OntoWaste,
            Search::Pairs,
            Search::Klondike,
            Search::Yukon,
            Search::Scorpion,
            Search::Canfield,
            Search::OpenBuilders,
            Search::ClosingLine,
        ];
        // (KeptHome is left out: it takes any game whose foundations give back.)
        for rules in builtin_games() {
            assert_eq!(check(rules), Ok(()), "{}", rules.id());
            let start = rules.deal(1);
            let named: Vec<Search> = stages(rules.def.solver.plan)
                .iter()
                .map(|s| s.search)
                .collect();
            for search in own {
                assert_eq!(
                    takes(search, rules, &start),
                    named.contains(&search),
                    "{} and {search:?}",
                    rules.id()
                );
            }
        }
    }
}
