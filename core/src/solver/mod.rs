//! A solver for every game the vocabulary describes: weighted best-first search over the
//! engine's own moves, with a transposition table keyed on a canonical position (piles
//! of one group are interchangeable), safe moves to the foundations made automatically,
//! and a budget of nodes and time that can also be cancelled from another thread.
//!
//! The solver sees face-down cards (it plays with full knowledge); callers that show
//! hints must not reveal them in words.

mod canonical;
mod heuristic;

use crate::moves::Move;
use crate::position::Position;
use crate::rules::{PileKind, Rules};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
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
    pos: Position,
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

struct Node {
    parent: u32,
    /// The move that led here, then the safe moves home made after it.
    moves: Vec<Move>,
}

/// Searches for a win from `start`.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Report {
    let began = Instant::now();
    let mut nodes: Vec<Node> = vec![Node {
        parent: u32::MAX,
        moves: Vec::new(),
    }];
    let mut root = start.clone();
    nodes[0].moves = auto_home(rules, &mut root);
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(canonical::key(rules, &root));
    let report = |verdict, expanded, seen: &HashSet<u64>| Report {
        verdict,
        nodes: expanded,
        seen: seen.len(),
        elapsed: began.elapsed(),
    };
    if rules.is_won(&root) {
        return report(Verdict::Solved(path(&nodes, 0)), 0, &seen);
    }
    let mut frontier = BinaryHeap::new();
    frontier.push(Entry {
        priority: heuristic::priority(rules, &root, 0),
        id: 0,
        depth: 0,
        pos: root,
    });
    let mut expanded = 0usize;
    while let Some(Entry { id, depth, pos, .. }) = frontier.pop() {
        expanded += 1;
        if expanded > budget.nodes || (expanded % 256 == 1 && out_of_time(budget, began)) {
            return report(Verdict::Unknown, expanded, &seen);
        }
        for step in candidate_moves(rules, &pos) {
            let mut child = pos.clone();
            for &mv in &step {
                rules.apply(&mut child, mv);
            }
            let mut moves = step;
            moves.extend(auto_home(rules, &mut child));
            if !seen.insert(canonical::key(rules, &child)) {
                continue;
            }
            let child_id = nodes.len() as u32;
            nodes.push(Node { parent: id, moves });
            if rules.is_won(&child) {
                return report(Verdict::Solved(path(&nodes, child_id)), expanded, &seen);
            }
            frontier.push(Entry {
                priority: heuristic::priority(rules, &child, depth + 1),
                id: child_id,
                depth: depth + 1,
                pos: child,
            });
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

fn path(nodes: &[Node], mut id: u32) -> Vec<Move> {
    let mut chunks = Vec::new();
    while id != u32::MAX {
        chunks.push(&nodes[id as usize].moves);
        id = nodes[id as usize].parent;
    }
    chunks.into_iter().rev().flatten().copied().collect()
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

/// Which card values (suit × rank) some pile would take now, at a glance: a superset
/// of the legal targets, used to skip most stock cards without a full check.
fn wanted_values(rules: &Rules, pos: &Position) -> [bool; 52] {
    let mut wanted = [false; 52];
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        let takes = |c: crate::Card| match (spec.kind, pile.top()) {
            (PileKind::Foundation, None) => c.rank() == pos.base,
            (PileKind::Tableau, None) => spec.empty != crate::rules::Fill::Never,
            (PileKind::Cell, None) => true,
            (PileKind::Foundation | PileKind::Tableau, Some(top)) => spec
                .build
                .is_some_and(|b| crate::rules::builds_on(b, c, top)),
            _ => false,
        };
        for c in crate::Card::all(1) {
            if !wanted[c.id() as usize] && takes(c) {
                wanted[c.id() as usize] = true;
            }
        }
    }
    wanted
}

/// The moves worth trying, each a short sequence. Legal moves less those that lead to
/// the same canonical position as another (of several empty piles of one group only
/// the first is tried; a whole pile never moves to an empty pile of its own group).
/// The stock is not searched a draw at a time: each waste card that can be reached by
/// turning the stock (within the redeals left) and then played is one step, "draw
/// until it shows, then play it", which keeps the search small.
fn candidate_moves(rules: &Rules, pos: &Position) -> Vec<Vec<Move>> {
    let first_empty: Vec<Option<usize>> = (0..rules.def.groups.len())
        .map(|g| {
            (0..rules.pile_count()).find(|&p| rules.piles[p].group == g && pos.piles[p].is_empty())
        })
        .collect();
    let useful = |pos: &Position, mv: Move| match mv {
        Move::Transfer { from, to, count } => {
            if !pos.piles[to].is_empty() {
                return true;
            }
            let group = rules.piles[to].group;
            let whole = count == pos.piles[from].len();
            first_empty[group] == Some(to) && !(whole && rules.piles[from].group == group)
        }
        _ => false,
    };
    let mut steps: Vec<Vec<Move>> = rules
        .legal_moves(pos)
        .into_iter()
        .filter(|&mv| {
            useful(pos, mv)
                && !matches!(mv, Move::Transfer { from, .. } if Some(from) == rules.waste)
        })
        .map(|mv| vec![mv])
        .collect();
    if let (Some(stock), Some(waste)) = (rules.stock, rules.waste) {
        let wanted = wanted_values(rules, pos);
        let mut p = pos.clone();
        let mut turned: Vec<Move> = Vec::new();
        let limit = 2 * (p.piles[stock].len() + p.piles[waste].len()) + 4;
        for _ in 0..limit {
            // Turning the stock changes nothing else, so only cards some pile wants now
            // are worth a full check.
            if p.piles[waste]
                .top()
                .is_some_and(|c| wanted[usize::from(c.id() % 52)])
            {
                for to in 0..rules.pile_count() {
                    let mv = Move::transfer(waste, to, 1);
                    if rules.check(&p, mv).is_ok() && useful(&p, mv) {
                        let mut step = turned.clone();
                        step.push(mv);
                        steps.push(step);
                    }
                }
            }
            let Some(turn) = [Move::Draw, Move::Redeal]
                .into_iter()
                .find(|&m| rules.check(&p, m).is_ok())
            else {
                break;
            };
            rules.apply(&mut p, turn);
            turned.push(turn);
            // Back where we started after a full turn of an unlimited stock: done.
            if p.piles[stock] == pos.piles[stock] && p.piles[waste] == pos.piles[waste] {
                break;
            }
        }
    }
    steps
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
