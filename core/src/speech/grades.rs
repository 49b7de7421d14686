//! Difficulty grades in the player's language: their names, the solver's win rate and
//! the grading rule (`grade.rs` is also built into the build script, which has no
//! catalogues).

use crate::grade::{Grade, Grades};
use crate::lang::Words;
use crate::say;

impl Grade {
    /// The grade's name as the player reads it: "Easy".
    pub fn said(self, words: &Words) -> String {
        match self {
            Grade::Easy => say!(words, "grade-easy"),
            Grade::Medium => say!(words, "grade-medium"),
            Grade::Hard => say!(words, "grade-hard"),
            Grade::Expert => say!(words, "grade-expert"),
        }
    }
}

impl Grades {
    /// The solver's win rate over the graded deals: "74%", or the range the undecided
    /// deals leave open, "62–80%" (one figure where both round alike).
    pub fn win_rate_said(&self, words: &Words) -> String {
        match self.win_rate() {
            (won, most) if won == most => say!(words, "grade-win-rate", won = won),
            (won, most) => say!(words, "grade-win-rate-range", won = won, most = most),
        }
    }

    /// The grading rule, for the rules screen: `game` is the game's name.
    pub fn rule_said(&self, words: &Words, game: &str) -> String {
        let [easy, medium, hard] = self.bounds;
        say!(
            words,
            "grade-rule",
            game = game.to_string(),
            first = self.first.to_string(),
            last = self.last().to_string(),
            easy = easy,
            medium = medium,
            hard = hard
        )
    }
}
