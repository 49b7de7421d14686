//! A game's score, where its rules keep one: worked out from the moves played, so that
//! undo takes points back exactly and a saved game scores the same when loaded.

use crate::lang::Words;
use crate::moves::{Applied, Move};
use crate::position::Position;
use crate::rules::{PileKind, Rules, Scoring};
use crate::say;

/// Microsoft's standard (Windows) points for Klondike.
pub mod windows {
    /// A card from the waste onto a tableau pile.
    pub const WASTE_TO_TABLEAU: i32 = 5;
    /// A card onto a foundation, from anywhere.
    pub const TO_FOUNDATION: i32 = 10;
    /// A face-down tableau card turned up.
    pub const TURN_OVER: i32 = 5;
    /// A card taken back off a foundation.
    pub const FROM_FOUNDATION: i32 = -15;
    /// Turning the waste over, drawing one card at a time.
    pub const REDEAL_DRAW_ONE: i32 = -100;
    /// Turning the waste over, drawing three at a time.
    pub const REDEAL_DRAW_THREE: i32 = -20;
}

/// Vegas: the player pays for the deck and is paid for each card home.
pub mod vegas {
    /// What a deal costs.
    pub const ANTE: i32 = -52;
    /// What each card on a foundation pays.
    pub const PER_CARD: i32 = 5;
}

/// TriPeaks's streaks (PySolFC's scoring, in dollars).
pub mod streaks {
    /// What each card not dealt to the tableau costs.
    pub const PER_CARD: i32 = -5;
    /// Each peak cleared (its top card gone).
    pub const PEAK: i32 = 15;
    /// All the peaks cleared, on top of each one's.
    pub const ALL_PEAKS: i32 = 30;
}

/// Microsoft's Spider points.
pub mod spider {
    /// What the player starts with.
    pub const START: i32 = 500;
    /// Each move, a deal from the stock included.
    pub const PER_MOVE: i32 = -1;
    /// Each suit completed (its run leaving by itself is no move).
    pub const SUIT: i32 = 100;
}

/// The score after `history` led to `pos`, or `None` where the game keeps none.
pub fn score(rules: &Rules, history: &[Applied], pos: &Position) -> Option<i32> {
    let cards_home = rules.foundation_cards(pos) as i32;
    match rules.def.scoring {
        Scoring::None => None,
        Scoring::FoundationCards => Some(cards_home),
        Scoring::Windows => Some(
            // Never below nothing, as in Windows: a penalty takes only what there is.
            history.iter().fold(0, |total, applied| {
                (total + windows_points(rules, applied)).max(0)
            }),
        ),
        Scoring::Vegas => Some(vegas::ANTE + vegas::PER_CARD * cards_home),
        Scoring::Streaks => Some(streak_points(rules, history, pos)),
        Scoring::Spider => Some(history.iter().fold(spider::START, |total, applied| {
            total
                + match applied.mv {
                    Move::Transfer { to, .. } if rules.piles[to].complete_runs => spider::SUIT,
                    _ => spider::PER_MOVE,
                }
        })),
    }
}

/// See `streaks`: the streak is counted over the moves, the peaks from the position.
/// A peak is a pile that lies under others and over none.
fn streak_points(rules: &Rules, history: &[Applied], pos: &Position) -> i32 {
    let kept_back = rules.deck_size().saturating_sub(rules.goal_size()) as i32;
    let mut total = streaks::PER_CARD * kept_back;
    let mut streak = 0;
    for applied in history {
        match applied.mv {
            Move::Draw => streak = 0,
            Move::Transfer { from, .. } if rules.piles[from].kind == PileKind::Tableau => {
                streak += 1;
                total += streak;
            }
            _ => {}
        }
    }
    let peaks = rules
        .tableau
        .iter()
        .filter(|&&t| rules.covered_by[t] != 0 && rules.covering[t] == 0);
    let (count, cleared) = peaks.fold((0, 0), |(n, c), &t| {
        (n + 1, c + i32::from(pos.piles[t].is_empty()))
    });
    total += streaks::PEAK * cleared;
    if count > 0 && cleared == count {
        total += streaks::ALL_PEAKS;
    }
    total
}

fn windows_points(rules: &Rules, applied: &Applied) -> i32 {
    let kind = |p: usize| rules.piles[p].kind;
    let turned = if applied.flipped {
        windows::TURN_OVER
    } else {
        0
    };
    turned
        + match applied.mv {
            Move::Transfer { from, to, .. } => match (kind(from), kind(to)) {
                (_, PileKind::Foundation) => windows::TO_FOUNDATION,
                (PileKind::Foundation, _) => windows::FROM_FOUNDATION,
                (PileKind::Waste, PileKind::Tableau) => windows::WASTE_TO_TABLEAU,
                _ => 0,
            },
            Move::Redeal if rules.def.stock.is_some_and(|s| s.draw >= 3) => {
                windows::REDEAL_DRAW_THREE
            }
            Move::Redeal => windows::REDEAL_DRAW_ONE,
            Move::Draw => 0,
        }
}

/// A score as the player reads it: Vegas's in dollars ("−$52"), the others in points.
pub fn shown(words: &Words, rules: &Rules, score: i32) -> String {
    match rules.def.scoring {
        Scoring::Vegas | Scoring::Streaks => dollars(words, i64::from(score)),
        _ => score.to_string(),
    }
}

fn dollars(words: &Words, amount: i64) -> String {
    if amount < 0 {
        say!(
            words,
            "score-dollars-negative",
            amount = amount.unsigned_abs()
        )
    } else {
        say!(words, "score-dollars", amount = amount)
    }
}

/// A game's score records in a sentence (the statistics screen and the CLI's), where
/// it keeps a score: the best deal, and for Vegas the bank over every deal.
pub fn records(words: &Words, rules: &Rules, best: Option<i32>, bank: i64) -> Option<String> {
    let best = best.map_or("–".to_string(), |b| shown(words, rules, b));
    match rules.def.scoring {
        Scoring::None => None,
        Scoring::Vegas => {
            let bank = dollars(words, bank);
            Some(say!(words, "score-records-bank", best = best, bank = bank))
        }
        _ => Some(say!(words, "score-records", best = best)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::rules::Rules;
    use std::sync::Arc;

    fn scored(id: &str, scoring: &str) -> Arc<Rules> {
        let mut def = crate::builtin(id).unwrap().def.clone();
        def.scoring = ron::from_str(scoring).unwrap();
        Arc::new(Rules::from_def(def).unwrap())
    }

    /// Windows points follow each move, undo takes them back, and a penalty never takes
    /// the score below nothing.
    #[test]
    fn windows_points_follow_the_moves_and_never_go_below_zero() {
        let rules = scored("klondike", "Windows");
        let mut g = Game::new(rules.clone(), 1).unwrap();
        assert_eq!(g.score(), Some(0));
        let mut seen = 0;
        for step in 0..2000usize {
            let before = g.score().unwrap();
            // Any legal move, in a fixed scramble.
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[step.wrapping_mul(7919) % moves.len()];
            let applied = g.apply(mv).unwrap();
            let after = g.score().unwrap();
            let points = windows_points(&rules, &applied);
            assert_eq!(after, (before + points).max(0), "{mv:?}");
            seen |= match points {
                p if p < 0 => 1,
                p if p > 0 => 2,
                _ => 4,
            };
            g.undo().unwrap();
            assert_eq!(g.score(), Some(before), "undo takes the points back");
            g.apply(mv).unwrap();
        }
        assert_eq!(seen, 7, "penalties, points and nothing all came up");
        assert_eq!(shown(&Words::english(), &rules, 120), "120");
    }

    #[test]
    fn vegas_pays_for_the_deck_and_for_each_card_home() {
        let rules = scored("klondike", "Vegas");
        let g = Game::new(rules.clone(), 1).unwrap();
        let home = rules.foundation_cards(g.position()) as i32;
        assert_eq!(g.score(), Some(-52 + 5 * home));
        assert_eq!(shown(&Words::english(), &rules, -52), "−$52");
        assert_eq!(shown(&Words::english(), &rules, 35), "$35");
        assert_eq!(
            records(&Words::english(), &rules, Some(35), -17).unwrap(),
            "Best score $35; bank −$17 over every deal."
        );
        let plain = crate::builtin("freecell").unwrap();
        assert_eq!(records(&Words::english(), &plain, None, 0), None);
    }

    /// TriPeaks: −$120 for the 24 cards kept back, then 1, 2, 3… for a streak of cards
    /// from the peaks, back to 1 after a card from the stock; $15 a peak, $30 for all.
    #[test]
    fn tripeaks_streaks_pay_more_for_each_card_in_a_row_and_for_the_peaks() {
        use crate::solver::{Budget, Verdict, solve};
        let rules = crate::builtin("tripeaks").unwrap();
        let mut g = Game::new(rules.clone(), 1).unwrap();
        assert_eq!(g.score(), Some(-120));
        assert_eq!(shown(&Words::english(), &rules, -120), "−$120");
        let Verdict::Solved(line) = solve(&rules, g.position(), &Budget::default()).verdict else {
            panic!("TriPeaks #1 is won");
        };
        let (mut expected, mut streak) = (-120, 0);
        for mv in line {
            let before = g.score().unwrap();
            g.apply(mv).unwrap();
            let peaks_before = expected;
            match mv {
                Move::Draw => streak = 0,
                _ => {
                    streak += 1;
                    expected += streak;
                }
            }
            let gained = g.score().unwrap() - before;
            // What the streak does not explain is a peak cleared (and, at the end, all).
            let bonus = gained - (expected - peaks_before);
            assert!([0, 15, 45].contains(&bonus), "{mv:?}: {bonus}");
            expected += bonus;
            g.undo().unwrap();
            assert_eq!(g.score(), Some(before), "undo takes the points back");
            g.apply(mv).unwrap();
        }
        assert!(g.rules().is_won(g.position()));
        let peaks = 3 * 15 + 30;
        assert_eq!(g.score(), Some(expected));
        assert!(expected >= -120 + 28 + peaks, "{expected}");
    }
}
