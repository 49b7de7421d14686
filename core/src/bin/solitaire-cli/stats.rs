//! `solitaire-cli stats`: the statistics the game keeps, read from its data directory.

use solitaire_core::daily::today;
use solitaire_core::grade::Grade;
use solitaire_core::rules::{Rules, builtin_games};
use solitaire_core::stats::{GameStats, Stats};
use std::path::PathBuf;

/// The data directory the game uses by default (see the game's `--data-dir`).
fn data_dir(given: Option<PathBuf>) -> Result<PathBuf, String> {
    if let Some(dir) = given.or_else(|| std::env::var_os("SOLITAIRE_DATA_DIR").map(PathBuf::from)) {
        return Ok(dir);
    }
    let home = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
        .ok_or("no home directory: say where the data is with --data-dir")?;
    Ok(home.join("solitaire"))
}

/// Reads stats.ron (none yet: empty statistics).
fn load(dir: &std::path::Path) -> Result<Stats, String> {
    let path = dir.join("stats.ron");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Stats::default()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    let stats: Stats =
        ron::from_str(&text).map_err(|e| format!("{} cannot be read: {e}", path.display()))?;
    if stats.version > Stats::VERSION {
        return Err(format!(
            "{} is from a newer version of the game (format {})",
            path.display(),
            stats.version
        ));
    }
    Ok(stats)
}

fn days(n: u32) -> String {
    if n == 1 {
        "1 day".into()
    } else {
        format!("{n} days")
    }
}

/// Minutes and seconds.
fn clock(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}

fn or_dash<T: ToString>(v: Option<T>) -> String {
    v.map_or("–".into(), |v| v.to_string())
}

pub fn print(dir: Option<PathBuf>, game: Option<&Rules>) -> Result<(), String> {
    let stats = load(&data_dir(dir)?)?;
    let today = today();
    match game {
        None => {
            say!(
                "{:<12} {:>6} {:>5} {:>6} {:>7} {:>9} {:>6}",
                "game",
                "played",
                "won",
                "win %",
                "streak",
                "best time",
                "daily"
            );
            for rules in builtin_games() {
                let g = stats.game(rules.id());
                say!(
                    "{:<12} {:>6} {:>5} {:>6} {:>7} {:>9} {:>6}",
                    rules.name(),
                    g.played,
                    g.won,
                    or_dash(g.win_percent().map(|p| format!("{p:.0}%"))),
                    g.current_streak,
                    or_dash(g.best_time_ms.map(clock)),
                    g.daily_streak(today)
                );
            }
        }
        Some(rules) => details(rules, &stats.game(rules.id()), today),
    }
    Ok(())
}

/// One game: its records, its last results, and by difficulty.
fn details(rules: &Rules, g: &GameStats, today: chrono::NaiveDate) {
    say!(
        "{}: played {}, won {} ({}), streak {} (best {}), best time {}, fewest moves {}",
        rules.name(),
        g.played,
        g.won,
        or_dash(g.win_percent().map(|p| format!("{p:.0}%"))),
        g.current_streak,
        g.best_streak,
        or_dash(g.best_time_ms.map(clock)),
        or_dash(g.fewest_moves)
    );
    say!(
        "daily deals won: {}, streak {} (best {})",
        g.daily_won.len(),
        days(g.daily_streak(today)),
        days(g.best_daily_streak())
    );
    say!("by difficulty:");
    for grade in Grade::ALL {
        let l = g.level(grade);
        say!(
            "  {:<7} played {:>4}, won {:>4} ({:>4}), best time {}",
            grade.name(),
            l.played,
            l.won,
            or_dash(l.win_percent().map(|p| format!("{p:.0}%"))),
            or_dash(l.best_time_ms.map(clock))
        );
    }
    say!("last games, latest last:");
    for p in g.recent.iter().rev().take(30).rev() {
        say!(
            "  #{:<8} {:<4} {:>4} moves {:>6}  {}{}",
            p.deal,
            if p.won { "won" } else { "lost" },
            p.moves,
            clock(p.time_ms),
            or_dash(p.grade),
            p.daily
                .map(|d| format!(", daily deal of {d}"))
                .unwrap_or_default()
        );
    }
}
