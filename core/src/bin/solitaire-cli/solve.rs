//! `solitaire-cli solve`: run the solver over a range of deals and print figures.

use solitaire_core::Game;
use solitaire_core::deal::{DealNumber, parse_number};
use solitaire_core::rules::Rules;
use solitaire_core::solver::{Budget, Verdict, solve};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct Outcome {
    pub number: DealNumber,
    pub verdict: Verdict,
    /// When not solved: the line that brings the most cards home, and how many.
    pub best: Vec<solitaire_core::Move>,
    pub best_home: usize,
    pub nodes: usize,
    pub time: Duration,
}

/// A deal number, checked as everywhere (`deal::parse_number`).
pub fn parse_deal(s: &str) -> Result<DealNumber, String> {
    parse_number(s).map_err(|e| e.to_string())
}

/// Parses "A..B" or "A..=B" (inclusive either way) or a single number; each end is a
/// deal number.
pub fn parse_range(s: &str) -> Result<(DealNumber, DealNumber), String> {
    let (a, b) = match s.split_once("..") {
        Some((a, b)) => (a, b.trim_start_matches('=')),
        None => (s, s),
    };
    let (a, b) = (parse_deal(a)?, parse_deal(b)?);
    if b < a {
        return Err(format!("'{s}' is not a deal range like 1..1000"));
    }
    Ok((a, b))
}

/// Solves deals `deals` on `threads` threads, handing each outcome to `each` in the
/// order of the deals as soon as it and those before it are done (so a line per deal
/// goes out as it comes, and a reader that goes away stops the run at the next line).
pub fn run(
    rules: Arc<Rules>,
    deals: (DealNumber, DealNumber),
    budget: Budget,
    threads: usize,
    each: impl FnMut(&Outcome) + Send,
) -> Result<Vec<Outcome>, String> {
    let total = (deals.1 - deals.0 + 1) as usize;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(InOrder {
        waiting: BTreeMap::new(),
        next: deals.0,
        done: Vec::with_capacity(total),
        each,
    });
    // A bar on standard error, unless the lines themselves show progress on a terminal.
    let progress = total >= 20 && !std::io::stdout().is_terminal();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total {
                        break;
                    }
                    let number = deals.0 + i as DealNumber;
                    let game = Game::new(rules.clone(), number).expect("range checked");
                    let report = solve(&rules, game.position(), &budget);
                    let mut end = game.position().clone();
                    for &mv in &report.best {
                        rules.apply(&mut end, mv);
                    }
                    let best_home = rules.progress(&end);
                    results
                        .lock()
                        .expect("no panics while held")
                        .finish(Outcome {
                            number,
                            verdict: report.verdict,
                            best: report.best,
                            best_home,
                            nodes: report.nodes,
                            time: report.elapsed,
                        });
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if progress && (d * 50 / total != (d - 1) * 50 / total || d == total) {
                        let bar = "#".repeat(d * 50 / total);
                        eprint!("\r[{bar:<50}] {d}/{total}");
                        let _ = std::io::stderr().flush();
                    }
                }
            });
        }
    });
    if progress {
        eprintln!();
    }
    Ok(results.into_inner().expect("threads joined").done)
}

/// Outcomes put back in the order of their deals.
struct InOrder<F> {
    waiting: BTreeMap<DealNumber, Outcome>,
    /// The deal whose outcome goes out next.
    next: DealNumber,
    done: Vec<Outcome>,
    each: F,
}

impl<F: FnMut(&Outcome)> InOrder<F> {
    fn finish(&mut self, outcome: Outcome) {
        self.waiting.insert(outcome.number, outcome);
        while let Some(o) = self.waiting.remove(&self.next) {
            (self.each)(&o);
            self.done.push(o);
            self.next += 1;
        }
    }
}

fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// A deal's line: verdict, moves, positions, time.
pub fn print_line(o: &Outcome) {
    let what = match &o.verdict {
        Verdict::Solved(m) => format!("solved      {:>4} moves", m.len()),
        Verdict::Impossible => "impossible".to_string(),
        Verdict::Unknown => format!("unknown     {:>4} home", o.best_home),
    };
    say!(
        "#{:<10} {what:<24} {:>9} nodes {:>9.3} s",
        o.number,
        o.nodes,
        o.time.as_secs_f64()
    );
}

/// The figures of the run (after its lines).
pub fn print_summary(rules: &Rules, results: &[Outcome]) {
    let mut lengths = Vec::new();
    let (mut impossible, mut unknown) = (0, 0);
    let mut cpu = Duration::ZERO;
    for o in results {
        cpu += o.time;
        match &o.verdict {
            Verdict::Solved(m) => lengths.push(m.len()),
            Verdict::Impossible => impossible += 1,
            Verdict::Unknown => unknown += 1,
        }
    }
    let n = results.len().max(1);
    let solved = lengths.len();
    let decided = solved + impossible;
    say!("{} — {} deals", rules.name(), results.len());
    say!(
        "solved {solved}, impossible {impossible}, unknown {unknown} (decided {:.1}%)",
        100.0 * decided as f64 / n as f64
    );
    say!("{}", win_rate(solved, impossible, unknown));
    say!(
        "CPU time {:.2} s in all, {:.1} ms per deal",
        cpu.as_secs_f64(),
        cpu.as_secs_f64() * 1000.0 / n as f64
    );
    if solved > 0 {
        let mean = lengths.iter().sum::<usize>() as f64 / solved as f64;
        say!(
            "solution length mean {mean:.1}, max {}",
            lengths.iter().max().unwrap_or(&0)
        );
    }
    if let Some(mb) = peak_memory_mb() {
        say!("peak memory {mb:.0} MB");
    }
    say!("(the solver sees face-down cards: figures are for full knowledge)");
}

/// The win rate of the decided deals and, while some stay undecided, the range that
/// leaves for all of them (between none of those won and all of them).
fn win_rate(solved: usize, impossible: usize, unknown: usize) -> String {
    let percent = |k: usize, of: usize| 100.0 * k as f64 / of.max(1) as f64;
    let (decided, all) = (solved + impossible, solved + impossible + unknown);
    let mut text = if decided > 0 {
        format!("win rate {:.1}% of decided deals", percent(solved, decided))
    } else {
        "win rate unknown".to_string()
    };
    if unknown > 0 {
        text += &format!(
            "; of all deals between {:.1}% and {:.1}%",
            percent(solved, all),
            percent(solved + unknown, all)
        );
    }
    text
}
