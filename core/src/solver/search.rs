//! One weighted best-first search, resumable: `run` expands up to a quota of positions
//! and returns, so that several searches with different weights can take turns.

use super::candidates::{Step, candidate_moves};
use super::canonical::Keyer;
use super::children::{Children, auto_home, note_changed};
use super::heuristic::{Estimate, Weights};
use super::packed;
use super::record::Record;
use super::searcher::{Searcher, Verdict};
use super::tree::Tree;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{HomeCounts, Rules};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

/// A position waiting to be expanded; the heap pops the lowest priority first, and of
/// equals the newest (which keeps the search going deep). The position itself is not
/// stored: it is the parent's, shared by all its children, with the node's own moves
/// made again on it. Most positions found are never expanded, so this saves most of
/// the memory a search takes.
struct Entry {
    priority: u32,
    id: u32,
    parent: Rc<Parent>,
}

/// The best child of the position expanded last, held back from the heap: most often
/// it is the next to be expanded, and then it is made on the position the search still
/// has, without packing its parent, pushing and popping. (It goes into the heap when an
/// entry there comes first, so the order of expansion is the heap's all the same.)
struct Held {
    priority: u32,
    id: u32,
    /// The depth of its siblings and itself, less their stock turns.
    depth: u32,
    /// Its siblings' shared parent, if any went into the heap.
    parent: Option<Rc<Parent>>,
}

/// The next position to expand: from the heap, or the held child.
enum Next {
    Popped(Entry),
    Held(Held),
}

/// What the children of one expanded position share. (Its pile hashes and estimate
/// would spare some work when a child is expanded, but they take memory, and a search
/// that runs out of memory decides nothing.)
struct Parent {
    packed: Box<[u8]>,
    /// The depth of its children, less their stock turns.
    child_depth: u32,
}

impl Parent {
    fn new(pos: &Position, child_depth: u32) -> Parent {
        Parent {
            child_depth,
            packed: packed::pack(pos),
        }
    }

    /// What it takes, with its allocations' overheads.
    fn bytes(&self) -> usize {
        size_of::<Parent>() + self.packed.len() + 48
    }
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
        rank(self.priority, self.id).cmp(&rank(other.priority, other.id))
    }
}

/// The order in which positions are expanded, greatest first: the lowest priority,
/// and of equals the newest. The heap, the held child and its choosing all go by it.
fn rank(priority: u32, id: u32) -> (Reverse<u32>, u32) {
    (Reverse(priority), id)
}

/// Keys are already well-mixed 64-bit hashes: the set uses them as they are.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, _: &[u8]) {
        unreachable!("only u64 and u128 keys are hashed")
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }

    /// Exact 128-bit keys (Pyramid's) are not mixed yet: mixed here.
    fn write_u128(&mut self, key: u128) {
        self.0 = super::mix::finish(key as u64 ^ super::mix::finish((key >> 64) as u64));
    }
}

pub(super) type Seen = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// What every search starts from: the start with its safe moves home made, the record
/// whose root node (0) holds those moves, and a keyer and seen set that know it.
pub(super) fn root<'a>(
    rules: &'a Rules,
    start: &'a Position,
    mut keyer: Keyer,
) -> (Position, Record<'a>, Keyer, Seen) {
    let mut root = start.clone();
    let home = auto_home(rules, &mut root);
    let mut record = Record::new(rules, start);
    record.tree.add(u32::MAX, 0, home);
    // Room for what easy deals find, so that few searches grow their tables (and a
    // portfolio of many searches does not start large).
    let mut seen = Seen::with_capacity_and_hasher(1024, Default::default());
    seen.insert(keyer.reset(rules, &root));
    (root, record, keyer, seen)
}

pub struct Search<'a> {
    rules: &'a Rules,
    weights: Weights,
    record: Record<'a>,
    seen: Seen,
    keyer: Keyer,
    frontier: BinaryHeap<Entry>,
    held: Option<Held>,
    /// The children of the position being expanded: priority and node.
    children: Vec<(u32, u32)>,
    /// The one position that is unpacked, changed and restored for every child.
    pos: Position,
    steps: Vec<Step>,
    making: Children,
    /// The piles the moves to the position being expanded changed.
    changed: Vec<usize>,
    /// The estimate of the position being expanded, pile by pile.
    estimate: Estimate,
    /// The cards home in the position being expanded.
    home: HomeCounts,
    /// The card values its foundations take next (which a step that sends no card
    /// home leaves as they are).
    wanted: u64,
    /// Positions expanded so far.
    expanded: usize,
    /// Set when the search has finished (solved or exhausted).
    verdict: Option<Verdict>,
    /// Set when a search that does not try every move has run out of positions: it
    /// decides nothing and will find nothing more.
    spent: bool,
    /// Bytes the tables take, estimated (see `memory`).
    bytes: usize,
}

impl<'a> Search<'a> {
    pub fn new(rules: &'a Rules, start: &'a Position, weights: Weights) -> Search<'a> {
        let (root, record, keyer, seen) = root(rules, start, Keyer::new(rules));
        let mut frontier = BinaryHeap::with_capacity(1024);
        let mut bytes = 0;
        let verdict = if rules.is_won(&root) {
            Some(Verdict::Solved(record.path(0)))
        } else {
            // The root's "parent" is the start, before its safe moves home.
            let parent = Rc::new(Parent::new(start, 0));
            bytes += parent.bytes() + entry_bytes();
            frontier.push(Entry {
                priority: weights.priority(rules, &root, 0),
                id: 0,
                parent,
            });
            None
        };
        Search {
            rules,
            weights,
            record,
            seen,
            keyer,
            frontier,
            held: None,
            children: Vec::new(),
            pos: root,
            steps: Vec::new(),
            making: Children::default(),
            changed: Vec::new(),
            estimate: Estimate::default(),
            home: rules.home_counts(start),
            wanted: 0,
            expanded: 0,
            verdict,
            spent: false,
            bytes,
        }
    }
}

impl Searcher for Search<'_> {
    fn expanded(&self) -> usize {
        self.expanded
    }

    /// Frees the tables of a search that will not run again, keeping what it found
    /// for the report.
    fn retire(&mut self) {
        self.record.retire(self.seen.len());
        self.seen = Seen::default();
        self.frontier = BinaryHeap::new();
        self.held = None;
        self.bytes = 0;
    }

    /// Has it run out of positions without deciding anything? (See `spent`.)
    fn is_spent(&self) -> bool {
        self.spent
    }

    /// Distinct positions seen.
    fn seen(&self) -> usize {
        self.record.seen(self.seen.len())
    }

    /// Bytes the search's tables take, estimated from what they hold. Tables grow by
    /// doubling, so each entry is counted at twice its size.
    fn memory(&self) -> usize {
        self.bytes
    }

    fn record(&self) -> &Record<'_> {
        &self.record
    }

    /// Expands up to `quota` positions. `Some` once the search is decided: solved, or
    /// every reachable position searched.
    fn run(&mut self, quota: usize) -> Option<&Verdict> {
        debug_assert!(!self.record.is_retired(), "a retired search runs no more");
        for _ in 0..quota {
            if self.verdict.is_some() {
                break;
            }
            self.verdict = match self.next() {
                // Only a search that tries every move proves anything by running out.
                None if !self.weights.is_complete() => {
                    self.spent = true;
                    return None;
                }
                None => Some(Verdict::Impossible),
                Some(next) => self.expand(next).map(Verdict::Solved),
            };
        }
        self.verdict.as_ref()
    }
}

impl Search<'_> {
    /// The position to expand next: the held child unless the heap has one that comes
    /// first (lower priority, or as low and newer).
    fn next(&mut self) -> Option<Next> {
        let Some(held) = self.held.take() else {
            return self.frontier.pop().map(Next::Popped);
        };
        let first = self
            .frontier
            .peek()
            .is_none_or(|top| rank(held.priority, held.id) > rank(top.priority, top.id));
        if first {
            return Some(Next::Held(held));
        }
        // The search's position is still the held child's parent: pack it now.
        let parent = match held.parent {
            Some(parent) => parent,
            None => {
                let parent = Rc::new(Parent::new(&self.pos, held.depth));
                self.bytes += parent.bytes();
                parent
            }
        };
        self.frontier.push(Entry {
            priority: held.priority,
            id: held.id,
            parent,
        });
        self.frontier.pop().map(Next::Popped)
    }

    /// Makes every child of `next`; returns the solution if one is a win.
    fn expand(&mut self, next: Next) -> Option<Vec<Move>> {
        let rules = self.rules;
        let pos = &mut self.pos;
        self.expanded += 1;
        self.bytes -= entry_bytes();
        let (entry_id, parent_depth, parent, held) = match next {
            Next::Popped(entry) => {
                packed::unpack(&entry.parent.packed, pos);
                (
                    entry.id,
                    entry.parent.child_depth,
                    Some(entry.parent),
                    false,
                )
            }
            // The position is its parent's already.
            Next::Held(held) => (held.id, held.depth, held.parent, true),
        };
        // The last child of a parent to be expanded frees it.
        if let Some(parent) = parent
            && Rc::strong_count(&parent) == 1
        {
            self.bytes -= parent.bytes();
        }
        self.changed.clear();
        let changed = &mut self.changed;
        self.record
            .tree
            .replay(rules, pos, entry_id, |mv| note_changed(rules, mv, changed));
        self.home = rules.home_counts(pos);
        self.wanted = rules.foundations_want(pos);
        if held {
            // The hashes and estimate kept are the parent's: mend the piles that differ.
            self.keyer.descend(rules, pos, &self.changed);
            self.estimate
                .descend(&self.weights, rules, pos, &self.changed, &self.home);
        } else {
            self.keyer.reset(rules, pos);
            self.estimate.reset(&self.weights, rules, pos, &self.home);
        }
        // What this position's children will share.
        let depth = parent_depth + self.record.tree.turns(entry_id);
        self.children.clear();
        candidate_moves(rules, pos, self.weights.scope(), &mut self.steps);
        self.making.begin();
        let mut won = None;
        for &step in &self.steps {
            let home = self.making.make(rules, pos, step, self.home, self.wanted);
            let changed = &self.making.changed;
            let key = self.keyer.key(rules, pos, changed);
            if self.seen.insert(key) {
                // Depth counts the stock turns too, as a player counts moves: of two
                // equally good lines, the one with less drawing wins.
                let depth = depth + 1 + u32::from(step.turns);
                let done = &self.making.done;
                let child = self
                    .record
                    .tree
                    .add(entry_id, step.turns, done.iter().map(|a| a.mv));
                let cards_home = rules.progress(pos);
                self.record.note(child, cards_home);
                // The key in the seen set and the node, in tables that grow by doubling.
                self.bytes += 2 * (size_of::<u64>() + Tree::node_bytes(done.len()));
                // (Won: every card placed.)
                if cards_home == rules.goal_size() {
                    won = Some(child);
                } else {
                    let priority =
                        self.estimate
                            .priority(&self.weights, rules, pos, depth, changed, &home)
                            + self.weights.noise(key);
                    self.children.push((priority, child));
                }
            }
            self.making.unmake(rules, pos);
            if won.is_some() {
                break;
            }
        }
        self.making.end(rules, pos);
        if let Some(child) = won {
            return Some(self.record.path(child));
        }
        self.hold_best_child(depth + 1);
        None
    }

    /// Holds back the best of the children just found (the one the heap would give
    /// next: lowest priority, newest of equals) and pushes the others, which share
    /// the position the search is back on as their parent.
    fn hold_best_child(&mut self, depth: u32) {
        let Some(best) = (0..self.children.len()).max_by_key(|&i| {
            let (priority, id) = self.children[i];
            rank(priority, id)
        }) else {
            return;
        };
        let (priority, id) = self.children.swap_remove(best);
        self.bytes += entry_bytes() * (self.children.len() + 1);
        let parent = (!self.children.is_empty()).then(|| {
            let parent = Rc::new(Parent::new(&self.pos, depth));
            self.bytes += parent.bytes();
            parent
        });
        for &(priority, id) in &self.children {
            self.frontier.push(Entry {
                priority,
                id,
                parent: parent.clone().expect("there are siblings"),
            });
        }
        self.held = Some(Held {
            priority,
            id,
            depth,
            parent,
        });
    }
}

/// What one frontier entry takes: its slot in the heap (which grows by doubling).
fn entry_bytes() -> usize {
    2 * size_of::<Entry>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin_games};

    #[test]
    fn every_weighting_searches_every_game_with_mended_estimates() {
        // `Estimate::priority` asserts, under test, that each mended estimate is the whole one.
        // (Pyramid has a search of its own, `pairs`, and only that: the general
        // searches' stock steps suppose that only the waste's top card leaves the
        // stock and waste, where its stock's top card plays too.)
        for rules in builtin_games().filter(|r| r.def.pairs.is_none()) {
            // Restarts differ only in their salt: one of each weighting.
            let mut weightings: Vec<Weights> = Vec::new();
            for w in Weights::portfolio(rules) {
                if !weightings
                    .iter()
                    .any(|k| Weights { salt: w.salt, ..*k } == w)
                {
                    weightings.push(w);
                }
            }
            for weights in weightings {
                let game = Game::new(rules.clone(), 3).unwrap();
                let mut search = Search::new(rules, game.position(), weights);
                search.run(3000);
                assert!(search.expanded > 0, "{}", rules.id());
            }
        }
    }

    #[test]
    fn only_a_search_that_tries_every_move_proves_a_position_lost() {
        // Two Kings, nothing else to play: lost.
        let rules = crate::builtin("lower-48").unwrap();
        let pos = crate::text::parse_layout(&rules, "t1: KH\n t2: KS").unwrap();
        let complete = Weights::portfolio(&rules)[0];
        assert_eq!(complete.reach, None);
        let mut search = Search::new(&rules, &pos, complete);
        assert_eq!(search.run(10), Some(&Verdict::Impossible));
        let next_card = Weights {
            reach: Some(1),
            ..complete
        };
        let mut search = Search::new(&rules, &pos, next_card);
        assert_eq!(search.run(10), None);
        assert!(search.is_spent());
    }

    #[test]
    fn a_retired_search_frees_its_tables_and_keeps_its_best_line() {
        let rules = crate::builtin("lower-48").unwrap();
        let game = Game::new(rules.clone(), 2).unwrap();
        let weights = Weights::portfolio(&rules)[0];
        let mut search = Search::new(&rules, game.position(), weights);
        search.run(2000);
        let (line, seen) = (search.record().best_line(), search.seen());
        assert!(!line.is_empty() && search.memory() > 0);
        search.retire();
        assert_eq!(search.memory(), 0);
        assert_eq!((search.record().best_line(), search.seen()), (line, seen));
    }
}
