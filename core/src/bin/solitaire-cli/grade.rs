//! `solitaire-cli grade` and `daily`: grade a range of deals by the solver's work (the
//! shipped `core/games/*.grades` are made this way, by `tools/make-grades.sh`), and
//! name a day's deal.

use crate::solve;
use solitaire_core::daily::{self, parse_date};
use solitaire_core::deal::DealNumber;
use solitaire_core::grade::{Grades, Solved};
use solitaire_core::registry::grades;
use solitaire_core::rules::Rules;
use solitaire_core::solver::{Budget, Verdict};
use std::sync::Arc;

/// Solves deals `range` within `nodes` positions each (no time limit, so the figures
/// are the same on any machine) and returns the grades file's text.
pub fn grade(
    rules: Arc<Rules>,
    range: (DealNumber, DealNumber),
    nodes: usize,
    threads: usize,
) -> Result<String, String> {
    let first = range.0;
    let budget = Budget {
        graded: true,
        ..Budget::nodes(nodes)
    };
    let results = solve::run(rules.clone(), range, budget, threads, |_| {})?;
    let deals = results
        .iter()
        .map(|o| match &o.verdict {
            Verdict::Solved(line) => Solved::Won {
                positions: o.nodes.max(1) as u32,
                moves: line.len().min(usize::from(u16::MAX)) as u16,
            },
            Verdict::Impossible => Solved::Lost,
            Verdict::Unknown => Solved::Undecided,
        })
        .collect();
    let graded = Grades::measure(rules.id(), first, nodes as u32, deals);
    let made_by = format!(
        "solitaire-cli grade --game {} --deals {}..{} --nodes {nodes}",
        rules.id(),
        range.0,
        range.1
    );
    Ok(graded.to_text(&made_by))
}

/// The daily deal of `game` on `date` (today when `None`): its number and grade.
pub fn daily(rules: &Rules, date: Option<&str>) -> Result<(), String> {
    let date = match date {
        Some(text) => parse_date(text)?,
        None => daily::today(),
    };
    let d = daily::daily(rules.id(), date).map_err(|e| e.to_string())?;
    say!(
        "{} daily deal for {}: #{} ({})",
        rules.name(),
        d.date.format("%A %-d %B %Y"),
        d.number,
        d.grade
    );
    Ok(())
}

/// A deal's grade, as the shipped grades have it.
pub fn describe(rules: &Rules, number: u32) -> String {
    let Some(g) = grades(rules.id()) else {
        return "not graded".into();
    };
    match g.solved(number) {
        None => format!("not graded (graded deals are {}..{})", g.first, g.last()),
        Some(Solved::Won { positions, moves }) => format!(
            "{}: won by the solver in {moves} moves after searching {positions} positions",
            g.grade_for(positions)
        ),
        Some(Solved::Lost) => "proved lost by the solver".into(),
        Some(Solved::Undecided) => "undecided by the solver".into(),
    }
}
