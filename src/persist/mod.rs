//! What the player keeps between sessions, in RON files in the data directory:
//! the game in progress (saved after every move, resumed at start with its undo
//! history and clock), settings and statistics. Writes are atomic; a file that cannot
//! be used is kept aside (never overwritten or deleted), the player is told, and
//! defaults take its place.

pub mod files;
mod settings;
mod stats;
pub mod store;

use crate::play::{AppSystems, FirstStart, Notice, Outcome, Session, Settings, Stats};
use bevy::prelude::*;
use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily;
use solitaire_core::save::SavedGame;
use solitaire_core::{Game, builtin};
use std::path::{Path, PathBuf};
use std::time::Duration;
use store::Versioned;

/// Where the files live; `None` keeps everything in memory (headless tests).
#[derive(Resource, Clone, Debug, Default)]
pub struct DataDir(pub Option<PathBuf>);

impl DataDir {
    fn file(&self, name: &str) -> Option<PathBuf> {
        self.0.as_ref().map(|d| d.join(name))
    }
}

/// Everything read at start.
pub struct Loaded {
    pub settings: Settings,
    pub stats: Stats,
    pub resumed: Option<(Game, Duration)>,
    pub notices: Vec<String>,
    /// The game has never run with this data directory: no settings, statistics or
    /// saved game (the player is welcomed).
    pub first_run: bool,
}

/// Reads settings, statistics and (unless `fresh`) the game in progress from `dir`.
pub fn load(dir: Option<&Path>, fresh: bool) -> Loaded {
    let mut notices = Vec::new();
    let Some(dir) = dir else {
        return Loaded {
            settings: Settings::default(),
            stats: Stats::default(),
            resumed: None,
            notices,
            first_run: false,
        };
    };
    // (A link to nothing is a file that is there, and wrong: it gets a notice.)
    let first_run = [Settings::FILE, Stats::FILE, "game.ron"]
        .iter()
        .all(|f| dir.join(f).symlink_metadata().is_err());
    let (settings, n1) = store::load::<Settings>(&dir.join(Settings::FILE));
    let (mut stats, n2) = store::load::<Stats>(&dir.join(Stats::FILE));
    let (resumed, n3) = if fresh { (None, None) } else { resume(dir) };
    notices.extend([n1, n2, n3].into_iter().flatten());
    notices.extend(stats_notices(&mut stats, daily::today()));
    Loaded {
        settings,
        stats,
        resumed,
        notices,
        first_run,
    }
}

/// What the player should know about statistics read on `today`: an older version's
/// file (kept whole, and upgraded), a clock behind the days they record, a clock
/// outside the days that have daily deals.
fn stats_notices(stats: &mut Stats, today: NaiveDate) -> Vec<String> {
    let mut notices = Vec::new();
    if stats.version < Stats::VERSION && *stats != Stats::default() {
        notices.push(
            "Your statistics come from an older version of the game: all of them are kept, \
             and the charts fill in from your next games."
                .to_string(),
        );
    }
    stats.version = Stats::VERSION;
    if let Some(latest) = stats.ahead_of(today) {
        notices.push(format!(
            "Your clock says {today}, but your statistics go up to {latest}: nothing is lost, \
             and daily deals and streaks follow the clock's date."
        ));
    }
    if let Err(e) = daily::check_date(today) {
        notices.push(format!("No daily deal today: {e}"));
    }
    notices
}

/// The saved game in `dir`, if there is a good one; a bad one is moved aside.
fn resume(dir: &Path) -> (Option<(Game, Duration)>, Option<String>) {
    let path = dir.join("game.ron");
    let problem = match files::read_small(&path) {
        Ok(None) => return (None, None),
        Ok(Some(text)) => {
            let loaded = SavedGame::parse(&text)
                .and_then(|s| Ok((Game::from_saved(&s, builtin)?, s.elapsed_ms)));
            match loaded {
                Ok((game, elapsed)) => return (Some((game, Duration::from_millis(elapsed))), None),
                Err(e) => e.to_string(),
            }
        }
        Err(e) => format!("the saved game {e}"),
    };
    let kept = match files::keep_aside(&path) {
        Ok(aside) => format!("it was kept as {}", aside.display()),
        Err(e) => format!("it could not be moved aside ({e}) and was left as it is"),
    };
    (
        None,
        Some(format!(
            "Your saved game could not be resumed: {problem}; {kept}. A new game was dealt."
        )),
    )
}

/// Messages to show once the table is up.
#[derive(Resource, Default)]
struct StartupNotices(Vec<String>);

/// Keeps what `loaded` read, and saves the game, settings and statistics as they change.
pub fn plugin(app: &mut App, dir: Option<PathBuf>, loaded: Loaded) {
    app.insert_resource(DataDir(dir))
        .insert_resource(loaded.settings)
        .insert_resource(loaded.stats)
        .insert_resource(FirstStart(loaded.first_run))
        .insert_resource(StartupNotices(loaded.notices))
        .add_systems(PostStartup, tell_startup_notices)
        .add_systems(
            Update,
            (
                autosave,
                save_on_change::<Stats>,
                save_on_change::<Settings>,
            )
                .chain()
                .after(AppSystems::Rules)
                .before(AppSystems::Layout),
        );
}

fn tell_startup_notices(
    mut startup: ResMut<StartupNotices>,
    first: Res<FirstStart>,
    settings: Res<Settings>,
    dir: Res<DataDir>,
    mut notices: MessageWriter<Notice>,
) {
    for text in startup.0.drain(..) {
        warn!("{text}");
        notices.write(Notice(text));
    }
    // (Start-up systems run once.)
    if first.0 {
        // (The player is welcomed: see `ui::notice`.) Once: the settings file written
        // now says the next start is not the first.
        if let Some(path) = dir.file(Settings::FILE) {
            let result = store::save(&path, &*settings);
            report_failure(Settings::WHAT, &path, result, &mut notices, &mut false);
        }
    }
}

fn report_failure(
    what: &str,
    path: &Path,
    result: std::io::Result<()>,
    notices: &mut MessageWriter<Notice>,
    failed: &mut bool,
) {
    match result {
        Ok(()) => *failed = false,
        Err(e) if !*failed => {
            *failed = true;
            notices.write(Notice(format!(
                "The {what} cannot be saved to {}: {e}",
                path.display()
            )));
        }
        Err(_) => {}
    }
}

/// Saves the game after every change of position.
fn autosave(
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    dir: Res<DataDir>,
    mut notices: MessageWriter<Notice>,
    mut failed: Local<bool>,
) {
    if !outcomes.read().any(|o| !matches!(o, Outcome::Rejected(_))) {
        return;
    }
    let Some(path) = dir.file("game.ron") else {
        return;
    };
    let mut saved = session.game.to_saved();
    saved.elapsed_ms = session.elapsed.as_millis() as u64;
    let result = files::write_atomic(&path, &saved.to_ron());
    report_failure("game", &path, result, &mut notices, &mut failed);
}

/// Saves a settings-like resource whenever it changes (not when first loaded).
fn save_on_change<T: store::Versioned + Resource>(
    value: Res<T>,
    dir: Res<DataDir>,
    mut notices: MessageWriter<Notice>,
    mut failed: Local<bool>,
) {
    if !value.is_changed() || value.is_added() {
        return;
    }
    if let Some(path) = dir.file(T::FILE) {
        let result = store::save(&path, &*value);
        report_failure(T::WHAT, &path, result, &mut notices, &mut failed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("solitaire-persist-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn settings_and_stats_round_trip() {
        let dir = temp_dir("round");
        let mut s = Settings {
            four_colour: true,
            card_back: crate::play::BackColour::Blue,
            ..Settings::default()
        };
        s.speed = crate::play::Speed::Instant;
        store::save(&dir.join("settings.ron"), &s).unwrap();
        let mut st = Stats::default();
        st.moved("freecell", 5, 3, 4000, daily::today());
        store::save(&dir.join("stats.ron"), &st).unwrap();
        let loaded = load(Some(&dir), false);
        assert_eq!(loaded.settings, s);
        assert_eq!(loaded.stats, st);
        assert!(loaded.notices.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn every_kind_of_bad_file_is_kept_aside_with_a_reason() {
        let cases: [(&str, Vec<u8>, &str); 5] = [
            ("empty", b"".to_vec(), "is empty"),
            (
                "truncated",
                b"(version: 1, speed: Fa".to_vec(),
                "cannot be read",
            ),
            ("binary", vec![0xff, 0x00, 0x13], "is not text"),
            (
                "huge",
                vec![b' '; (files::MAX_FILE + 1) as usize],
                "is larger",
            ),
            ("future", b"(version: 9)".to_vec(), "newer version"),
        ];
        for (name, bytes, why) in cases {
            let dir = temp_dir(name);
            std::fs::write(dir.join("settings.ron"), &bytes).unwrap();
            std::fs::write(dir.join("stats.ron"), &bytes).unwrap();
            std::fs::write(dir.join("game.ron"), &bytes).unwrap();
            let loaded = load(Some(&dir), false);
            assert_eq!(loaded.settings, Settings::default(), "{name}");
            assert_eq!(loaded.stats, Stats::default(), "{name}");
            assert!(loaded.resumed.is_none());
            assert_eq!(loaded.notices.len(), 3, "{name}: {:?}", loaded.notices);
            assert!(
                loaded.notices[0].contains(why),
                "{name}: {}",
                loaded.notices[0]
            );
            for file in ["settings.ron", "stats.ron", "game.ron"] {
                let aside = dir.join(format!("{file}.bad-1"));
                assert_eq!(
                    std::fs::read(&aside).unwrap(),
                    bytes,
                    "{name}: {file} kept as it was"
                );
                assert!(!dir.join(file).exists());
            }
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }

    /// Links to nothing and statistics that cannot be are told and kept aside, as any
    /// unreadable file is: nothing is lost.
    #[test]
    #[cfg(unix)]
    fn links_to_nothing_and_impossible_statistics_are_told_and_kept() {
        let dir = temp_dir("links");
        for file in ["settings.ron", "stats.ron", "game.ron"] {
            std::os::unix::fs::symlink(dir.join("elsewhere").join(file), dir.join(file)).unwrap();
        }
        let loaded = load(Some(&dir), false);
        assert!(!loaded.first_run, "the files are there, if wrong");
        assert_eq!(loaded.notices.len(), 3, "{:?}", loaded.notices);
        assert!(
            loaded
                .notices
                .iter()
                .all(|n| n.contains("which does not exist"))
        );
        for file in ["settings.ron", "stats.ron", "game.ron"] {
            let aside = dir.join(format!("{file}.bad-1"));
            assert!(
                std::fs::read_link(&aside).is_ok(),
                "{file}: the link is kept"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
        let dir = temp_dir("impossible");
        let stats = "(version: 2, games: {\"freecell\": (played: 12, won: 4294967295)})";
        std::fs::write(dir.join("stats.ron"), stats).unwrap();
        let loaded = load(Some(&dir), false);
        assert_eq!(loaded.stats, Stats::default());
        assert!(
            loaded.notices[0].contains("has figures that cannot be"),
            "{:?}",
            loaded.notices
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("stats.ron.bad-1")).unwrap(),
            stats
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn old_files_wrong_clocks_and_dates_out_of_range_are_told() {
        let day = |s: &str| daily::parse_date(s).unwrap();
        let old = "(version: 1, games: {\"freecell\": (played: 5, won: 3)})";
        let mut stats: Stats = store::parse(old).unwrap();
        let notices = stats_notices(&mut stats, day("2026-11-25"));
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(notices[0].contains("older version") && notices[0].contains("kept"));
        assert_eq!(
            (stats.version, stats.game("freecell").won),
            (Stats::VERSION, 3)
        );
        assert!(
            stats_notices(&mut stats, day("2026-11-25")).is_empty(),
            "once"
        );
        stats.moved("freecell", 7, 1, 0, day("2026-11-25"));
        let back = stats_notices(&mut stats, day("2026-11-20"));
        assert!(
            back[0].contains("2026-11-20") && back[0].contains("2026-11-25"),
            "{back:?}"
        );
        let far = stats_notices(&mut Stats::default(), day("2207-01-01"));
        assert!(
            far[0].contains("No daily deal today") && far[0].contains("clock"),
            "{far:?}"
        );
    }

    /// Random and mutated file contents never panic the loaders.
    #[test]
    fn loaders_survive_fuzzing() {
        let good_settings = ron::to_string(&Settings::default()).unwrap();
        let mut st = Stats::default();
        st.moved("three-bears", 9, 1, 0, daily::today());
        st.won("three-bears", 9, 400, 90_000, daily::today());
        let good_stats = ron::to_string(&st).unwrap();
        let good_game = Game::new(builtin("freecell").unwrap(), 3).unwrap().to_ron();
        let mut seed = 0x1234_5678u32;
        let mut next = move || {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            seed
        };
        for round in 0..3000 {
            for good in [&good_settings, &good_stats, &good_game] {
                let mut bytes = good.clone().into_bytes();
                if round % 10 == 0 {
                    bytes = (0..next() % 64).map(|_| (next() >> 24) as u8).collect();
                } else {
                    for _ in 0..1 + next() % 4 {
                        let i = next() as usize % bytes.len().max(1);
                        match next() % 3 {
                            0 if !bytes.is_empty() => bytes[i] = (next() >> 24) as u8,
                            1 if !bytes.is_empty() => {
                                bytes.truncate(i);
                            }
                            _ => bytes
                                .insert(i.min(bytes.len()), b"()[],:\"0"[(next() % 8) as usize]),
                        }
                    }
                }
                let text = String::from_utf8_lossy(&bytes);
                let _ = store::parse::<Settings>(&text);
                let _ = store::parse::<Stats>(&text);
                let _ = SavedGame::parse(&text).map(|s| Game::from_saved(&s, builtin));
            }
        }
    }
}
