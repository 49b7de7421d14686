//! A solver for every game the vocabulary describes: weighted best-first search over the
//! engine's own moves, with a transposition table keyed on a canonical position (piles
//! of one group are interchangeable), safe moves to the foundations made automatically,
//! and a budget of nodes and time that can also be cancelled from another thread.
//!
//! The solver sees face-down cards (it plays with full knowledge); callers that show
//! hints must not reveal them in words.

mod candidates;
mod canonical;
mod heuristic;
mod packed;

use crate::moves::{Applied, Move};
use crate::position::Position;
use crate::rules::Rules;
use candidates::{Step, candidate_moves, turn};
use canonical::Keyer;
use packed::Packed;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How much work a search may do.
#[derive(Clone, Debug)]
pub struct Budget {
    /// Positions expanded at most.
    pub nodes: usize,
    pub time: Option<Duration>,
    /// Set from another thread to stop the search (it then reports `Unknown`).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Budget {
    pub fn nodes(nodes: usize) -> Budget {
        Budget {
            nodes,
            time: None,
            cancel: None,
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::nodes(300_000)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Moves from the start position to a win, auto-moves to the foundations included.
    Solved(Vec<Move>),
    /// Every reachable position was searched: there is no win.
    Impossible,
    /// The budget ran out first.
    Unknown,
}

#[derive(Clone, Debug)]
pub struct Report {
    pub verdict: Verdict,
    /// Positions expanded.
    pub nodes: usize,
    /// Distinct positions seen.
    pub seen: usize,
    pub elapsed: Duration,
}

/// A position waiting to be expanded; the heap pops the lowest priority first, and of
/// equals the newest (which keeps the search going deep).
struct Entry {
    priority: u32,
    id: u32,
    depth: u32,
    pos: Packed,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        (self.priority, self.id) == (other.priority, other.id)
    }
}

impl Eq for Entry {}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Entry {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (Reverse(self.priority), self.id).cmp(&(Reverse(other.priority), other.id))
    }
}

/// How a position was reached: its parent, the stock turns made first, and the moves
/// from there (the step's move, then the safe moves home made after it), as a range
/// of the search's move arena.
struct Node {
    parent: u32,
    turns: u16,
    first: u32,
    len: u32,
}

/// The search tree: nodes and the moves that lead to them.
struct Tree {
    nodes: Vec<Node>,
    moves: Vec<Move>,
}

impl Tree {
    fn add(&mut self, parent: u32, turns: u16, moves: impl IntoIterator<Item = Move>) -> u32 {
        let first = self.moves.len() as u32;
        self.moves.extend(moves);
        self.nodes.push(Node {
            parent,
            turns,
            first,
            len: self.moves.len() as u32 - first,
        });
        self.nodes.len() as u32 - 1
    }

    /// The moves from `start` to node `id`, stock turns written out by replaying them.
    fn path(&self, rules: &Rules, start: &Position, mut id: u32) -> Vec<Move> {
        let mut chain = Vec::new();
        while id != u32::MAX {
            chain.push(&self.nodes[id as usize]);
            id = self.nodes[id as usize].parent;
        }
        let mut pos = start.clone();
        let mut path = Vec::new();
        for node in chain.into_iter().rev() {
            for _ in 0..node.turns {
                let mv = turn(rules, &pos).expect("the search turned the stock here");
                rules.apply(&mut pos, mv);
                path.push(mv);
            }
            for &mv in &self.moves[node.first as usize..(node.first + node.len) as usize] {
                rules.apply(&mut pos, mv);
                path.push(mv);
            }
        }
        path
    }
}

/// Keys are already well-mixed 64-bit hashes: the set uses them as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, _: &[u8]) {
        unreachable!("only u64 keys are hashed")
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// Searches for a win from `start`.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Report {
    let began = Instant::now();
    let mut root = start.clone();
    let home = auto_home(rules, &mut root);
    let mut tree = Tree {
        nodes: Vec::new(),
        moves: Vec::new(),
    };
    tree.add(u32::MAX, 0, home);
    let mut seen = Seen::default();
    let mut keyer = Keyer::new(rules);
    seen.insert(keyer.reset(rules, &root));
    let report = |verdict, expanded, seen: &Seen| Report {
        verdict,
        nodes: expanded,
        seen: seen.len(),
        elapsed: began.elapsed(),
    };
    if rules.is_won(&root) {
        return report(Verdict::Solved(tree.path(rules, start, 0)), 0, &seen);
    }
    let mut frontier = BinaryHeap::new();
    frontier.push(Entry {
        priority: heuristic::priority(rules, &root, 0),
        id: 0,
        depth: 0,
        pos: packed::pack(&root),
    });
    // One position is unpacked, changed and restored in place for every child.
    let mut pos = root;
    let mut steps: Vec<Step> = Vec::new();
    let mut turned: Vec<Applied> = Vec::new();
    let mut done: Vec<Applied> = Vec::new();
    let mut changed: Vec<usize> = Vec::new();
    let mut expanded = 0usize;
    while let Some(Entry {
        id,
        depth,
        pos: packed,
        ..
    }) = frontier.pop()
    {
        expanded += 1;
        if expanded > budget.nodes || (expanded % 256 == 1 && out_of_time(budget, began)) {
            return report(Verdict::Unknown, expanded, &seen);
        }
        packed::unpack(&packed, &mut pos);
        drop(packed);
        keyer.reset(rules, &pos);
        candidate_moves(rules, &mut pos, &mut steps);
        turned.clear();
        for &step in &steps {
            // Steps come in order of stock turns: turn on as far as this one needs.
            while turned.len() < usize::from(step.turns) {
                let mv = turn(rules, &pos).expect("candidates only count possible turns");
                turned.push(rules.apply(&mut pos, mv));
            }
            done.clear();
            done.push(rules.apply(&mut pos, step.mv));
            while let Some(mv) = rules.safe_home_move(&pos) {
                done.push(rules.apply(&mut pos, mv));
            }
            changed.clear();
            if !turned.is_empty() {
                changed.extend(rules.stock.into_iter().chain(rules.waste));
            }
            for applied in &done {
                if let Move::Transfer { from, to, .. } = applied.mv {
                    changed.extend([from, to]);
                }
            }
            if seen.insert(keyer.key(rules, &pos, &changed)) {
                let child = tree.add(id, step.turns, done.iter().map(|a| a.mv));
                if rules.is_won(&pos) {
                    let path = tree.path(rules, start, child);
                    return report(Verdict::Solved(path), expanded, &seen);
                }
                frontier.push(Entry {
                    priority: heuristic::priority(rules, &pos, depth + 1),
                    id: child,
                    depth: depth + 1,
                    pos: packed::pack(&pos),
                });
            }
            for &applied in done.iter().rev() {
                rules.undo(&mut pos, applied);
            }
        }
        for &applied in turned.iter().rev() {
            rules.undo(&mut pos, applied);
        }
    }
    report(Verdict::Impossible, expanded, &seen)
}

fn out_of_time(budget: &Budget, began: Instant) -> bool {
    budget.time.is_some_and(|t| began.elapsed() > t)
        || budget
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
}

/// Makes every safe move to the foundations, returning them.
pub fn auto_home(rules: &Rules, pos: &mut Position) -> Vec<Move> {
    let mut made = Vec::new();
    while let Some(mv) = rules.safe_home_move(pos) {
        rules.apply(pos, mv);
        made.push(mv);
    }
    made
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin};

    #[test]
    fn solves_freecell_one_and_the_solution_replays() {
        let mut g = Game::new(builtin("freecell").unwrap(), 1).unwrap();
        let r = solve(g.rules(), g.position(), &Budget::default());
        let Verdict::Solved(moves) = r.verdict else {
            panic!("{r:?}")
        };
        for mv in moves {
            g.apply(mv).unwrap();
        }
        assert!(g.rules().is_won(g.position()));
    }

    #[test]
    fn a_tiny_budget_reports_unknown_and_cancel_stops() {
        let g = Game::new(builtin("brisbane").unwrap(), 3).unwrap();
        let r = solve(g.rules(), g.position(), &Budget::nodes(5));
        assert_eq!(r.verdict, Verdict::Unknown);
        let cancel = Arc::new(AtomicBool::new(true));
        let budget = Budget {
            nodes: usize::MAX,
            time: None,
            cancel: Some(cancel),
        };
        let r = solve(g.rules(), g.position(), &budget);
        assert_eq!(r.verdict, Verdict::Unknown);
    }
}
