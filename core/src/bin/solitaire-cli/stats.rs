//! `solitaire-cli stats`: the statistics the game keeps, read from its data directory.

use solitaire_core::daily::today;
use solitaire_core::data_files::{Versioned, data_dir, parse, read_small};
use solitaire_core::figures::{clock_ms as clock, days};
use solitaire_core::grade::Grade;
use solitaire_core::lang::Words;
use solitaire_core::rules::{Rules, builtin_games};
use solitaire_core::stats::{GameStats, Stats};
use std::path::{Path, PathBuf};

/// Reads stats.ron as the game does, with its reader and checks (none yet: empty
/// statistics).
fn load(dir: &Path) -> Result<Stats, String> {
    let path = dir.join(Stats::FILE);
    let said = |problem: String| format!("{} {problem}", path.display());
    match read_small(&path).map_err(said)? {
        Some(text) => parse(&text).map_err(said),
        None => Ok(Stats::default()),
    }
}

fn or_dash<T: ToString>(v: Option<T>) -> String {
    v.map_or("–".into(), |v| v.to_string())
}

pub fn print(dir: Option<PathBuf>, game: Option<&Rules>) -> Result<(), String> {
    let stats = load(&data_dir(dir.as_deref()))?;
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
    if let Some(scores) =
        solitaire_core::score::records(&Words::english(), rules, g.best_score, g.bank)
    {
        say!("{scores}");
    }
    say!(
        "daily deals won: {}, streak {} (best {})",
        g.daily_won.len(),
        days(&Words::english(), g.daily_streak(today)),
        days(&Words::english(), g.best_daily_streak())
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
