//! What the player keeps between sessions, in RON files on a shelf (the data directory
//! on the desktop, the browser's storage on the web): the game in progress (saved after
//! every move, resumed at start with its undo history and clock), settings and
//! statistics. Writes are whole; a file that cannot be used is kept aside (never
//! overwritten or deleted), the player is told, and defaults take its place. Storage
//! that fails never stops play.

#[cfg(target_arch = "wasm32")]
mod browser;
pub mod files;
mod settings;
pub mod shelf;
mod stats;
pub mod store;

use crate::play::{AppSystems, FirstStart, Lang, Notice, Outcome, Session, Settings, Stats};
use bevy::prelude::*;
pub use shelf::{KeyStore, Shelf};
use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily;
use solitaire_core::save::SavedGame;
use solitaire_core::{Game, builtin};
use std::time::Duration;
use store::Versioned;

mod notices;
pub use notices::FileNotice;

/// Where the files live; `None` keeps everything in memory (headless tests, a tried-out
/// game, a browser without storage).
#[derive(Resource, Clone, Debug, Default)]
pub struct DataDir(pub Option<Shelf>);

/// Where the windowed game keeps the player's files: the data directory on the desktop,
/// the browser's storage on the web. With none (the browser keeps no storage for the
/// page), the notice says so: the game plays on and saves nothing.
#[cfg(not(target_arch = "wasm32"))]
pub fn player_shelf(flag: Option<&std::path::Path>) -> (Option<Shelf>, Option<FileNotice>) {
    (Some(Shelf::Folder(files::data_dir(flag))), None)
}

#[cfg(target_arch = "wasm32")]
pub fn player_shelf(_flag: Option<&std::path::Path>) -> (Option<Shelf>, Option<FileNotice>) {
    match browser::shelf() {
        Ok(shelf) => (Some(shelf), None),
        Err(why) => (None, Some(FileNotice::NoStorage { why })),
    }
}

/// Everything read at start.
pub struct Loaded {
    pub settings: Settings,
    pub stats: Stats,
    pub resumed: Option<(Game, Duration)>,
    /// What the player is told once the table is up, in the player's language.
    pub notices: Vec<FileNotice>,
    /// The game has never run with this data directory: no settings, statistics or
    /// saved game (the player is welcomed).
    pub first_run: bool,
}

/// Reads settings, statistics and (unless `fresh`) the game in progress from `shelf`.
pub fn load(shelf: Option<&Shelf>, fresh: bool) -> Loaded {
    let mut notices = Vec::new();
    let Some(shelf) = shelf else {
        return Loaded {
            settings: Settings::default(),
            stats: Stats::default(),
            resumed: None,
            notices,
            first_run: false,
        };
    };
    // (A link to nothing is a file that is there, and wrong: it gets a notice.)
    let first_run = [Settings::FILE, Stats::FILE, GAME_FILE]
        .iter()
        .all(|f| !shelf.exists(f));
    let (settings, n1) = store::load::<Settings>(shelf, Settings::FILE);
    let (mut stats, n2) = store::load::<Stats>(shelf, Stats::FILE);
    let (resumed, n3) = if fresh { (None, None) } else { resume(shelf) };
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
fn stats_notices(stats: &mut Stats, today: NaiveDate) -> Vec<FileNotice> {
    let mut notices = Vec::new();
    if stats.version < Stats::VERSION && *stats != Stats::default() {
        notices.push(FileNotice::OlderStats);
    }
    stats.version = Stats::VERSION;
    if let Some(latest) = stats.ahead_of(today) {
        notices.push(FileNotice::ClockBehind { today, latest });
    }
    if let Err(e) = daily::check_date(today) {
        notices.push(FileNotice::NoDailyDeal { why: e.to_string() });
    }
    notices
}

/// The game in progress, saved after every move.
const GAME_FILE: &str = "game.ron";

/// The saved game on `shelf`, if there is a good one; a bad one is moved aside.
fn resume(shelf: &Shelf) -> (Option<(Game, Duration)>, Option<FileNotice>) {
    let problem = match shelf.read(GAME_FILE) {
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
    let kept = shelf.keep_aside(GAME_FILE);
    (None, Some(FileNotice::NotResumed { problem, kept }))
}

/// Messages to show once the table is up.
#[derive(Resource, Default)]
struct StartupNotices(Vec<FileNotice>);

/// Keeps what `loaded` read, and saves the game, settings and statistics as they change.
pub fn plugin(app: &mut App, shelf: Option<Shelf>, loaded: Loaded) {
    app.insert_resource(DataDir(shelf))
        .init_resource::<SaveTrouble>()
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
    mut trouble: ResMut<SaveTrouble>,
    lang: Res<Lang>,
    mut notices: MessageWriter<Notice>,
) {
    for notice in startup.0.drain(..) {
        warn!("{notice}");
        notices.write(Notice(notice.say(&lang)));
    }
    // (Start-up systems run once.)
    if first.0 {
        // (The player is welcomed: see `ui::notice`.) Once: the settings file written
        // now says the next start is not the first.
        if let Some(shelf) = &dir.0 {
            let result = store::save(shelf, Settings::FILE, &*settings);
            let told = trouble.count(Settings::WHAT, shelf, Settings::FILE, result);
            notices.write_batch(told.map(|n| Notice(n.say(&lang))));
        }
    }
}

/// The kinds of file (game, settings, statistics) whose last save failed. The player is
/// told when saving starts to fail, once for all kinds (a full disk or quota fails them
/// all at once), and again only after every kind that failed has been saved since: a
/// file that keeps failing while the others save is not told at every move.
#[derive(Resource, Default, Debug)]
struct SaveTrouble(Vec<&'static str>);

impl SaveTrouble {
    /// Counts a save of the `what` file `name`; the notice to give, if any.
    fn count(
        &mut self,
        what: &'static str,
        shelf: &Shelf,
        name: &str,
        result: Result<(), String>,
    ) -> Option<FileNotice> {
        match result {
            Ok(()) => {
                self.0.retain(|w| *w != what);
                None
            }
            Err(e) => {
                let first = self.0.is_empty();
                if !self.0.contains(&what) {
                    self.0.push(what);
                }
                first.then(|| FileNotice::CannotSave {
                    what,
                    place: shelf.describe(name),
                    why: e,
                })
            }
        }
    }
}

/// Saves the game after every change of position.
fn autosave(
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    dir: Res<DataDir>,
    mut trouble: ResMut<SaveTrouble>,
    lang: Res<Lang>,
    mut notices: MessageWriter<Notice>,
) {
    if !outcomes.read().any(|o| !matches!(o, Outcome::Rejected(_))) {
        return;
    }
    let Some(shelf) = &dir.0 else {
        return;
    };
    let mut saved = session.game.to_saved();
    saved.elapsed_ms = session.elapsed.as_millis() as u64;
    let result = shelf.write(GAME_FILE, &saved.to_ron());
    let told = trouble.count("game", shelf, GAME_FILE, result);
    notices.write_batch(told.map(|n| Notice(n.say(&lang))));
}

/// Saves a settings-like resource whenever it changes (not when first loaded).
fn save_on_change<T: store::Versioned + Resource>(
    value: Res<T>,
    dir: Res<DataDir>,
    mut trouble: ResMut<SaveTrouble>,
    lang: Res<Lang>,
    mut notices: MessageWriter<Notice>,
) {
    if !value.is_changed() || value.is_added() {
        return;
    }
    if let Some(shelf) = &dir.0 {
        let result = store::save(shelf, T::FILE, &*value);
        let told = trouble.count(T::WHAT, shelf, T::FILE, result);
        notices.write_batch(told.map(|n| Notice(n.say(&lang))));
    }
}

#[cfg(test)]
mod tests {
    use super::shelf::Memory;
    use super::*;
    use std::path::PathBuf;
    use std::sync::Arc;
    use std::sync::atomic::Ordering;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("solitaire-persist-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A shelf for a test, and its contents as they are behind the game's back.
    enum Place {
        Folder(PathBuf),
        Keys(Arc<Memory>),
    }

    impl Place {
        /// An empty folder and an empty key store.
        fn both(name: &str) -> [Place; 2] {
            [Place::Folder(temp_dir(name)), Place::Keys(Arc::default())]
        }
        fn shelf(&self) -> Shelf {
            match self {
                Place::Folder(dir) => Shelf::Folder(dir.clone()),
                Place::Keys(memory) => Shelf::Keys(memory.clone()),
            }
        }
        /// Puts raw contents in place (in a key store, as the browser's bridge hands
        /// back what is not text).
        fn put(&self, name: &str, bytes: &[u8]) {
            match self {
                Place::Folder(dir) => std::fs::write(dir.join(name), bytes).unwrap(),
                Place::Keys(memory) => {
                    let text = String::from_utf8_lossy(bytes).into_owned();
                    memory.keys.lock().unwrap().insert(name.into(), text);
                }
            }
        }
        fn take(&self, name: &str) -> Option<Vec<u8>> {
            match self {
                Place::Folder(dir) => std::fs::read(dir.join(name)).ok(),
                Place::Keys(memory) => {
                    let keys = memory.keys.lock().unwrap();
                    keys.get(name).map(|t| t.clone().into_bytes())
                }
            }
        }
        fn tidy(self) {
            if let Place::Folder(dir) = self {
                std::fs::remove_dir_all(&dir).unwrap();
            }
        }
    }

    #[test]
    fn settings_stats_and_the_game_round_trip_on_both_shelves() {
        for place in Place::both("round") {
            let shelf = place.shelf();
            let mut s = Settings {
                four_colour: true,
                card_back: crate::play::BackColour::Blue,
                ..Settings::default()
            };
            s.speed = crate::play::Speed::Instant;
            store::save(&shelf, Settings::FILE, &s).unwrap();
            let mut st = Stats::default();
            st.moved("freecell", 5, 3, 4000, daily::today());
            store::save(&shelf, Stats::FILE, &st).unwrap();
            let mut game = Game::new(builtin("freecell").unwrap(), 3).unwrap();
            let mv = game.legal_moves()[0];
            game.apply(mv).unwrap();
            let mut saved = game.to_saved();
            saved.elapsed_ms = 4321;
            shelf.write(GAME_FILE, &saved.to_ron()).unwrap();
            let loaded = load(Some(&shelf), false);
            assert_eq!(loaded.settings, s);
            assert_eq!(loaded.stats, st);
            assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
            assert!(!loaded.first_run);
            let (resumed, elapsed) = loaded.resumed.expect("the game resumes");
            assert_eq!(resumed.position(), game.position());
            assert_eq!(resumed.history(), game.history());
            assert_eq!(elapsed, Duration::from_millis(4321));
            assert!(load(Some(&shelf), true).resumed.is_none(), "fresh");
            place.tidy();
        }
        let empty = Shelf::Keys(Arc::new(Memory::default()));
        assert!(load(Some(&empty), false).first_run);
    }

    #[test]
    fn every_kind_of_bad_file_is_kept_aside_with_a_reason_on_both_shelves() {
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
            for place in Place::both(name) {
                let files = ["settings.ron", "stats.ron", "game.ron"];
                for file in files {
                    place.put(file, &bytes);
                }
                let before = place.take("game.ron");
                let loaded = load(Some(&place.shelf()), false);
                assert_eq!(loaded.settings, Settings::default(), "{name}");
                assert_eq!(loaded.stats, Stats::default(), "{name}");
                assert!(loaded.resumed.is_none());
                assert!(!loaded.first_run, "{name}: the files are there, if bad");
                assert_eq!(loaded.notices.len(), 3, "{name}: {:?}", loaded.notices);
                // (The saved game's reasons are its own parser's.)
                for (i, (notice, file)) in loaded.notices.iter().zip(files).enumerate() {
                    assert!(i == 2 || notice.contains(why), "{name}: {notice}");
                    assert!(notice.contains(&format!("{file}.bad-1")), "{notice}");
                }
                for file in files {
                    let aside = place.take(&format!("{file}.bad-1"));
                    assert_eq!(aside, before, "{name}: {file} kept as it was");
                    assert!(place.take(file).is_none());
                }
                place.tidy();
            }
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
        let loaded = load(Some(&Shelf::Folder(dir.clone())), false);
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
        for place in Place::both("impossible") {
            let stats = "(version: 2, games: {\"freecell\": (played: 12, won: 4294967295)})";
            place.put("stats.ron", stats.as_bytes());
            let loaded = load(Some(&place.shelf()), false);
            assert_eq!(loaded.stats, Stats::default());
            assert!(
                loaded.notices[0].contains("has figures that cannot be"),
                "{:?}",
                loaded.notices
            );
            assert_eq!(place.take("stats.ron.bad-1").unwrap(), stats.as_bytes());
            place.tidy();
        }
    }

    /// Storage that cannot be read gives defaults and play; what it holds is not touched.
    #[test]
    fn storage_that_cannot_be_read_leaves_defaults_and_loses_nothing() {
        let memory = Arc::new(Memory::default());
        let shelf = Shelf::Keys(memory.clone());
        store::save(
            &shelf,
            Settings::FILE,
            &Settings {
                four_colour: true,
                ..Settings::default()
            },
        )
        .unwrap();
        memory.off.store(true, Ordering::Relaxed);
        let loaded = load(Some(&shelf), false);
        assert_eq!(loaded.settings, Settings::default());
        assert!(loaded.resumed.is_none() && !loaded.first_run);
        assert!(
            loaded.notices.iter().all(|n| n.contains("cannot be read")),
            "{:?}",
            loaded.notices
        );
        memory.off.store(false, Ordering::Relaxed);
        assert!(load(Some(&shelf), false).settings.four_colour, "kept");
    }

    /// The notices given so far.
    #[derive(Resource, Default)]
    struct Told(Vec<String>);

    /// A headless app of just the persist plugin.
    fn saving_app(shelf: Shelf) -> App {
        let mut app = App::new();
        app.add_message::<Outcome>()
            .add_message::<Notice>()
            .init_resource::<Lang>()
            .init_resource::<Told>()
            .add_systems(
                Last,
                |mut read: MessageReader<Notice>, mut told: ResMut<Told>| {
                    told.0.extend(read.read().map(|n| n.0.clone()));
                },
            );
        let game = Game::new(builtin("freecell").unwrap(), 1).unwrap();
        app.insert_resource(Session::new(game));
        let loaded = load(Some(&shelf), true);
        plugin(&mut app, Some(shelf), loaded);
        app
    }

    /// The notices given since last asked.
    fn told(app: &mut App) -> Vec<String> {
        std::mem::take(&mut app.world_mut().resource_mut::<Told>().0)
    }

    /// Everything changes in a frame: a move is made, the settings and statistics change.
    fn play_a_frame(app: &mut App) -> usize {
        app.world_mut().write_message(Outcome::Dealt);
        app.world_mut().resource_mut::<Settings>().four_colour ^= true;
        app.world_mut()
            .resource_mut::<Stats>()
            .moved("freecell", 1, 1, 0, daily::today());
        app.update();
        told(app).len()
    }

    /// A full quota tells the player once for the game, settings and statistics in all,
    /// play goes on, and once saving has worked again, a new failure is told again.
    #[test]
    fn a_full_store_is_told_once_for_all_files_and_play_goes_on() {
        let memory = Arc::new(Memory::default());
        memory.full.store(true, Ordering::Relaxed);
        let mut app = saving_app(Shelf::Keys(memory.clone()));
        app.update();
        // The welcome's settings file could not be written.
        assert_eq!(
            told(&mut app),
            ["The settings cannot be saved to the test's storage: the quota has been exceeded"]
        );
        for _ in 0..5 {
            assert_eq!(play_a_frame(&mut app), 0, "told once for all three");
        }
        memory.full.store(false, Ordering::Relaxed);
        assert_eq!(play_a_frame(&mut app), 0);
        let saved = load(Some(&Shelf::Keys(memory.clone())), false);
        assert_eq!(saved.settings, *app.world().resource::<Settings>());
        assert_eq!(saved.stats.game("freecell").played, 1);
        assert!(saved.resumed.is_some() && saved.notices.is_empty());
        memory.full.store(true, Ordering::Relaxed);
        assert_eq!(
            play_a_frame(&mut app),
            1,
            "saving failed again after working"
        );
        assert_eq!(play_a_frame(&mut app), 0);
    }

    /// One file that keeps failing while the others save is not told at every move.
    #[test]
    fn save_trouble_is_told_when_it_starts() {
        let shelf = Shelf::Keys(Arc::new(Memory::default()));
        let mut trouble = SaveTrouble::default();
        let mut count = |what, ok: bool| {
            let result = if ok { Ok(()) } else { Err("full".to_string()) };
            trouble.count(what, &shelf, "x.ron", result).is_some()
        };
        assert!(count("statistics", false));
        assert!(!count("game", true));
        assert!(!count("statistics", false), "the statistics still fail");
        assert!(!count("game", false));
        assert!(!count("statistics", true));
        assert!(!count("game", false), "the game still fails");
        assert!(!count("game", true));
        assert!(count("settings", false), "all saved since: a new failure");
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
