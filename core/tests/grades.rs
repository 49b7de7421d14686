//! The shipped grades and the daily deal: the deals of a level are winnable, levels
//! rank by the solver's work as measured now, and a day's deal never changes.

use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily::daily;
use solitaire_core::grade::Grade;
use solitaire_core::registry::grades;
use solitaire_core::solver::{Budget, Verdict, solve};
use solitaire_core::{Game, builtin, game_ids};

/// Days and their deals, as released: a player who compares a day's deal with a friend
/// (or with themselves, after an update) must find the same one. If this fails, the
/// grades or the derivation changed and every daily deal with them. (No shipped graded
/// range of a game dealt by PySolFC's shuffle reaches deal #32000, where that shuffle now
/// turns to the twister as PySolFC's does, so that change left every daily deal alone.)
#[test]
fn daily_deals_are_stable_across_runs_and_releases() {
    let pinned: [(&str, &str, u32, Grade); 12] = [
        ("freecell", "2026-11-23", 1167, Grade::Easy),
        ("freecell", "2026-11-25", 21061, Grade::Medium),
        ("freecell", "2026-11-29", 15266, Grade::Expert),
        ("freecell", "2031-02-14", 16245, Grade::Hard),
        ("forecell", "2026-11-27", 823, Grade::Hard),
        ("brisbane", "2026-11-25", 687, Grade::Medium),
        ("brisbane", "2026-11-29", 3342, Grade::Expert),
        ("bear-river", "2026-11-23", 4917, Grade::Easy),
        ("three-bears", "2026-11-25", 156, Grade::Medium),
        ("three-bears", "2031-02-14", 1058, Grade::Hard),
        ("lower-48", "2026-11-27", 11, Grade::Hard),
        ("lower-48", "2026-11-29", 186, Grade::Expert),
    ];
    for (game, date, number, grade) in pinned {
        let date = NaiveDate::parse_from_str(date, "%Y-%m-%d").unwrap();
        let d = daily(game, date).unwrap();
        assert_eq!((d.number, d.grade), (number, grade), "{game} {date}");
    }
}

/// A few deals of a level, spread over its list.
fn sample(deals: &[u32], n: usize) -> Vec<u32> {
    (0..n).map(|i| deals[i * deals.len() / n]).collect()
}

/// The solver wins the deal again (its line replays legally to a win) and says how
/// many positions it searched.
fn win_again(game: &str, number: u32, budget: usize) -> usize {
    let rules = builtin(game).unwrap();
    let mut g = Game::new(rules.clone(), number).unwrap();
    let report = solve(&rules, g.position(), &Budget::nodes(budget));
    let Verdict::Solved(line) = report.verdict else {
        panic!("{game} #{number} is graded winnable but was not won again");
    };
    for mv in line {
        g.apply(mv)
            .unwrap_or_else(|e| panic!("{game} #{number}: {mv:?}: {e}"));
    }
    assert_eq!(g.status(), solitaire_core::Status::Won, "{game} #{number}");
    report.nodes
}

#[test]
fn a_levels_deals_are_winnable_and_easy_takes_less_search_than_expert() {
    for game in game_ids() {
        let g = grades(game).unwrap();
        // Lower 48 and Three Bears search long: fewer of their deals.
        let n = if ["lower-48", "three-bears"].contains(&game) {
            3
        } else {
            8
        };
        let mean = |grade: Grade| {
            let deals = sample(g.deals_of(grade), n);
            let total: usize = deals
                .iter()
                .map(|&d| win_again(game, d, g.budget as usize))
                .sum();
            total as f64 / n as f64
        };
        let (easy, expert) = (mean(Grade::Easy), mean(Grade::Expert));
        assert!(
            easy < expert,
            "{game}: Easy deals took {easy:.0} positions on average, Expert {expert:.0}"
        );
    }
}

#[test]
fn each_level_holds_about_a_quarter_of_the_won_deals() {
    for game in game_ids() {
        let g = grades(game).unwrap();
        let won: usize = Grade::ALL.iter().map(|&l| g.deals_of(l).len()).sum();
        for grade in Grade::ALL {
            let share = g.deals_of(grade).len() as f64 / won as f64;
            assert!((0.15..0.35).contains(&share), "{game} {grade}: {share:.2}");
        }
    }
}
