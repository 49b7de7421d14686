//! For tests: a search's verdict on a position checked against a reference search's.

use super::searcher::{Report, Verdict};
use crate::Game;
use crate::card::Card;
use crate::position::{Pile, Position};
use crate::rules::Rules;
use std::collections::HashSet;
use std::hash::Hash;
use std::sync::Arc;

/// Whether `pos` can be won, trying every legal move the engine knows in every
/// position: nothing given up early, nothing assumed; positions with the same `key`
/// are taken as one. (Its lines run deep: it runs on a thread with room for them.)
pub(super) fn winnable<K: Hash + Eq>(
    rules: &Rules,
    pos: &Position,
    key: &(impl Fn(&Position) -> K + Sync),
) -> bool {
    fn search<K: Hash + Eq>(
        rules: &Rules,
        pos: &mut Position,
        key: &impl Fn(&Position) -> K,
        seen: &mut HashSet<K>,
    ) -> bool {
        if rules.is_won(pos) {
            return true;
        }
        if !seen.insert(key(pos)) {
            return false;
        }
        for mv in rules.legal_moves(pos) {
            let applied = rules.apply(pos, mv);
            let won = search(rules, pos, key, seen);
            rules.undo(pos, applied);
            if won {
                return true;
            }
        }
        false
    }
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn_scoped(scope, || {
                search(rules, &mut pos.clone(), key, &mut HashSet::new())
            })
            .expect("a thread")
            .join()
            .expect("the reference search")
    })
}

/// Checks `report` on `pos` against `expected` (whether a reference search that tries
/// every move wins from there): a win must be the reference's too and replay legally
/// to a win, a loss the reference's, and nothing may stay undecided. True if won.
pub(super) fn verdict_agrees(
    rules: &Rules,
    pos: &Position,
    report: Report,
    expected: bool,
    case: &str,
) -> bool {
    match report.verdict {
        Verdict::Solved(line) => {
            assert!(expected, "{case}: a win the reference does not find");
            let mut pos = pos.clone();
            for mv in line {
                rules
                    .check(&pos, mv)
                    .unwrap_or_else(|e| panic!("{case}: {mv:?}: {e}"));
                rules.apply(&mut pos, mv);
            }
            assert!(rules.is_won(&pos), "{case}: the win does not replay");
            true
        }
        Verdict::Impossible => {
            assert!(!expected, "{case}: given up, but winnable");
            false
        }
        Verdict::Unknown => panic!("{case}: undecided"),
    }
}

/// Checks a search against the reference on positions made by `position` (a case's
/// label and position, `None` when done), as `verdict_agrees` does: the count of those
/// won and of those lost.
pub(super) fn verdicts_agree<K: Hash + Eq>(
    rules: &Rules,
    mut position: impl FnMut() -> Option<(String, Position)>,
    key: &(impl Fn(&Position) -> K + Sync),
    solve: impl Fn(&Position) -> Report,
) -> (usize, usize) {
    let (mut won, mut lost) = (0, 0);
    while let Some((case, pos)) = position() {
        let expected = winnable(rules, &pos, key);
        if verdict_agrees(rules, &pos, solve(&pos), expected, &case) {
            won += 1;
        } else {
            lost += 1;
        }
    }
    (won, lost)
}

/// A position of a game of one deck with the lowest cards of each suit home (up to
/// `home`) and the rest dealt at random to the tableau piles, face up, or, with
/// `face_down`, some face down (at least half of each pile: that is what strands the
/// low cards).
pub(super) fn random_position(
    rules: &Arc<Rules>,
    next: &mut impl FnMut() -> u64,
    home: [u8; 4],
    face_down: bool,
) -> Position {
    let mut pos = Game::new(rules.clone(), 1).unwrap().position().clone();
    for p in &mut pos.piles {
        *p = Pile::default();
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
    if face_down {
        for &t in &rules.tableau {
            let pile = &mut pos.piles[t];
            if !pile.cards.is_empty() {
                let len = pile.cards.len();
                pile.down = len / 2 + (next() % (len - len / 2) as u64) as usize;
            }
        }
    }
    pos
}

/// `pos`'s tableau piles in an order of their own: a reference's key for games whose
/// piles are all alike.
pub(super) fn piles_in_any_order(rules: &Rules, pos: &Position) -> Vec<Pile> {
    let mut piles: Vec<Pile> = rules
        .tableau
        .iter()
        .map(|&t| pos.piles[t].clone())
        .collect();
    piles.sort_by(|a, b| (a.down, &a.cards).cmp(&(b.down, &b.cards)));
    piles
}

/// Solves deals `deals` of built-in game `game` with `solve`: each verdict must be
/// the shipped grades' where they decide the deal, each win must replay legally
/// through the game, and, with `decide_all`, no deal may be left undecided. The count
/// of those won and of those lost.
pub(super) fn decided_as_graded(
    game: &str,
    deals: std::ops::RangeInclusive<u32>,
    decide_all: bool,
    solve: impl Fn(&Rules, &Position) -> Report,
) -> (usize, usize) {
    use crate::grade::Solved;
    let rules = crate::builtin(game).unwrap();
    let grades = crate::registry::grades(game).unwrap();
    let (mut won, mut lost) = (0, 0);
    for deal in deals {
        let mut g = Game::new(rules.clone(), deal).unwrap();
        let graded = grades.solved(deal).unwrap();
        match solve(&rules, g.position()).verdict {
            Verdict::Solved(line) => {
                assert!(graded != Solved::Lost, "{game} #{deal} graded lost");
                replays_to_a_win(&mut g, line, &format!("{game} #{deal}"));
                won += 1;
            }
            Verdict::Impossible => {
                assert!(
                    !matches!(graded, Solved::Won { .. }),
                    "{game} #{deal} graded won"
                );
                lost += 1;
            }
            Verdict::Unknown => assert!(!decide_all, "{game} #{deal} undecided"),
        }
    }
    (won, lost)
}

/// Plays `line` through `game`, each move checked as a player's: it must end in a win.
pub(super) fn replays_to_a_win(game: &mut Game, line: Vec<crate::moves::Move>, case: &str) {
    for mv in line {
        game.apply(mv)
            .unwrap_or_else(|e| panic!("{case}: {mv:?}: {e}"));
    }
    assert!(game.rules().is_won(game.position()), "{case}: not won");
}
