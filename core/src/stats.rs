//! The player's statistics, per game (kept by the game in stats.ron, printed by
//! `solitaire-cli stats`): deals played and won, streaks and records, the results of
//! the last games, win rate and best time by difficulty, and the daily deals won. A
//! deal counts as played from its first move; leaving a started deal for another
//! counts as a loss.

use crate::daily::daily;
use crate::data_files::Versioned;
use crate::grade::Grade;
use crate::registry::grade_of;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// How many of the last games' results are kept per game.
pub const RECENT: usize = 100;

/// The longest play time a file may record for one deal: a thousand hours (the clock
/// runs only while the window has focus).
pub const MAX_TIME_MS: u64 = 1000 * 3600 * 1000;

/// The most moves a file may record for one deal.
pub const MAX_MOVES: u32 = 1_000_000;

/// The largest score, either way, a file may record for one deal (no game's points
/// come near it).
pub const MAX_SCORE: i32 = 100_000;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameStats {
    pub played: u32,
    pub won: u32,
    pub current_streak: u32,
    pub best_streak: u32,
    pub best_time_ms: Option<u64>,
    pub fewest_moves: Option<u32>,
    /// The best score of a finished deal, won or left, where the game keeps a score.
    pub best_score: Option<i32>,
    /// The scores of every finished deal added up: Vegas's running bank.
    pub bank: i64,
    /// The last games' results, oldest first (at most `RECENT`).
    pub recent: Vec<Played>,
    /// Deals of a graded difficulty, by grade.
    pub levels: BTreeMap<Grade, LevelStats>,
    /// The days whose daily deal of this game was won.
    pub daily_won: BTreeSet<NaiveDate>,
}

/// One finished game: won, or left for another deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub deal: u32,
    pub won: bool,
    pub moves: u32,
    pub time_ms: u64,
    pub grade: Option<Grade>,
    /// The day whose daily deal this was.
    pub daily: Option<NaiveDate>,
    /// Its score, where the game keeps one.
    #[serde(default)]
    pub score: Option<i32>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LevelStats {
    pub played: u32,
    pub won: u32,
    pub best_time_ms: Option<u64>,
}

fn percent(won: u32, played: u32) -> Option<f64> {
    (played > 0).then(|| 100.0 * f64::from(won) / f64::from(played))
}

impl LevelStats {
    pub fn win_percent(&self) -> Option<f64> {
        percent(self.won, self.played)
    }
}

impl GameStats {
    pub fn win_percent(&self) -> Option<f64> {
        percent(self.won, self.played)
    }

    pub fn level(&self, grade: Grade) -> LevelStats {
        self.levels.get(&grade).copied().unwrap_or_default()
    }

    /// Days in a row whose daily deal was won, up to `today` (or up to yesterday while
    /// today's is still to play).
    pub fn daily_streak(&self, today: NaiveDate) -> u32 {
        let mut day = if self.daily_won.contains(&today) {
            today
        } else {
            match today.pred_opt() {
                Some(d) => d,
                None => return 0,
            }
        };
        let mut streak = 0;
        while self.daily_won.contains(&day) {
            streak += 1;
            match day.pred_opt() {
                Some(d) => day = d,
                None => break,
            }
        }
        streak
    }

    /// The longest run of days whose daily deal was won.
    pub fn best_daily_streak(&self) -> u32 {
        let (mut best, mut run, mut last) = (0, 0, None::<NaiveDate>);
        for &day in &self.daily_won {
            run = if last.and_then(|l| l.succ_opt()) == Some(day) {
                run + 1
            } else {
                1
            };
            best = best.max(run);
            last = Some(day);
        }
        best
    }

    fn finish(&mut self, played: Played) {
        if let Some(score) = played.score {
            self.best_score = Some(self.best_score.map_or(score, |b| b.max(score)));
            self.bank = self.bank.saturating_add(i64::from(score));
        }
        if self.recent.len() >= RECENT {
            self.recent.remove(0);
        }
        self.recent.push(played);
    }
}

/// The deal being played: counted as played, not yet won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Progress {
    pub moves: u32,
    pub time_ms: u64,
    /// The day it was started (a daily deal counts for its own day).
    pub started: Option<NaiveDate>,
    /// Its score so far, where the game keeps one.
    pub score: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Stats {
    pub version: u32,
    pub games: BTreeMap<String, GameStats>,
    /// The deal being played (counted as played, not yet won): game id and number.
    pub in_progress: Option<(String, u32)>,
    /// How far that deal has gone, for the record if it is left.
    pub progress: Progress,
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
    /// The score, where the game keeps one, and whether it is the best yet.
    pub score: Option<(i32, bool)>,
    /// The day whose daily deal it was.
    pub daily: Option<NaiveDate>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Self::VERSION,
            games: BTreeMap::new(),
            in_progress: None,
            progress: Progress::default(),
            last_win: None,
        }
    }
}

impl Stats {
    pub fn game(&self, id: &str) -> GameStats {
        self.games.get(id).cloned().unwrap_or_default()
    }

    /// Is deal `number` of `id` counted as played and not yet won (so that leaving it
    /// for another counts as a loss)?
    pub fn is_under_way(&self, id: &str, number: u32) -> bool {
        self.in_progress
            .as_ref()
            .is_some_and(|(g, n)| g == id && *n == number)
    }

    /// A move was made in deal `number` of `id`, which now stands at `moves` moves and
    /// `time_ms`, on `today`. Returns whether anything changed.
    pub fn moved(
        &mut self,
        id: &str,
        number: u32,
        moves: u32,
        time_ms: u64,
        today: NaiveDate,
    ) -> bool {
        let starts = !self.is_under_way(id, number);
        if starts {
            self.abandon();
            // Counters saturate: they never wrap round to nothing.
            let g = self.games.entry(id.to_string()).or_default();
            g.played = g.played.saturating_add(1);
            if let Some(grade) = grade_of(id, number) {
                let level = g.levels.entry(grade).or_default();
                level.played = level.played.saturating_add(1);
            }
            self.in_progress = Some((id.to_string(), number));
            self.progress.started = Some(today);
        }
        let before = (self.progress.moves, self.progress.time_ms);
        (self.progress.moves, self.progress.time_ms) = (moves, time_ms);
        starts || before != (moves, time_ms)
    }

    /// The deal under way, `number` of `id`, now scores `score`. Returns whether
    /// anything changed.
    pub fn scored(&mut self, id: &str, number: u32, score: Option<i32>) -> bool {
        let changed = self.is_under_way(id, number) && self.progress.score != score;
        if changed {
            self.progress.score = score;
        }
        changed
    }

    /// The bank with deal `number` of `id`, scoring `score`, counted in: what a score
    /// carried over from deal to deal shows (Vegas, cumulative). A won deal is in the
    /// bank already.
    pub fn with_bank(&self, id: &str, number: u32, score: i32) -> i64 {
        let bank = self.games.get(id).map_or(0, |g| g.bank);
        let counted = self
            .last_win
            .as_ref()
            .is_some_and(|w| w.game == id && w.number == number);
        if counted {
            bank
        } else {
            bank.saturating_add(i64::from(score))
        }
    }

    /// A deal other than the one in progress is on the table: the started one is lost.
    pub fn dealt(&mut self, id: &str, number: u32) -> bool {
        if self.in_progress.is_none() || self.is_under_way(id, number) {
            return false;
        }
        self.abandon();
        true
    }

    fn abandon(&mut self) {
        let progress = std::mem::take(&mut self.progress);
        if let Some((id, number)) = self.in_progress.take() {
            let g = self.games.entry(id.clone()).or_default();
            g.current_streak = 0;
            g.finish(Played {
                deal: number,
                won: false,
                moves: progress.moves,
                time_ms: progress.time_ms,
                grade: grade_of(&id, number),
                daily: daily_of(&id, number, progress.started),
                score: progress.score,
            });
        }
    }

    /// The deal in progress was won in `moves` moves and `time_ms`, on `today`.
    pub fn won(
        &mut self,
        id: &str,
        number: u32,
        moves: u32,
        time_ms: u64,
        today: NaiveDate,
    ) -> bool {
        if !self.is_under_way(id, number) {
            return false;
        }
        self.in_progress = None;
        let progress = std::mem::take(&mut self.progress);
        let day = daily_of(id, number, progress.started.or(Some(today)));
        let grade = grade_of(id, number);
        let g = self.games.entry(id.to_string()).or_default();
        self.last_win = Some(LastWin {
            game: id.to_string(),
            number,
            first: g.won == 0,
            best_time: g.won > 0 && g.best_time_ms.is_none_or(|t| time_ms < t),
            fewest_moves: g.won > 0 && g.fewest_moves.is_none_or(|m| moves < m),
            score: progress
                .score
                .map(|s| (s, g.best_score.is_some_and(|best| s > best))),
            daily: day,
        });
        g.won = g.won.saturating_add(1);
        g.current_streak = g.current_streak.saturating_add(1);
        g.best_streak = g.best_streak.max(g.current_streak);
        g.best_time_ms = Some(g.best_time_ms.map_or(time_ms, |t| t.min(time_ms)));
        g.fewest_moves = Some(g.fewest_moves.map_or(moves, |m| m.min(moves)));
        if let Some(grade) = grade {
            let level = g.levels.entry(grade).or_default();
            level.won = level.won.saturating_add(1);
            level.best_time_ms = Some(level.best_time_ms.map_or(time_ms, |t| t.min(time_ms)));
        }
        if let Some(day) = day {
            g.daily_won.insert(day);
        }
        g.finish(Played {
            deal: number,
            won: true,
            moves,
            time_ms,
            grade,
            daily: day,
            score: progress.score,
        });
        true
    }

    /// The latest day the statistics know of, if it is after `today`: the clock has
    /// been set back (or the file comes from a machine whose clock ran ahead).
    pub fn ahead_of(&self, today: NaiveDate) -> Option<NaiveDate> {
        self.games
            .values()
            .flat_map(|g| g.daily_won.iter().copied())
            .chain(self.progress.started)
            .max()
            .filter(|&latest| latest > today)
    }
}

impl Versioned for Stats {
    /// 2 added results, levels and daily deals (a version 1 file reads as it is, with
    /// those empty).
    const VERSION: u32 = 2;
    const WHAT: &'static str = "statistics";
    const FILE: &'static str = "stats.ron";
    fn version(&self) -> u32 {
        self.version
    }

    /// Figures that cannot be (more won than played, a streak longer than the wins, a
    /// time of centuries) come from a damaged or edited file: refused, so the file is
    /// kept aside, rather than shown.
    fn check(&self) -> Result<(), String> {
        let bad =
            |id: &str, what: String| Err(format!("has figures that cannot be ({id}: {what})"));
        let time = |t: Option<u64>| t.is_none_or(|t| t <= MAX_TIME_MS);
        let score = |s: Option<i32>| s.is_none_or(|s| s.unsigned_abs() <= MAX_SCORE.unsigned_abs());
        for (id, g) in &self.games {
            if g.won > g.played {
                return bad(id, format!("{} won of {} played", g.won, g.played));
            }
            if g.best_streak > g.won || g.current_streak > g.best_streak {
                return bad(
                    id,
                    format!(
                        "streaks of {} and {} with {} won",
                        g.current_streak, g.best_streak, g.won
                    ),
                );
            }
            let levels: u64 = g.levels.values().map(|l| u64::from(l.played)).sum();
            if levels > u64::from(g.played) || g.levels.values().any(|l| l.won > l.played) {
                return bad(id, "levels played or won beyond the games".into());
            }
            let times = [g.best_time_ms]
                .into_iter()
                .chain(g.levels.values().map(|l| l.best_time_ms))
                .chain(g.recent.iter().map(|r| Some(r.time_ms)));
            if !times.into_iter().all(time) {
                return bad(id, "a time of more than a thousand hours".into());
            }
            let moves = g
                .fewest_moves
                .into_iter()
                .chain(g.recent.iter().map(|r| r.moves));
            if moves.into_iter().any(|m| m > MAX_MOVES) || g.recent.len() > RECENT {
                return bad(id, "more moves or results than a game makes".into());
            }
            let scores = [g.best_score]
                .into_iter()
                .chain(g.recent.iter().map(|r| r.score));
            let bank = u64::from(MAX_SCORE.unsigned_abs()) * u64::from(g.played);
            if !scores.into_iter().all(score) || g.bank.unsigned_abs() > bank {
                return bad(id, "a score beyond what the games give".into());
            }
        }
        if self.progress.moves > MAX_MOVES
            || !time(Some(self.progress.time_ms))
            || !score(self.progress.score)
        {
            return bad("the deal under way", "moves or time beyond sense".into());
        }
        Ok(())
    }
}

/// The day whose daily deal of `id` is deal `number`, if it was started on that day.
fn daily_of(id: &str, number: u32, started: Option<NaiveDate>) -> Option<NaiveDate> {
    let day = started?;
    daily(id, day)
        .ok()
        .filter(|d| d.number == number)
        .map(|d| d.date)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::parse_date;

    fn day(s: &str) -> NaiveDate {
        parse_date(s).unwrap()
    }

    /// A scoring game's deals keep their scores: the best of them, and the bank (every
    /// finished deal's score added up, lost ones too).
    #[test]
    fn scores_keep_the_best_and_a_bank_of_every_deal() {
        let today = day("2026-11-25");
        let mut s = Stats::default();
        assert!(!s.scored("vegas-klondike", 1, Some(-52)), "not under way");
        s.moved("vegas-klondike", 1, 1, 0, today);
        assert!(s.scored("vegas-klondike", 1, Some(-37)));
        assert!(!s.scored("vegas-klondike", 1, Some(-37)), "nothing new");
        // Left for another deal: a loss, with its score.
        s.moved("vegas-klondike", 2, 1, 0, today);
        let g = s.game("vegas-klondike");
        assert_eq!((g.best_score, g.bank), (Some(-37), -37));
        assert_eq!(g.recent[0].score, Some(-37));
        s.scored("vegas-klondike", 2, Some(208));
        s.won("vegas-klondike", 2, 120, 60_000, today);
        let g = s.game("vegas-klondike");
        assert_eq!((g.best_score, g.bank), (Some(208), 171));
        assert_eq!(s.with_bank("vegas-klondike", 2, 208), 171, "won: banked");
        assert_eq!(
            s.with_bank("vegas-klondike", 3, -52),
            119,
            "the next deal's ante"
        );
        assert_eq!(
            s.last_win.as_ref().unwrap().score,
            Some((208, true)),
            "a new best"
        );
        // Games without a score keep none.
        s.moved("freecell", 1, 1, 0, today);
        s.scored("freecell", 1, None);
        s.won("freecell", 1, 90, 1000, today);
        let g = s.game("freecell");
        assert_eq!((g.best_score, g.bank), (None, 0));
        assert_eq!(s.last_win.unwrap().score, None);
        // A file with scores no game gives is refused.
        let mut bad = Stats::default();
        bad.games.insert(
            "klondike".into(),
            GameStats {
                played: 1,
                best_score: Some(MAX_SCORE + 1),
                ..Default::default()
            },
        );
        assert!(bad.check().unwrap_err().contains("a score beyond"));
        bad.games.get_mut("klondike").unwrap().best_score = Some(i32::MIN);
        assert!(bad.check().unwrap_err().contains("a score beyond"));
        bad.games.get_mut("klondike").unwrap().best_score = Some(500);
        bad.games.get_mut("klondike").unwrap().bank = i64::MIN;
        assert!(bad.check().unwrap_err().contains("a score beyond"));
        bad.games.get_mut("klondike").unwrap().bank = 500;
        assert_eq!(bad.check(), Ok(()));
    }

    #[test]
    fn played_from_the_first_move_won_once_and_abandoning_is_a_loss() {
        let today = day("2026-11-25");
        let mut s = Stats::default();
        assert!(!s.dealt("freecell", 1), "dealing alone counts nothing");
        assert!(!s.is_under_way("freecell", 1));
        assert!(s.moved("freecell", 1, 1, 0, today));
        assert!(
            s.moved("freecell", 1, 2, 900, today),
            "the progress is kept"
        );
        assert!(!s.moved("freecell", 1, 2, 900, today), "nothing new");
        assert!(s.is_under_way("freecell", 1) && !s.is_under_way("freecell", 2));
        assert!(s.won("freecell", 1, 90, 120_000, today));
        assert!(!s.is_under_way("freecell", 1), "won, not under way");
        let first = s.last_win.clone().unwrap();
        assert!(first.first && !first.best_time && !first.fewest_moves);
        assert!(
            !s.won("freecell", 1, 90, 120_000, today),
            "a win counts once"
        );
        assert!(s.moved("freecell", 2, 1, 0, today));
        assert!(s.won("freecell", 2, 80, 200_000, today));
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
        s.moved("freecell", 3, 12, 45_000, today);
        assert!(s.dealt("freecell", 4));
        let g = s.game("freecell");
        assert_eq!(
            (g.played, g.won, g.current_streak, g.best_streak),
            (3, 2, 0, 2)
        );
        assert_eq!(g.win_percent().map(|p| p.round()), Some(67.0));
        let results: Vec<(u32, bool, u32, u64)> = g
            .recent
            .iter()
            .map(|p| (p.deal, p.won, p.moves, p.time_ms))
            .collect();
        assert_eq!(
            results,
            [
                (1, true, 90, 120_000),
                (2, true, 80, 200_000),
                (3, false, 12, 45_000)
            ]
        );
        // Restarting the deal in progress is not leaving it.
        s.moved("brisbane", 7, 1, 0, today);
        assert!(!s.dealt("brisbane", 7));
        assert_eq!(s.in_progress, Some(("brisbane".into(), 7)));
    }

    #[test]
    fn levels_count_graded_deals_and_keep_their_best_times() {
        let today = day("2026-11-25");
        let grades = crate::registry::grades("freecell").unwrap();
        let easy = grades.deals_of(Grade::Easy);
        let expert = grades.deals_of(Grade::Expert)[0];
        let mut s = Stats::default();
        for (i, &deal) in easy[..3].iter().enumerate() {
            s.moved("freecell", deal, 1, 0, today);
            s.won("freecell", deal, 90, 100_000 - i as u64 * 10_000, today);
        }
        s.moved("freecell", expert, 5, 30_000, today);
        s.dealt("freecell", 1);
        let g = s.game("freecell");
        assert_eq!(
            g.level(Grade::Easy),
            LevelStats {
                played: 3,
                won: 3,
                best_time_ms: Some(80_000)
            }
        );
        assert_eq!(g.level(Grade::Expert).played, 1);
        assert_eq!(g.level(Grade::Expert).win_percent(), Some(0.0));
        assert_eq!(g.level(Grade::Hard).win_percent(), None);
        assert_eq!(g.recent.last().unwrap().grade, Some(Grade::Expert));
    }

    #[test]
    fn the_recent_results_keep_the_last_hundred() {
        let today = day("2026-11-25");
        let mut s = Stats::default();
        for deal in 1..=130 {
            s.moved("brisbane", deal, 1, 0, today);
            s.won("brisbane", deal, 100, 60_000, today);
        }
        let g = s.game("brisbane");
        assert_eq!(g.recent.len(), RECENT);
        assert_eq!((g.recent[0].deal, g.recent[99].deal), (31, 130));
    }

    #[test]
    fn daily_wins_count_for_the_day_the_deal_was_started_and_make_streaks() {
        let mut s = Stats::default();
        let mut play = |date: &str, finish: &str| {
            let d = daily("forecell", day(date)).unwrap();
            s.moved("forecell", d.number, 1, 0, day(date));
            s.won("forecell", d.number, 100, 1000, day(finish));
            s.last_win.clone().unwrap().daily
        };
        assert_eq!(play("2026-11-20", "2026-11-20"), Some(day("2026-11-20")));
        assert_eq!(play("2026-11-22", "2026-11-22"), Some(day("2026-11-22")));
        // Started before midnight, won after: it counts for its own day.
        assert_eq!(play("2026-11-23", "2026-11-24"), Some(day("2026-11-23")));
        assert_eq!(play("2026-11-24", "2026-11-24"), Some(day("2026-11-24")));
        let g = s.game("forecell");
        assert_eq!(g.daily_streak(day("2026-11-24")), 3);
        assert_eq!(
            g.daily_streak(day("2026-11-25")),
            3,
            "today's still to play"
        );
        assert_eq!(g.daily_streak(day("2026-11-26")), 0, "a day missed");
        assert_eq!(g.best_daily_streak(), 3);
        // Yesterday's deal played today is not today's daily.
        let yesterday = daily("forecell", day("2026-11-24")).unwrap().number;
        s.moved("forecell", yesterday, 1, 0, day("2026-11-25"));
        s.won("forecell", yesterday, 100, 1000, day("2026-11-25"));
        assert_eq!(s.last_win.clone().unwrap().daily, None);
        assert_eq!(s.ahead_of(day("2026-11-25")), None);
        assert_eq!(s.ahead_of(day("2026-11-21")), Some(day("2026-11-24")));
    }

    #[test]
    fn a_version_1_file_reads_with_everything_kept() {
        let old = "(version: 1, games: {\"freecell\": (played: 5, won: 3, current_streak: 1, \
                   best_streak: 2, best_time_ms: Some(90000), fewest_moves: Some(88))}, \
                   in_progress: Some((\"freecell\", 12)))";
        let s: Stats = ron::from_str(old).unwrap();
        let g = s.game("freecell");
        assert_eq!(
            (g.played, g.won, g.best_streak, g.fewest_moves),
            (5, 3, 2, Some(88))
        );
        assert!(g.recent.is_empty() && g.daily_won.is_empty());
        assert_eq!(s.in_progress, Some(("freecell".into(), 12)));
        let again: Stats = ron::from_str(&ron::to_string(&s).unwrap()).unwrap();
        assert_eq!(again, s);
    }

    #[test]
    fn figures_that_cannot_be_are_refused_and_counters_never_wrap() {
        let file = |game: &str| format!("(version: 2, games: {{\"freecell\": ({game})}})");
        let read = |game: &str| crate::data_files::parse::<Stats>(&file(game));
        assert!(read("played: 12, won: 4, current_streak: 1, best_streak: 2").is_ok());
        for (game, why) in [
            ("played: 12, won: 4294967295", "4294967295 won of 12 played"),
            ("played: 12, won: 4, best_streak: 4000000000", "streaks"),
            (
                "played: 12, won: 4, current_streak: 3, best_streak: 2",
                "streaks",
            ),
            (
                "played: 12, won: 4, best_time_ms: Some(18446744073709551615)",
                "thousand hours",
            ),
            ("played: 2, levels: {Easy: (played: 3)}", "levels"),
            (
                "played: 2, fewest_moves: Some(4000000000), won: 1, best_streak: 1",
                "moves",
            ),
        ] {
            let e = read(game).unwrap_err();
            assert!(
                e.starts_with("has figures that cannot be (freecell: "),
                "{e}"
            );
            assert!(e.contains(why), "{game}: {e}");
        }
        // At the top of their range, counters stay there.
        let today = day("2026-11-25");
        let mut s = Stats::default();
        let g = s.games.entry("freecell".into()).or_default();
        (g.played, g.won, g.current_streak, g.best_streak) = (u32::MAX, u32::MAX - 1, 5, 5);
        s.moved("freecell", 1, 1, 10, today);
        s.won("freecell", 1, 1, 10, today);
        let g = s.game("freecell");
        assert_eq!((g.played, g.won), (u32::MAX, u32::MAX));
    }
}
