use super::board::Board;
use super::*;
use crate::solver::agrees::replays_to_a_win;
use crate::solver::budget::Budget;
use crate::solver::heuristic::Weights;
use crate::solver::mix;
use crate::solver::search::Search;
use crate::solver::searcher::{Searcher, Verdict};
use crate::{Game, builtin};

/// In the registry's order.
const GAMES: [&str; 5] = [
    "forecell",
    "freecell",
    "bakers-game",
    "eight-off",
    "seahaven-towers",
];

/// Runs `search` until it decides, within `nodes` positions.
fn decide(search: &mut dyn Searcher, nodes: usize) -> Verdict {
    search.run(nodes).cloned().unwrap_or(Verdict::Unknown)
}

/// Each game's first deals: this search is the general one with the same weights,
/// made faster: it expands the same positions in the same order, so it reaches the
/// same verdict with the same line after as many positions; its wins replay legally.
/// (Without digs, which the general search does not make, see the next test; and
/// not lean, which it does not know.)
#[test]
fn it_searches_as_the_general_search_does_and_wins_replay() {
    for id in GAMES {
        let rules = builtin(id).unwrap();
        let weights = Weights {
            digs: false,
            lean: false,
            ..Weights::portfolio(&rules)[0]
        };
        let (mut won, mut lost) = (0, 0);
        for deal in 1..=12 {
            let mut game = Game::new(rules.clone(), deal).unwrap();
            let start = game.position().clone();
            let mut ours = CellsSearch::new(&rules, &start, weights).unwrap();
            let verdict = decide(&mut ours, 400_000);
            let mut general = Search::new(&rules, &start, weights);
            let name = format!("{id} #{deal}");
            assert_eq!(verdict, decide(&mut general, 400_000), "{name}");
            assert_eq!(ours.expanded(), general.expanded(), "{name}");
            match verdict {
                Verdict::Solved(line) => {
                    replays_to_a_win(&mut game, line, &name);
                    won += 1;
                }
                Verdict::Impossible => lost += 1,
                Verdict::Unknown => {}
            }
        }
        assert!(won >= 6, "{id}: {won} of 12 won, {lost} lost");
    }
}

/// A lost Baker's Game deal (the first this search proves lost) is proved lost by the
/// whole portfolio too.
#[test]
fn a_lost_deal_is_proved_lost() {
    let rules = builtin("bakers-game").unwrap();
    let lost = (1..=40)
        .find(|&deal| {
            let start = rules.deal(deal);
            let weights = Weights::portfolio(&rules)[0];
            let mut ours = CellsSearch::new(&rules, &start, weights).unwrap();
            decide(&mut ours, 300_000) == Verdict::Impossible
        })
        .expect("a lost deal among the first 40");
    let start = rules.deal(lost);
    let report = crate::solver::solve(&rules, &start, &Budget::nodes(3_000_000));
    assert_eq!(report.verdict, Verdict::Impossible, "#{lost}");
}

/// With digs (the first search's, see `Shape::digs`; ForeCell's does not dig), each
/// game's first deals get the same verdicts, the wins replay legally, and FreeCell's
/// take fewer positions in all.
#[test]
fn digs_decide_alike_in_fewer_positions() {
    for id in GAMES {
        let rules = builtin(id).unwrap();
        let weights = Weights {
            digs: true,
            ..Weights::portfolio(&rules)[0]
        };
        assert_eq!(Weights::portfolio(&rules)[0].digs, id != "forecell", "{id}");
        let (mut with, mut without) = (0, 0);
        for deal in 1..=24 {
            let mut game = Game::new(rules.clone(), deal).unwrap();
            let start = game.position().clone();
            let mut digging = CellsSearch::new(&rules, &start, weights).unwrap();
            let verdict = decide(&mut digging, 400_000);
            let plain = Weights {
                digs: false,
                ..weights
            };
            let mut single = CellsSearch::new(&rules, &start, plain).unwrap();
            let name = format!("{id} #{deal}");
            let other = decide(&mut single, 400_000);
            if verdict == Verdict::Unknown || other == Verdict::Unknown {
                continue;
            }
            assert_eq!(
                matches!(verdict, Verdict::Solved(_)),
                matches!(other, Verdict::Solved(_)),
                "{name}"
            );
            if let Verdict::Solved(line) = verdict {
                replays_to_a_win(&mut game, line, &name);
            }
            with += digging.expanded();
            without += single.expanded();
        }
        if id == "freecell" {
            assert!(
                with < without,
                "{id}: {with} positions with digs, {without} without"
            );
        }
    }
}

/// A lean search (FreeCell's but the last: see `Weights::lean`) tries fewer moves, so
/// running out of positions proves nothing: on the lost Microsoft deal #11982 it
/// runs out with no verdict, where the last search, complete, proves it lost.
#[test]
fn a_lean_search_proves_nothing() {
    let rules = builtin("freecell").unwrap();
    let portfolio = Weights::portfolio(&rules);
    let (last, lean) = portfolio.split_last().unwrap();
    assert!(last.proves() && lean.iter().all(|w| w.lean && !w.proves()));
    let start = rules.deal(11982);
    let mut lean = CellsSearch::new(&rules, &start, portfolio[0]).unwrap();
    assert_eq!(lean.run(1_000_000), None);
    assert!(lean.is_spent() && lean.expanded() < 1_000_000);
    let mut complete = CellsSearch::new(&rules, &start, *last).unwrap();
    assert_eq!(decide(&mut complete, 1_000_000), Verdict::Impossible);
}

/// Walks each game by moves the search would try, chosen at random: every move is
/// legal in the game, and the board kept up to date move by move is the board of the
/// game's position made anew (cards, key, runs, estimate), its estimate the general
/// search's.
#[test]
fn the_board_follows_the_game_move_by_move() {
    let mut next = mix::xorshift(11);
    for id in GAMES {
        let rules = builtin(id).unwrap();
        let weights = Weights::portfolio(&rules)[0];
        for deal in 1..=4 {
            let mut pos = rules.deal(deal);
            let shape = Shape::of(&rules, &pos).unwrap();
            let mut board = Board::of(&shape, &pos);
            let (mut moves, mut digs, mut ends) = (Vec::new(), Vec::new(), Vec::new());
            for step in 0..150 {
                let name = format!("{id} #{deal} move {step}");
                shape.moves(&board, &mut moves, false);
                if let Some(safe) = shape.safe_home_move(&board) {
                    moves.push(safe);
                }
                // One time in four, a dig's moves, where there is one.
                digs.clear();
                ends.clear();
                shape.digs(&board, &mut digs, &mut ends);
                let steps = if !ends.is_empty() && next().is_multiple_of(4) {
                    let k = (next() % ends.len() as u64) as usize;
                    let begin = if k == 0 { 0 } else { ends[k - 1] };
                    digs[begin..ends[k]].to_vec()
                } else if moves.is_empty() {
                    break;
                } else {
                    vec![moves[(next() % moves.len() as u64) as usize]]
                };
                for step in steps {
                    assert!(rules.check(&pos, step.mv()).is_ok(), "{name}: {step:?}");
                    rules.apply(&mut pos, step.mv());
                    board.apply(&shape, step);
                }
                let anew = Board::of(&shape, &pos);
                assert_eq!(board.key(), anew.key(), "{name}");
                assert_eq!(board.runs, anew.runs, "{name}");
                assert_eq!(board.cells, anew.cells, "{name}");
                // The estimate is the general search's.
                let cost = board.cost(&weights);
                assert_eq!(cost, anew.cost(&weights), "{name}");
                assert_eq!(
                    weights.estimate * cost,
                    weights.priority(&rules, &pos, 0),
                    "{name}"
                );
                for i in 0..shape.tableau.len() {
                    assert_eq!(board.column(i), anew.column(i), "{name}");
                }
            }
        }
    }
}

/// The key ignores the order of the columns and of the cells, and nothing else.
#[test]
fn keys_ignore_the_order_of_columns_and_cells_only() {
    let rules = builtin("eight-off").unwrap();
    let pos = rules.deal(3);
    let shape = Shape::of(&rules, &pos).unwrap();
    let key = Board::of(&shape, &pos).key();
    let mut swapped = pos.clone();
    swapped.piles.swap(rules.tableau[0], rules.tableau[5]);
    swapped.piles.swap(rules.cells[0], rules.cells[3]);
    assert_eq!(Board::of(&shape, &swapped).key(), key);
    // The same cards, two of one column in the other order: another position.
    let mut turned = pos.clone();
    turned.piles[rules.tableau[2]].cards.swap(0, 1);
    assert_ne!(Board::of(&shape, &turned).key(), key);
}
