use super::*;
use crate::position::Pile;
use crate::solver::agrees::{
    games_taken, piles_in_any_order, replays_to_a_win, verdict_agrees, winnable,
};
use crate::solver::searcher::Verdict;
use crate::{Game, builtin};
use std::sync::Arc;

/// Of the built-in games, this search takes Yukon alone (Brisbane moves groups too,
/// but builds regardless of suit; Klondike moves runs and has a stock).
#[test]
fn the_search_takes_yukon_alone() {
    let taken = games_taken(|rules, start| Shape::of(rules, start).is_some());
    assert_eq!(taken, ["yukon"]);
}

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

/// A position of the game with the lowest cards of each suit home (up to `home`) and
/// the rest dealt at random to the piles, some face down.
fn random_position(rules: &Arc<Rules>, next: &mut impl FnMut() -> u64, home: [u8; 4]) -> Position {
    let mut pos = Game::new(rules.clone(), 1).unwrap().position().clone();
    for p in &mut pos.piles {
        *p = Pile {
            cards: Vec::new(),
            down: 0,
        };
    }
    let mut rest = Vec::new();
    for v in 0..52u8 {
        let card = Card::from_byte(v);
        let suit = card.suit().index();
        if card.rank().value() <= home[suit] {
            pos.piles[rules.foundations[suit]].cards.push(card);
        } else {
            rest.push(card);
        }
    }
    for &f in &rules.foundations {
        pos.piles[f].cards.sort_by_key(|c| c.rank().value());
    }
    // Shuffle what is left and deal it out.
    for i in (1..rest.len()).rev() {
        rest.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    for card in rest {
        let t = rules.tableau[(next() % rules.tableau.len() as u64) as usize];
        pos.piles[t].cards.push(card);
    }
    for &t in &rules.tableau {
        let pile = &mut pos.piles[t];
        if !pile.cards.is_empty() {
            // At least half face down: that is what strands the low cards.
            let len = pile.cards.len();
            pile.down = len / 2 + (next() % (len - len / 2) as u64) as usize;
        }
    }
    pos
}

/// Random positions with a score of cards or so left, some face down: the search's
/// verdict is the reference's, and its wins replay.
#[test]
fn verdicts_agree_with_trying_every_move() {
    let rules = builtin("yukon").unwrap();
    let mut next = crate::solver::mix::xorshift(0x7b6b_0a11);
    let (mut won, mut lost) = (0, 0);
    for case in 0..200 {
        let home = std::array::from_fn(|_| 4 + (next() % 4) as u8);
        let pos = random_position(&rules, &mut next, home);
        let key = |p: &Position| piles_in_any_order(&rules, p);
        let expected = winnable(&rules, &pos, &key);
        let report = solve(&rules, &pos, &Budget::nodes(10_000_000)).unwrap();
        if verdict_agrees(&rules, &pos, report, expected, &format!("case {case}")) {
            won += 1;
        } else {
            lost += 1;
        }
    }
    assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
}
