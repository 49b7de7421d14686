use super::*;
use crate::solver::agrees::{
    piles_in_any_order, random_position, replays_to_a_win, verdicts_agree,
};
use crate::solver::searcher::Verdict;
use crate::{Game, builtin};

/// The first deals: each is decided, and each win replays legally through the game.
#[test]
fn yukon_wins_replay() {
    let rules = builtin("yukon").unwrap();
    let mut won = 0;
    for deal in 1..=40 {
        let mut game = Game::new(rules.clone(), deal).unwrap();
        let report = solve(&rules, game.position(), &Budget::nodes(300_000)).unwrap();
        if let Verdict::Solved(line) = report.verdict {
            replays_to_a_win(&mut game, line, &format!("#{deal}"));
            won += 1;
        }
    }
    assert!(won >= 30, "{won} of 40 won");
}

/// Random positions with a score of cards or so left, some face down: the search's
/// verdict is the reference's, and its wins replay.
#[test]
fn verdicts_agree_with_trying_every_move() {
    let rules = builtin("yukon").unwrap();
    let mut next = crate::solver::mix::xorshift(0x7b6b_0a11);
    let mut cases = 0..200;
    let (won, lost) = verdicts_agree(
        &rules,
        || {
            let case = cases.next()?;
            let home = std::array::from_fn(|_| 4 + (next() % 4) as u8);
            Some((
                format!("case {case}"),
                random_position(&rules, &mut next, home, true),
            ))
        },
        &|p: &Position| piles_in_any_order(&rules, p),
        |pos| solve(&rules, pos, &Budget::nodes(10_000_000)).unwrap(),
    );
    assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
}

/// Random positions found stuck (see `super::stuck`) are lost: the
/// reference, trying every legal move, wins none of them. And the test finds them
/// among positions with about half of each pile face down.
#[test]
fn positions_found_stuck_are_lost() {
    let rules = builtin("yukon").unwrap();
    let shape_of = |pos: &Position| Shape::of(&rules, pos).expect("Yukon's shape");
    let keys = Yukon::new(&rules).keys;
    let mut next = crate::solver::mix::xorshift(0x5e1f_d0c5);
    let (mut tried, mut found) = (0, 0);
    while found < 30 {
        tried += 1;
        assert!(tried < 20_000, "only {found} stuck of {tried}");
        let home = std::array::from_fn(|_| 3 + (next() % 5) as u8);
        let pos = random_position(&rules, &mut next, home, true);
        let shape = shape_of(&pos);
        let board = Board::of(&pos, &shape.piles, &shape.foundations, &keys);
        if stuck(&board) {
            found += 1;
            let key = |p: &Position| piles_in_any_order(&rules, p);
            assert!(
                !crate::solver::agrees::winnable(&rules, &pos, &key),
                "case {tried}: found stuck, but winnable"
            );
        }
    }
}

/// Deals whose cards are stuck from the start are proved lost at once (each was left
/// undecided within 40M positions before `stuck`): in #2064 the 9♣ lies on the 2♣, both
/// red tens face down under them.
#[test]
fn deals_stuck_from_the_start_are_lost_at_once() {
    let rules = builtin("yukon").unwrap();
    for deal in [2064, 2090] {
        let game = Game::new(rules.clone(), deal).unwrap();
        let report = solve(&rules, game.position(), &Budget::nodes(1_000)).unwrap();
        assert_eq!(report.verdict, Verdict::Impossible, "#{deal}");
        assert_eq!(report.nodes, 1, "#{deal}");
    }
}
