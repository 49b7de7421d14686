//! What the player is told about their files: found while loading, before the
//! player's language is known, and said in it when shown. The details from below
//! (a system's error, a parser's reason) stay as they came.

use solitaire_core::chrono::NaiveDate;
use solitaire_core::lang::Words;
use solitaire_core::rules::GameDef;
use solitaire_core::say;

#[derive(Clone, Debug, PartialEq)]
pub enum FileNotice {
    /// The browser keeps no storage for the page (`why`).
    NoStorage { why: String },
    /// The statistics came from an older version, and are kept.
    OlderStats,
    /// The clock is behind the days the statistics record.
    ClockBehind { today: NaiveDate, latest: NaiveDate },
    /// The date has no daily deal (`why`).
    NoDailyDeal { why: String },
    /// The saved game could not be resumed (`problem`), and was kept aside (where) or
    /// not (why).
    NotResumed {
        problem: String,
        kept: Result<String, String>,
    },
    /// The `what` file (settings, statistics) could not be used (`problem`); kept aside
    /// as for `NotResumed`.
    Unusable {
        what: &'static str,
        problem: String,
        kept: Result<String, String>,
    },
    /// The `what` file (game, settings, statistics) cannot be saved to `place`.
    CannotSave {
        what: &'static str,
        place: String,
        why: String,
    },
    /// A game tried out from its file: nothing is saved.
    TryingOut { game: Box<GameDef> },
}

/// A kind of file, as the notices name it.
fn file(w: &Words, what: &str) -> String {
    match what {
        "game" => say!(w, "file-game"),
        "settings" => say!(w, "file-settings"),
        _ => say!(w, "file-statistics"),
    }
}

/// Where a bad file went, or why it stayed.
fn kept_aside(w: &Words, kept: &Result<String, String>) -> String {
    match kept {
        Ok(aside) => say!(w, "file-kept-as", aside = aside.clone()),
        Err(why) => say!(w, "file-not-moved", why = why.clone()),
    }
}

impl FileNotice {
    /// The notice in `w`'s language.
    pub fn say(&self, w: &Words) -> String {
        match self {
            FileNotice::NoStorage { why } => say!(w, "file-no-storage", why = why.clone()),
            FileNotice::OlderStats => say!(w, "file-older-stats"),
            FileNotice::ClockBehind { today, latest } => say!(
                w,
                "file-clock-behind",
                today = today.to_string(),
                latest = latest.to_string()
            ),
            FileNotice::NoDailyDeal { why } => say!(w, "file-no-daily-deal", why = why.clone()),
            FileNotice::NotResumed { problem, kept } => say!(
                w,
                "file-not-resumed",
                problem = problem.clone(),
                kept = kept_aside(w, kept)
            ),
            FileNotice::Unusable {
                what,
                problem,
                kept,
            } => say!(
                w,
                "file-unusable",
                file = file(w, what),
                problem = problem.clone(),
                kept = kept_aside(w, kept)
            ),
            FileNotice::CannotSave { what, place, why } => say!(
                w,
                "file-cannot-save",
                file = file(w, what),
                place = place.clone(),
                why = why.clone()
            ),
            FileNotice::TryingOut { game } => {
                say!(w, "file-trying-out", game = w.games().name(game))
            }
        }
    }

    /// Does the English notice say `text`? (For tests.)
    #[cfg(test)]
    pub fn contains(&self, text: &str) -> bool {
        self.to_string().contains(text)
    }
}

/// In English, for the log.
impl std::fmt::Display for FileNotice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(&Words::english()))
    }
}
