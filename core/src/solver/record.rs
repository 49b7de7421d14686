//! What one search of a portfolio has found, for the report: its tree, the position
//! with the most cards home, and, once the search retires and frees its tables, that
//! position's line and how many positions the search had seen.

use super::tree::Tree;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

pub struct Record<'a> {
    rules: &'a Rules,
    start: &'a Position,
    pub tree: Tree,
    /// The node with the most cards home so far, and how many.
    best: (usize, u32),
    retired: Option<(Vec<Move>, usize)>,
}

impl<'a> Record<'a> {
    pub fn new(rules: &'a Rules, start: &'a Position) -> Record<'a> {
        Record {
            rules,
            start,
            tree: Tree::default(),
            best: (rules.progress(start), u32::MAX),
            retired: None,
        }
    }

    /// Notes that node `id` has `home` cards home.
    pub fn note(&mut self, id: u32, home: usize) {
        if home > self.best.0 {
            self.best = (home, id);
        }
    }

    /// The moves from the start to node `id`.
    pub fn path(&self, id: u32) -> Vec<Move> {
        self.tree.path(self.rules, self.start, id)
    }

    /// The most cards home in any position found.
    pub fn best_home(&self) -> usize {
        self.best.0
    }

    /// The moves to the position with the most cards home (none if no position found
    /// has more than the start).
    pub fn best_line(&self) -> Vec<Move> {
        match (&self.retired, self.best.1) {
            (Some((line, _)), _) => line.clone(),
            (None, u32::MAX) => Vec::new(),
            (None, id) => self.path(id),
        }
    }

    /// Keeps the best line and the count of positions `seen`, and frees the tree.
    pub fn retire(&mut self, seen: usize) {
        self.retired = Some((self.best_line(), seen));
        self.tree = Tree::default();
    }

    pub fn is_retired(&self) -> bool {
        self.retired.is_some()
    }

    /// The positions seen: `now` (the search's count) unless retired.
    pub fn seen(&self, now: usize) -> usize {
        self.retired.as_ref().map_or(now, |r| r.1)
    }
}
