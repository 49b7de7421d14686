//! Statistics per game, kept in stats.ron. A deal counts as played from its first
//! move; leaving a started deal for another counts as a loss.

use super::store::Versioned;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameStats {
    pub played: u32,
    pub won: u32,
    pub current_streak: u32,
    pub best_streak: u32,
    pub best_time_ms: Option<u64>,
    pub fewest_moves: Option<u32>,
}

impl GameStats {
    pub fn win_percent(&self) -> Option<f64> {
        (self.played > 0).then(|| 100.0 * f64::from(self.won) / f64::from(self.played))
    }
}

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Stats {
    pub version: u32,
    pub games: BTreeMap<String, GameStats>,
    /// The deal being played (counted as played, not yet won): game id and number.
    pub in_progress: Option<(String, u32)>,
    /// What the last win did to the records (for the win dialog; not saved).
    #[serde(skip)]
    pub last_win: Option<LastWin>,
}

/// A win and the records it set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastWin {
    pub game: String,
    pub number: u32,
    pub first: bool,
    pub best_time: bool,
    pub fewest_moves: bool,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Self::VERSION,
            games: BTreeMap::new(),
            in_progress: None,
            last_win: None,
        }
    }
}

impl Versioned for Stats {
    const VERSION: u32 = 1;
    const WHAT: &'static str = "statistics";
    const FILE: &'static str = "stats.ron";
    fn version(&self) -> u32 {
        self.version
    }
}

impl Stats {
    pub fn game(&self, id: &str) -> GameStats {
        self.games.get(id).copied().unwrap_or_default()
    }

    /// Is deal `number` of `id` counted as played and not yet won (so that leaving it
    /// for another counts as a loss)?
    pub fn is_under_way(&self, id: &str, number: u32) -> bool {
        self.in_progress
            .as_ref()
            .is_some_and(|(g, n)| g == id && *n == number)
    }

    /// A move was made in deal `number` of `id`. Returns whether anything changed.
    pub fn moved(&mut self, id: &str, number: u32) -> bool {
        let this = (id.to_string(), number);
        if self.in_progress.as_ref() == Some(&this) {
            return false;
        }
        self.abandon();
        self.games.entry(id.to_string()).or_default().played += 1;
        self.in_progress = Some(this);
        true
    }

    /// A deal other than the one in progress is on the table: the started one is lost.
    pub fn dealt(&mut self, id: &str, number: u32) -> bool {
        match &self.in_progress {
            Some((g, n)) if g == id && *n == number => false,
            Some(_) => {
                self.abandon();
                true
            }
            None => false,
        }
    }

    fn abandon(&mut self) {
        if let Some((id, _)) = self.in_progress.take() {
            self.games.entry(id).or_default().current_streak = 0;
        }
    }

    /// The deal in progress was won in `moves` moves and `time_ms`.
    pub fn won(&mut self, id: &str, number: u32, moves: u32, time_ms: u64) -> bool {
        if self.in_progress.as_ref() != Some(&(id.to_string(), number)) {
            return false;
        }
        self.in_progress = None;
        let g = self.games.entry(id.to_string()).or_default();
        self.last_win = Some(LastWin {
            game: id.to_string(),
            number,
            first: g.won == 0,
            best_time: g.won > 0 && g.best_time_ms.is_none_or(|t| time_ms < t),
            fewest_moves: g.won > 0 && g.fewest_moves.is_none_or(|m| moves < m),
        });
        g.won += 1;
        g.current_streak += 1;
        g.best_streak = g.best_streak.max(g.current_streak);
        g.best_time_ms = Some(g.best_time_ms.map_or(time_ms, |t| t.min(time_ms)));
        g.fewest_moves = Some(g.fewest_moves.map_or(moves, |m| m.min(moves)));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn played_from_the_first_move_won_once_and_abandoning_is_a_loss() {
        let mut s = Stats::default();
        assert!(!s.dealt("freecell", 1), "dealing alone counts nothing");
        assert!(!s.is_under_way("freecell", 1));
        assert!(s.moved("freecell", 1));
        assert!(!s.moved("freecell", 1), "more moves in the same deal");
        assert!(s.is_under_way("freecell", 1) && !s.is_under_way("freecell", 2));
        assert!(s.won("freecell", 1, 90, 120_000));
        assert!(!s.is_under_way("freecell", 1), "won, not under way");
        let first = s.last_win.clone().unwrap();
        assert!(first.first && !first.best_time && !first.fewest_moves);
        assert!(!s.won("freecell", 1, 90, 120_000), "a win counts once");
        assert!(s.moved("freecell", 2));
        assert!(s.won("freecell", 2, 80, 200_000));
        let second = s.last_win.clone().unwrap();
        assert_eq!(
            (
                second.number,
                second.first,
                second.best_time,
                second.fewest_moves
            ),
            (2, false, false, true)
        );
        let g = s.game("freecell");
        assert_eq!(
            (g.played, g.won, g.current_streak, g.best_streak),
            (2, 2, 2, 2)
        );
        assert_eq!((g.best_time_ms, g.fewest_moves), (Some(120_000), Some(80)));
        // Start deal 3, then leave it for deal 4: a loss that ends the streak.
        s.moved("freecell", 3);
        assert!(s.dealt("freecell", 4));
        let g = s.game("freecell");
        assert_eq!(
            (g.played, g.won, g.current_streak, g.best_streak),
            (3, 2, 0, 2)
        );
        assert_eq!(g.win_percent().map(|p| p.round()), Some(67.0));
        // Restarting the deal in progress is not leaving it.
        s.moved("brisbane", 7);
        assert!(!s.dealt("brisbane", 7));
        assert_eq!(s.in_progress, Some(("brisbane".into(), 7)));
    }
}
