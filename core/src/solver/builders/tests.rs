use super::*;
use crate::solver::agrees::{
    games_taken, piles_in_any_order, random_position, replays_to_a_win, verdicts_agree,
};
use crate::solver::searcher::Verdict;
use crate::{Game, builtin};
use std::sync::Arc;

/// Of the built-in games, this search takes the two that build regardless of suit
/// with nothing but rows and foundations (King Albert builds in alternate colours and
/// has a reserve; Bear River's rows are of several kinds).
#[test]
fn the_search_takes_the_open_builders_that_ignore_suits() {
    let taken = games_taken(|rules, start| Shape::of(rules, start).is_some());
    assert_eq!(taken, ["beleaguered-castle", "streets-and-alleys"]);
}

/// The first deals: each win (its line shortened) replays legally through the game.
#[test]
fn wins_replay() {
    for game in ["beleaguered-castle", "streets-and-alleys"] {
        let rules = builtin(game).unwrap();
        let mut won = 0;
        for deal in 1..=12 {
            let mut g = Game::new(rules.clone(), deal).unwrap();
            let report = solve(&rules, g.position(), &Budget::nodes(200_000)).unwrap();
            if let Verdict::Solved(line) = report.verdict {
                replays_to_a_win(&mut g, line, &format!("{game} #{deal}"));
                won += 1;
            }
        }
        assert!(won >= 3, "{game}: {won} of 12 won");
    }
}

/// Random positions of a four-row Beleaguered Castle with a score of cards or so left:
/// the search's verdict is the reference's, and its wins replay.
#[test]
fn verdicts_agree_with_trying_every_move() {
    // Four rows, not eight: with eight, positions this small are nearly all won.
    const ROW: &str = "DealRow(group: \"t\", face: Up),";
    let text = include_str!("../../../games/beleaguered-castle.ron")
        .replace("count: 8, deal: Each(0, 6)", "count: 4, deal: Each(0, 12)")
        .replacen(ROW, &ROW.repeat(7), 1);
    let rules = Arc::new(Rules::from_ron(&text).unwrap());
    assert_eq!(rules.tableau.len(), 4);
    let mut next = crate::solver::mix::xorshift(0xb0c4_57e1);
    let mut cases = 0..400;
    let (won, lost) = verdicts_agree(
        &rules,
        || {
            let case = cases.next()?;
            let home = std::array::from_fn(|_| 5 + (next() % 5) as u8);
            Some((
                format!("case {case}"),
                random_position(&rules, &mut next, home, false),
            ))
        },
        &|p: &Position| piles_in_any_order(&rules, p),
        |pos| solve(&rules, pos, &Budget::nodes(10_000_000)).unwrap(),
    );
    assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
}

/// A won line shortened still wins, and takes fewer moves than the search's own.
#[test]
fn shortened_lines_still_win() {
    let rules = builtin("beleaguered-castle").unwrap();
    let budget = Budget::nodes(200_000);
    let mut shortened = 0;
    for deal in 1..=12 {
        let mut g = Game::new(rules.clone(), deal).unwrap();
        let shape = Shape::of(&rules, g.position()).unwrap();
        let builders = Builders { keys: Keys::new(1) };
        let board = Board::of(
            g.position(),
            &shape.piles,
            &shape.foundations,
            &builders.keys,
        );
        let mut dfs = Dfs::new(&builders, &budget);
        if !dfs.search(&mut board.clone()) {
            continue;
        }
        let line = dfs.line.path.clone();
        let short = crate::solver::shortcuts::shortest(&builders, &board, line.clone());
        assert!(short.len() <= line.len(), "#{deal}");
        shortened += usize::from(short.len() < line.len());
        let moves = replay(&rules, g.position(), &short).expect("the shortened line replays");
        replays_to_a_win(&mut g, moves, &format!("#{deal}"));
    }
    assert!(shortened >= 3, "{shortened} lines shortened");
}
