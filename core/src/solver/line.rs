//! What a complete depth-first search (Golf's, Pyramid's, Klondike's) keeps as it goes besides its
//! positions: the line from the start to here, the line that brought the most cards
//! home, the positions expanded against the budget; and what it reports at the end.

use super::budget::{Budget, Instant};
use super::searcher::{Report, Verdict};
use crate::moves::Move;

pub(super) struct Line<'a, T> {
    /// The moves from the start to here.
    pub path: Vec<T>,
    /// The most cards home (or cleared) on any line, and that line.
    best: (usize, Vec<T>),
    nodes: usize,
    budget: &'a Budget,
    began: Instant,
    /// The budget is spent: the search unwinds with no verdict.
    pub stopped: bool,
}

impl<'a, T: Clone> Line<'a, T> {
    /// Starts the clock.
    pub fn new(budget: &'a Budget) -> Self {
        Line {
            path: Vec::new(),
            best: (0, Vec::new()),
            nodes: 0,
            budget,
            began: Instant::now(),
            stopped: false,
        }
    }

    /// Counts a position expanded; true once the budget is spent (and from then on).
    pub fn spent(&mut self) -> bool {
        self.nodes += 1;
        if self.budget.spent(self.nodes, self.began) {
            self.stopped = true;
        }
        self.stopped
    }

    /// The path brings `home` cards home (or clears them): kept if the most yet.
    pub fn reached(&mut self, home: usize) {
        if home > self.best.0 {
            self.best = (home, self.path.clone());
        }
    }

    /// What the search found, its lines turned into the engine's moves by `moves`
    /// (`None` if it cannot): a win along the path; no verdict, if stopped by the
    /// budget; else a proof of loss. `seen` is the positions it kept.
    pub fn report(
        self,
        won: bool,
        seen: usize,
        moves: impl Fn(&[T]) -> Option<Vec<Move>>,
    ) -> Option<Report> {
        let verdict = if won {
            Verdict::Solved(moves(&self.path)?)
        } else if self.stopped {
            Verdict::Unknown
        } else {
            Verdict::Impossible
        };
        let best = if won {
            Vec::new()
        } else {
            moves(&self.best.1)?
        };
        Some(Report {
            verdict,
            nodes: self.nodes,
            seen,
            elapsed: self.began.elapsed(),
            best,
        })
    }
}
