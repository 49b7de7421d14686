use super::*;
use crate::solver::agrees::verdicts_agree;
use crate::solver::searcher::Verdict;
use crate::{Game, builtin};

/// The first deals: wins replay legally through the game to a win, some deals are
/// proved lost, none stays undecided.
#[test]
fn pyramid_wins_replay_and_losses_hold() {
    let rules = builtin("pyramid").unwrap();
    let (mut won, mut lost, mut unknown) = (0, 0, 0);
    for deal in 1..=30 {
        let mut game = Game::new(rules.clone(), deal).unwrap();
        let report = solve(&rules, game.position(), &Budget::nodes(3_000_000)).unwrap();
        match report.verdict {
            Verdict::Solved(line) => {
                for mv in line {
                    game.apply(mv)
                        .unwrap_or_else(|e| panic!("#{deal} {mv:?}: {e}"));
                }
                assert!(rules.is_won(game.position()), "#{deal}");
                won += 1;
            }
            Verdict::Impossible => lost += 1,
            Verdict::Unknown => unknown += 1,
        }
    }
    assert!(
        won > 0 && lost > 0 && unknown == 0,
        "{won} won, {lost} lost, {unknown}"
    );
}

/// The reference's position: the same cards in play (what is home aside).
fn in_play(rules: &Rules, pos: &Position) -> Position {
    let mut key = pos.clone();
    for &home in &rules.foundations {
        key.piles[home].cards.clear();
    }
    key
}

/// Positions late in games played at random (pairs taken more often than the
/// stock turned), up to the last pass: the search's verdict is the reference's,
/// and its wins replay.
#[test]
fn verdicts_agree_with_trying_every_move() {
    let rules = builtin("pyramid").unwrap();
    let mut next = crate::solver::mix::xorshift(0x5eed_1234);
    let mut deals = 1..=400;
    let (won, lost) = verdicts_agree(
        &rules,
        || {
            let deal = deals.next()?;
            let mut game = Game::new(rules.clone(), deal).unwrap();
            loop {
                let pos = game.position();
                let in_play = pos.card_count() - pos.piles[rules.foundations[0]].len();
                let moves = rules.legal_moves(pos);
                if in_play <= 22 || moves.is_empty() {
                    break;
                }
                let pairs: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| !matches!(m, Move::Draw | Move::Redeal))
                    .collect();
                let pick = if !pairs.is_empty() && !next().is_multiple_of(4) {
                    &pairs
                } else {
                    &moves
                };
                let mv = pick[(next() % pick.len() as u64) as usize];
                game.apply(mv).unwrap();
            }
            Some((format!("#{deal}"), game.position().clone()))
        },
        &|p: &Position| in_play(&rules, p),
        |pos| solve(&rules, pos, &Budget::nodes(10_000_000)).unwrap(),
    );
    assert!(won > 10 && lost > 10, "{won} won, {lost} lost");
}

/// Deal #3528 is won. Its talon starts A Q K: with an A and a Q paired off and with the
/// K gone home, the talon's ranks left read K 8 … and A Q 8 …, which a weak hash of
/// the sequence once took for the same position, and gave the deal up.
#[test]
fn talons_that_differ_are_told_apart() {
    let rules = builtin("pyramid").unwrap();
    let mut game = Game::new(rules.clone(), 3528).unwrap();
    let report = solve(&rules, game.position(), &Budget::nodes(1_000_000)).unwrap();
    let Verdict::Solved(line) = report.verdict else {
        panic!("#3528 not won: {:?}", report.verdict);
    };
    for mv in line {
        game.apply(mv).unwrap();
    }
    assert!(rules.is_won(game.position()));
}
