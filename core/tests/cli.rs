//! The solitaire-cli binary, run as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_solitaire-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cli runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs the CLI with no input, expects success and returns what it printed.
fn succeeds(args: &[&str]) -> String {
    let o = cli(args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
}

/// The README's table of games is the registry's, as `games --markdown` prints it.
#[test]
fn the_readme_lists_the_games_of_the_registry() {
    let o = cli(&["games", "--markdown"], "");
    assert!(o.status.success());
    let table = stdout(&o);
    assert_eq!(table.lines().count(), solitaire_core::game_ids().len() + 2);
    let readme = include_str!("../../README.md");
    assert!(
        readme.contains(&table),
        "the README's table of games is out of date: paste in `solitaire-cli games --markdown`:\n{table}"
    );
}

/// The README's table of languages is the catalogues', as `languages --markdown` prints it.
#[test]
fn the_readme_lists_the_languages_shipped() {
    let table = succeeds(&["languages", "--markdown"]);
    assert_eq!(
        table.lines().count(),
        solitaire_core::lang::codes().len() + 2
    );
    assert!(table.contains("| en | English |"), "{table}");
    let readme = include_str!("../../README.md");
    assert!(
        readme.contains(&table),
        "the README's table of languages is out of date: paste in `solitaire-cli languages --markdown`:\n{table}"
    );
}

#[test]
fn games_lists_every_game() {
    let o = cli(&["games"], "");
    assert!(o.status.success());
    let out = stdout(&o);
    for id in solitaire_core::game_ids() {
        assert!(
            out.lines().any(|l| l.starts_with(id)),
            "{id} missing from\n{out}"
        );
    }
    assert_eq!(out.lines().count(), solitaire_core::game_ids().len());
}

#[test]
fn deal_prints_freecell_one_in_fc_solve_format() {
    let out = succeeds(&[
        "deal", "--game", "freecell", "--number", "1", "--format", "fc-solve",
    ]);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("Foundations: H-0 C-0 D-0 S-0"));
    assert_eq!(lines.next(), Some("Freecells: - - - -"));
    assert_eq!(lines.next(), Some(": JD KD 2S 4C 3S 6D 6S"));
    assert_eq!(out.lines().last(), Some(": 5H 3H 3C 7S 7D TC"));
}

#[test]
fn deal_prints_every_game_and_refuses_fc_solve_where_it_cannot() {
    for id in solitaire_core::game_ids() {
        let o = cli(&["deal", "--game", id, "--number", "1"], "");
        assert!(o.status.success(), "{id}: {}", stderr(&o));
        assert!(stdout(&o).contains("deal #1"));
    }
    let o = cli(
        &["deal", "--game", "three-bears", "--format", "fc-solve"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot be written in Freecell Solver's format"));
}

#[test]
fn bad_arguments_get_clear_messages() {
    let o = cli(&["deal", "--game", "canasta"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown game 'canasta'; the games are: klondike"),
        "{}",
        stderr(&o)
    );
    let o = cli(&["deal", "--game", "freecell", "--number", "0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("deal numbers run from 1 to 2147483647"));
    let o = cli(&["deal", "--game", "freecell", "--number", "lots"], "");
    assert_eq!(o.status.code(), Some(2), "clap's usage error");
    let o = cli(&["solve", "--game", "freecell", "--deals", "5..1"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'5..1' is not a deal range like 1..1000"));
    // One check of deal numbers, whatever the command and however the number is given.
    for args in [
        &["grade", "--game", "freecell", "--number", "0"][..],
        &["solve", "--game", "freecell", "--number", "0"],
        &["solve", "--game", "freecell", "--deals", "0..3"],
        &["grade", "--game", "freecell", "--deals", "1..2147483648"],
        &[
            "play",
            "--game",
            "freecell",
            "--number",
            "99999999999999999999999",
        ],
    ] {
        let o = cli(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("deal numbers run from 1 to 2147483647"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn play_reads_moves_and_reports_illegal_ones() {
    // FreeCell #1: move 6♠ to a cell, then try to put 9♣ on it.
    let o = cli(
        &["play", "--game", "freecell", "--number", "1"],
        "t1>c1\nt2>c1\nundo\nmoves\n",
    );
    assert_eq!(o.status.code(), Some(1), "one move was refused");
    let out = stdout(&o);
    assert!(out.contains("> t1>c1\n"));
    assert!(out.contains("c1: 6S"));
    assert!(out.contains("moves: 1  status: in play"));
    assert!(out.contains("> undo\n"));
    assert!(out.contains("legal: "));
    assert_eq!(stderr(&o).trim(), "! t2>c1: A free cell holds one card");
}

#[test]
fn check_def_names_the_bad_field() {
    let dir = std::env::temp_dir().join(format!("solitaire-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.ron");
    let good = include_str!("../games/brisbane.ron");
    std::fs::write(&path, good.replace("decks: 1", "decks: 9")).unwrap();
    let o = cli(&["check-def", path.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(2));
    // The file, the line and column where the field is written, and the problem.
    let line = good.lines().position(|l| l.contains("decks: 1")).unwrap() + 1;
    assert!(
        stderr(&o).contains(&format!("bad.ron:{line}:"))
            && stderr(&o).contains("decks: must be 1, 2 or 3, not 9"),
        "{}",
        stderr(&o)
    );
    std::fs::write(&path, good).unwrap();
    let o = cli(&["check-def", path.to_str().unwrap()], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let o = cli(&["deal", "--game", path.to_str().unwrap()], "");
    assert!(stdout(&o).starts_with("Brisbane — deal #1"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_def_refuses_a_solver_plan_whose_search_does_not_take_the_game() {
    let dir = std::env::temp_dir().join(format!("solitaire-cli-plan-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("golf-as-klondike.ron");
    let golf = include_str!("../games/golf.ron");
    std::fs::write(&path, golf.replace("plan: OntoWaste", "plan: Klondike")).unwrap();
    let o = cli(&["check-def", path.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(2));
    let line = golf.lines().position(|l| l.contains("plan:")).unwrap() + 1;
    assert!(
        stderr(&o).contains(&format!(
            "golf-as-klondike.ron:{line}: solver plan Klondike: its Klondike search does not take"
        )),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn solve_prints_figures_and_a_solution_that_plays_to_a_win() {
    let out = succeeds(&["solve", "--game", "freecell", "--number", "1", "--moves"]);
    assert!(
        out.lines()
            .any(|l| l.starts_with("#1 ") && l.contains("solved")),
        "{out}"
    );
    assert!(
        out.contains("solved 1, impossible 0, unknown 0 (decided 100.0%)"),
        "{out}"
    );
    assert!(out.contains("win rate 100.0% of decided deals\n"), "{out}");
    // The last line is the solution: `play` takes it move by move to the win.
    let moves = out
        .lines()
        .last()
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>();
    assert!(moves.len() > 50, "{out}");
    let played = cli(
        &["play", "--game", "freecell", "--number", "1"],
        &moves.join("\n"),
    );
    let shown = stdout(&played);
    assert!(shown.trim_end().ends_with("status: won"), "{shown}");
}

#[test]
fn a_long_solve_run_lists_every_deal_before_its_figures() {
    let out = succeeds(&[
        "solve",
        "--game",
        "freecell",
        "--deals",
        "1..2500",
        "--threads",
        "2",
    ]);
    let listed = out.lines().filter(|l| l.starts_with('#')).count();
    assert_eq!(listed, 2500, "{out}");
    assert!(
        out.contains("solved 2500, impossible 0, unknown 0"),
        "{out}"
    );
}

#[test]
fn solve_gives_the_range_of_the_win_rate_while_deals_stay_undecided() {
    let out = succeeds(&[
        "solve", "--game", "lower-48", "--deals", "1..2", "--nodes", "500",
    ]);
    assert!(
        out.contains("solved 0, impossible 0, unknown 2 (decided 0.0%)"),
        "{out}"
    );
    assert!(
        out.contains("win rate unknown; of all deals between 0.0% and 100.0%"),
        "{out}"
    );
}

#[test]
fn a_reader_that_stops_early_ends_the_output_and_the_work_quietly() {
    use std::io::{BufRead, BufReader};
    // `solitaire-cli solve … | head -1`: the reader takes a line and goes away. Lines go
    // out as deals are solved, so the next one finds the pipe closed and the run stops
    // there: the whole range would take minutes (the loop below gives up long before).
    let mut child = Command::new(env!("CARGO_BIN_EXE_solitaire-cli"))
        .args(["solve", "--game", "freecell", "--deals", "1..2000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cli runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("#1 "), "{first}");
    // (The reader is dropped here: the pipe is closed.)
    let stopped = (0..600).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        child.try_wait().unwrap().is_some()
    });
    if !stopped {
        child.kill().unwrap();
    }
    assert!(stopped, "the solver went on after its reader had gone");
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert!(!err.contains("panicked"), "{err}");
    assert!(o.status.success(), "{:?}: {err}", o.status);
}

/// Output that cannot go anywhere is an error, said on standard error: a closed
/// standard output (`>&-`), and a full disk.
#[test]
fn output_that_goes_nowhere_is_an_error() {
    let bin = env!("CARGO_BIN_EXE_solitaire-cli");
    for redirect in [">&-", ">/dev/full"] {
        let o = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "exec \"$0\" solve --game freecell --number 1 {redirect}"
            ))
            .arg(bin)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{redirect}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains("standard output is closed") || err.contains("cannot write the output"),
            "{redirect}: {err}"
        );
    }
    // Output thrown away on purpose is fine.
    let o = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" games >/dev/null")
        .arg(bin)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn daily_names_a_days_deal_and_its_grade_and_refuses_bad_dates() {
    let out = succeeds(&["daily", "--game", "freecell", "--date", "2026-11-25"]);
    assert_eq!(
        out.trim(),
        "FreeCell daily deal for Wednesday 25 November 2026: #21061 (Medium)"
    );
    let today = succeeds(&["daily", "--game", "brisbane"]);
    assert!(today.starts_with("Brisbane daily deal for "), "{today}");
    for (date, why) in [
        ("2026-02-30", "not a date like"),
        ("2300-01-01", "is the clock right"),
    ] {
        let o = cli(&["daily", "--game", "freecell", "--date", date], "");
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(why), "{date}: {}", stderr(&o));
    }
    let o = cli(&["daily", "--game", "no-such-game"], "");
    assert!(
        stderr(&o).contains("unknown game 'no-such-game'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn grade_makes_the_shipped_format_and_says_how_a_deal_is_graded() {
    // (The solver digs cards out where the shipped grades' searches did not: grading
    // searches as they did.)
    for game in ["freecell", "seahaven-towers"] {
        let text = succeeds(&["grade", "--game", game, "--deals", "1..8"]);
        let grades = solitaire_core::grade::Grades::parse(&text).unwrap();
        assert_eq!((grades.first, grades.last()), (1, 8));
        let shipped = solitaire_core::registry::grades(game).unwrap();
        assert_eq!(
            grades.deals[..],
            shipped.deals[..8],
            "{game}: the same measure as shipped"
        );
    }
    let one = succeeds(&["grade", "--game", "freecell", "--number", "11982"]);
    assert!(one.contains("proved lost"), "{one}");
}

#[test]
fn stats_prints_what_the_game_keeps_and_says_what_is_wrong_with_a_bad_file() {
    use solitaire_core::stats::Stats;
    let dir = std::env::temp_dir().join(format!("solitaire-cli-stats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let d = dir.to_str().unwrap();
    let empty = succeeds(&["stats", "--data-dir", d]);
    assert!(
        empty.contains("FreeCell") && empty.contains("Lower 48"),
        "{empty}"
    );
    let day = solitaire_core::daily::parse_date("2026-11-25").unwrap();
    let mut stats = Stats::default();
    stats.moved("freecell", 21061, 1, 0, day);
    stats.won("freecell", 21061, 95, 200_000, day);
    stats.moved("freecell", 5, 10, 30_000, day);
    stats.dealt("freecell", 6);
    std::fs::write(dir.join("stats.ron"), ron::to_string(&stats).unwrap()).unwrap();
    let out = succeeds(&["stats", "--data-dir", d, "--game", "freecell"]);
    for line in [
        "FreeCell: played 2, won 1 (50%)",
        "daily deals won: 1",
        "Medium  played    2, won    1 ( 50%), best time 3:20",
        "#21061    won    95 moves   3:20  Medium, daily deal of 2026-11-25",
        "#5        lost   10 moves   0:30  Medium",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    std::fs::write(dir.join("stats.ron"), "(version: 2, games: {").unwrap();
    let o = cli(&["stats", "--data-dir", d], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot be read"), "{}", stderr(&o));
    // The game's reader, limits and checks: a file too large, figures that cannot be,
    // and a link to nothing are refused with the game's words.
    let huge = format!("(version: 2, games: {{}}){}", " ".repeat(7_000_000));
    let cases = [
        (huge, "is larger than 1024 KB"),
        (
            "(version: 2, games: {\"freecell\": (played: 12, won: 4294967295)})".into(),
            "has figures that cannot be (freecell: 4294967295 won of 12 played)",
        ),
    ];
    for (text, why) in cases {
        std::fs::write(dir.join("stats.ron"), text).unwrap();
        let o = cli(&["stats", "--data-dir", d], "");
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(why), "{why}: {}", stderr(&o));
    }
    std::fs::remove_file(dir.join("stats.ron")).unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join("gone.ron"), dir.join("stats.ron")).unwrap();
        let o = cli(&["stats", "--data-dir", d], "");
        assert_eq!(o.status.code(), Some(2));
        assert!(
            stderr(&o).contains("which does not exist"),
            "{}",
            stderr(&o)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
