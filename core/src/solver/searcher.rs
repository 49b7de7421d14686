//! What a solve reports, and what each search of its portfolio offers `solve` (the
//! best-first `search` and the `beam`).

use super::record::Record;
use crate::moves::Move;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Moves from the start position to a win, auto-moves to the foundations included.
    Solved(Vec<Move>),
    /// Every reachable position was searched: there is no win.
    Impossible,
    /// The budget ran out first.
    Unknown,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub verdict: Verdict,
    /// Positions expanded.
    pub nodes: usize,
    /// Distinct positions seen (of a beam's, those it kept).
    pub seen: usize,
    pub elapsed: Duration,
    /// Unless solved: the line found that brings the most cards home (empty if none
    /// brings any more than the start), for a demo that plays on as far as it can.
    pub best: Vec<Move>,
}

/// One search of a portfolio, as `solve` gives it turns.
pub(super) trait Searcher {
    /// Expands up to `quota` more positions. `Some` once the search is decided: solved,
    /// or (a search that tries every move) every reachable position searched.
    fn run(&mut self, quota: usize) -> Option<&Verdict>;
    /// Positions expanded so far.
    fn expanded(&self) -> usize;
    /// Bytes the search's tables take, estimated from what they hold.
    fn memory(&self) -> usize;
    /// Has a search that does not try every move run out of positions? It decides
    /// nothing and will find nothing more.
    fn is_spent(&self) -> bool;
    /// Frees the tables of a search that will not run again, keeping what it found
    /// for the report.
    fn retire(&mut self);
    /// What it has found.
    fn record(&self) -> &Record<'_>;
    /// Distinct positions seen (a beam counts those it kept).
    fn seen(&self) -> usize;
}
