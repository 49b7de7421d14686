//! For tests: a search's verdict on a position checked against a reference search's.

use super::searcher::{Report, Verdict};
use crate::position::Position;
use crate::rules::Rules;
use std::collections::HashSet;
use std::hash::Hash;

/// Whether `pos` can be won, trying every legal move the engine knows in every
/// position: nothing given up early, nothing assumed; positions with the same `key`
/// are taken as one.
pub(super) fn winnable<K: Hash + Eq>(
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
        let won = winnable(rules, pos, key, seen);
        rules.undo(pos, applied);
        if won {
            return true;
        }
    }
    false
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
