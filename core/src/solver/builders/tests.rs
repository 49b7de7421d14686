use super::*;
use crate::solver::agrees::{
    decided_as_graded, piles_in_any_order, random_position, replays_to_a_win, verdicts_agree,
};
use crate::solver::searcher::Verdict;
use crate::{Game, builtin};
use std::sync::Arc;

/// The first deals: each win (its line shortened) replays legally through the game.
#[test]
fn wins_replay() {
    for game in ["beleaguered-castle", "streets-and-alleys", "king-albert"] {
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

/// King Albert cut down to four columns and two reserve cards, so that positions small
/// enough for the reference are often lost (with nine columns nearly all are won), and
/// with foundations that keep their cards: with cards given back, the reference would
/// go through every position of the whole game.
fn small_king_albert() -> Arc<Rules> {
    let text = include_str!("../../../games/king-albert.ron");
    let rows_start = text.find("    deal_rows: [").unwrap();
    let rows_end = rows_start + text[rows_start..].find("    ],\n").unwrap() + 7;
    let rows = format!(
        "    deal_rows: [\n{}        DealRow(group: \"t\", first: Some(3), face: Up),\n        DealRow(group: \"r\", face: Up),\n    ],\n",
        "        DealRow(group: \"t\", face: Up),\n".repeat(12)
    );
    let text = format!("{}{}{}", &text[..rows_start], rows, &text[rows_end..])
        .replace("count: 7, deal: Each(0, 1)", "count: 2, deal: Each(0, 1)")
        .replace("gives_back: true", "gives_back: false")
        .replace(
            "count: 9,\n            deal: Piles([(0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (0, 8), (0, 9)]),",
            "count: 4,\n            deal: Piles([(0, 12), (0, 12), (0, 13), (0, 13)]),",
        );
    let rules = Rules::from_ron(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rules.tableau.len(), 6);
    Arc::new(rules)
}

/// A card goes home alone, no other move tried, exactly where the engine's rule for
/// safe moves home (the cards that could lie on it, and where foundations give cards
/// back those that could lie on those in turn, all home) has it: by rank alone or in
/// alternating colours, foundations keeping their cards or giving them back.
#[test]
fn safe_moves_home_are_the_engines() {
    let games = ["beleaguered-castle", "streets-and-alleys", "king-albert"];
    let rules = games
        .map(|g| builtin(g).unwrap())
        .into_iter()
        .chain([small_king_albert()]);
    let mut next = crate::solver::mix::xorshift(0x5afe_4043);
    for rules in rules {
        let start = Game::new(rules.clone(), 1).unwrap().position().clone();
        let shape = Shape::of(&rules, &start).unwrap();
        let builders = Builders::new(&rules, &shape);
        let mut b = Board::of(&start, &shape.piles, &shape.foundations, &builders.keys);
        for _ in 0..2000 {
            b.home = std::array::from_fn(|_| (next() % 13) as u8);
            for v in 0..52u8 {
                if b.home[suit(v)] + 1 != rank(v) {
                    continue;
                }
                let engine = rules.builders[usize::from(v)]
                    .iter()
                    .all(|&o| rank(o) <= b.home[suit(o)]);
                assert_eq!(builders.safe_home(&b, v), engine, "{}: {v}", rules.def.id);
            }
        }
    }
}

/// King Albert's first deals, foundations giving cards back: the verdicts are the
/// shipped grades' where both decide (the best-first searches, which made them, try
/// every legal move), and each win replays.
#[test]
fn king_albert_deals_are_decided_as_graded() {
    let (won, lost) =
        decided_as_graded("king-albert", 1..=KING_ALBERT_DEALS, false, |rules, pos| {
            solve(rules, pos, &Budget::nodes(300_000)).unwrap()
        });
    assert!(won >= 5 && lost >= 5, "{won} won, {lost} lost");
}
const KING_ALBERT_DEALS: u32 = 60;

/// Random positions of a small King Albert with a score of cards or so left: the rest
/// home, what is left dealt at random to the columns and at most a card to each
/// reserve pile. The search's verdict is the reference's, and its wins replay.
#[test]
fn king_albert_verdicts_agree_with_trying_every_move() {
    let rules = small_king_albert();
    let shape = Shape::of(&rules, Game::new(rules.clone(), 1).unwrap().position()).unwrap();
    let (rows, reserve) = shape.piles.split_at(shape.rows);
    let mut next = crate::solver::mix::xorshift(0x4b41_1b3e);
    let mut cases = 0..CASES;
    let (won, lost) = verdicts_agree(
        &rules,
        || {
            let case = cases.next()?;
            let home = std::array::from_fn(|_| HOME_LOW + (next() % HOME_SPREAD) as u8);
            let mut pos = random_position(&rules, &mut next, home, false);
            for &r in reserve {
                let keep = usize::from(next().is_multiple_of(2)).min(pos.piles[r].len());
                for card in pos.piles[r].cards.split_off(keep) {
                    let t = rows[(next() % rows.len() as u64) as usize];
                    pos.piles[t].cards.push(card);
                }
            }
            Some((format!("case {case}"), pos))
        },
        &|p: &Position| {
            let mut columns: Vec<_> = rows.iter().map(|&t| p.piles[t].cards.clone()).collect();
            columns.sort();
            let reserve: Vec<_> = reserve.iter().map(|&t| p.piles[t].cards.clone()).collect();
            (columns, reserve)
        },
        |pos| solve(&rules, pos, &Budget::nodes(10_000_000)).unwrap(),
    );
    assert!(won > 20 && lost > 20, "{won} won, {lost} lost");
}
const CASES: usize = 100;
const HOME_LOW: u8 = 8;
const HOME_SPREAD: u64 = 3;

/// A won line shortened still wins, and takes fewer moves than the search's own.
#[test]
fn shortened_lines_still_win() {
    let rules = builtin("beleaguered-castle").unwrap();
    let budget = Budget::nodes(200_000);
    let mut shortened = 0;
    for deal in 1..=12 {
        let mut g = Game::new(rules.clone(), deal).unwrap();
        let shape = Shape::of(&rules, g.position()).unwrap();
        let builders = Builders::new(&rules, &shape);
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
