//! A beam search, resumable: positions are expanded a layer (one step deeper) at a
//! time, and of all the children a layer finds only the `width` most promising make
//! the next layer. It keeps going forward where a best-first search, finding every
//! position a little worse than the last, goes back to redo the opening ever
//! differently; it is incomplete, so it can only find wins (see `Weights::beam`).
//! Only the positions a layer keeps are closed: a child not kept may come again, by
//! another way, in a later layer where it ranks among the best (closing every child
//! found, deals 1..1000 of Lower 48 at 300k positions: 555 won; closing only those
//! kept: 561, with fewer positions to hash and remember).

use super::candidates::{Step, candidate_moves};
use super::canonical::Keyer;
use super::children::Children;
use super::heuristic::{Estimate, Weights};
use super::packed::{self, Packed};
use super::record::Record;
use super::search::{Seen, root};
use super::searcher::{Searcher, Verdict};
use super::tree::Tree;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// A position of the current layer.
struct Slot {
    packed: Packed,
    node: u32,
    /// Moves from the start, stock turns counted.
    depth: u32,
}

/// A child found by expanding the current layer, kept as where it comes from until it
/// is chosen for the next layer (most are not).
struct Child {
    priority: u32,
    slot: u32,
    /// Its step, in `Beam::steps`.
    step: u32,
    key: u64,
}

pub struct Beam<'a> {
    rules: &'a Rules,
    weights: Weights,
    width: usize,
    record: Record<'a>,
    /// The positions kept in a layer so far.
    seen: Seen,
    /// The positions found as children of the current layer.
    found: Seen,
    keyer: Keyer,
    estimate: Estimate,
    layer: Vec<Slot>,
    /// The next slot of `layer` to expand.
    next: usize,
    /// The children of the layer's slots expanded so far, and their steps.
    children: Vec<Child>,
    steps: Vec<Step>,
    /// The steps of the slot being expanded.
    slot_steps: Vec<Step>,
    making: Children,
    pos: Position,
    expanded: usize,
    verdict: Option<Verdict>,
    /// Set when a layer has no children: the beam will find nothing more.
    spent: bool,
    bytes: usize,
}

impl<'a> Beam<'a> {
    pub fn new(rules: &'a Rules, start: &'a Position, weights: Weights) -> Beam<'a> {
        let width = usize::from(weights.beam.expect("a beam has a width"));
        let (pos, record, keyer, seen) = root(rules, start, Keyer::merging(rules));
        let verdict = rules.is_won(&pos).then(|| Verdict::Solved(record.path(0)));
        let layer = vec![Slot {
            packed: packed::pack(&pos),
            node: 0,
            depth: 0,
        }];
        let bytes = layer[0].packed.len() + size_of::<Slot>();
        Beam {
            rules,
            weights,
            width,
            record,
            seen,
            found: Seen::default(),
            keyer,
            estimate: Estimate::default(),
            layer,
            next: 0,
            children: Vec::new(),
            steps: Vec::new(),
            slot_steps: Vec::new(),
            making: Children::default(),
            pos,
            expanded: 0,
            verdict,
            spent: false,
            bytes,
        }
    }

    /// Expands the layer's next slot, adding its new children to `children`; returns
    /// the solution if one is a win.
    fn expand(&mut self) -> Option<Vec<Move>> {
        let rules = self.rules;
        let slot = &self.layer[self.next];
        let pos = &mut self.pos;
        self.expanded += 1;
        packed::unpack(&slot.packed, pos);
        self.keyer.reset(rules, pos);
        let home = rules.home_counts(pos);
        let wanted = rules.foundations_want(pos);
        self.estimate.reset(&self.weights, rules, pos, &home);
        candidate_moves(rules, pos, self.weights.scope(), &mut self.slot_steps);
        self.making.begin();
        let mut won = None;
        for &step in &self.slot_steps {
            let child_home = self.making.make(rules, pos, step, home, wanted);
            let changed = &self.making.changed;
            let key = self.keyer.key(rules, pos, changed);
            if !self.seen.contains(&key) && self.found.insert(key) {
                self.bytes += 2 * size_of::<u64>();
                if rules.is_won(pos) {
                    let moves = self.making.done.iter().map(|a| a.mv);
                    won = Some(self.record.tree.add(slot.node, step.turns, moves));
                } else {
                    let depth = slot.depth + 1 + u32::from(step.turns);
                    let priority = self.estimate.priority(
                        &self.weights,
                        rules,
                        pos,
                        depth,
                        changed,
                        &child_home,
                    ) + self.weights.noise(key);
                    self.children.push(Child {
                        priority,
                        slot: self.next as u32,
                        step: self.steps.len() as u32,
                        key,
                    });
                    self.steps.push(step);
                    self.bytes += size_of::<Child>() + size_of::<Step>();
                }
            }
            self.making.unmake(rules, pos);
            if won.is_some() {
                break;
            }
        }
        self.making.end(rules, pos);
        self.next += 1;
        won.map(|child| self.record.path(child))
    }

    /// Makes the next layer of the `width` best children found (lowest priority; of
    /// equals, the first found). Only those are made again, from their parents and
    /// steps (keeping every child's moves instead, and replaying a slot's on its
    /// parent when it is expanded, was no faster).
    fn next_layer(&mut self) {
        let rules = self.rules;
        let mut children = std::mem::take(&mut self.children);
        if children.len() > self.width {
            children.select_nth_unstable_by_key(self.width, |c| (c.priority, c.slot, c.step));
            children.truncate(self.width);
        }
        let mut layer = Vec::with_capacity(children.len());
        // What was found and not kept may be found again.
        self.bytes -= 2 * size_of::<u64>() * self.found.len();
        self.found.clear();
        for child in children {
            self.seen.insert(child.key);
            let slot = &self.layer[child.slot as usize];
            let step = self.steps[child.step as usize];
            let pos = &mut self.pos;
            packed::unpack(&slot.packed, pos);
            let (home, wanted) = (rules.home_counts(pos), rules.foundations_want(pos));
            self.making.begin();
            self.making.make(rules, pos, step, home, wanted);
            let moves = self.making.done.iter().map(|a| a.mv);
            let node = self.record.tree.add(slot.node, step.turns, moves);
            // (Unit tests check it is the very position found.)
            #[cfg(test)]
            assert_eq!(Keyer::merging(rules).reset(rules, pos), child.key);
            let home = rules.progress(pos);
            self.record.note(node, home);
            let packed = packed::pack(pos);
            self.bytes +=
                2 * size_of::<u64>() + 2 * Tree::node_bytes(1) + packed.len() + size_of::<Slot>();
            layer.push(Slot {
                packed,
                node,
                depth: slot.depth + 1 + u32::from(step.turns),
            });
        }
        // The old layer and the children's steps are freed.
        for slot in &self.layer {
            self.bytes -= slot.packed.len() + size_of::<Slot>();
        }
        self.bytes -= self.steps.len() * (size_of::<Child>() + size_of::<Step>());
        self.steps.clear();
        self.spent = layer.is_empty();
        self.layer = layer;
        self.next = 0;
    }
}

impl Searcher for Beam<'_> {
    fn expanded(&self) -> usize {
        self.expanded
    }

    /// Expands up to `quota` positions. `Some` once a win is found; a beam proves
    /// nothing lost (`is_spent` says when it has run out).
    fn run(&mut self, quota: usize) -> Option<&Verdict> {
        debug_assert!(!self.record.is_retired(), "a retired search runs no more");
        for _ in 0..quota {
            if self.verdict.is_some() || self.spent {
                break;
            }
            if self.next == self.layer.len() {
                self.next_layer();
                continue;
            }
            self.verdict = self.expand().map(Verdict::Solved);
        }
        self.verdict.as_ref()
    }

    /// Frees the tables of a beam that will not run again, keeping what it found.
    fn retire(&mut self) {
        self.record.retire(self.seen.len());
        self.seen = Seen::default();
        self.found = Seen::default();
        self.layer = Vec::new();
        self.children = Vec::new();
        self.steps = Vec::new();
        self.bytes = 0;
    }

    fn is_spent(&self) -> bool {
        self.spent
    }

    fn seen(&self) -> usize {
        self.record.seen(self.seen.len())
    }

    fn memory(&self) -> usize {
        self.bytes
    }

    fn record(&self) -> &Record<'_> {
        &self.record
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin};

    fn lower_48_beam() -> (std::sync::Arc<Rules>, Weights) {
        let rules = builtin("lower-48").unwrap();
        let weights = Weights::portfolio(&rules)[1];
        assert!(weights.beam.is_some() && weights.jitter == 0);
        (rules, weights)
    }

    #[test]
    fn a_beam_wins_a_lower_48_deal_and_the_solution_replays() {
        let (rules, weights) = lower_48_beam();
        let mut game = Game::new(rules.clone(), 22).unwrap();
        let start = game.position().clone();
        let mut beam = Beam::new(&rules, &start, weights);
        let Some(Verdict::Solved(moves)) = beam.run(20_000).cloned() else {
            panic!("not won within 20,000 positions")
        };
        for mv in moves {
            game.apply(mv).unwrap();
        }
        assert!(rules.is_won(game.position()));
    }

    #[test]
    fn each_layer_keeps_the_width_most_promising_children() {
        let (rules, weights) = lower_48_beam();
        let width = 3;
        let weights = Weights {
            beam: Some(width),
            ..weights
        };
        let start = rules.deal(2);
        let mut beam = Beam::new(&rules, &start, weights);
        // The root, then its layer of three, each time with every child's priority.
        for layer in 0..2 {
            beam.run(beam.layer.len());
            let mut found: Vec<u32> = beam.children.iter().map(|c| c.priority).collect();
            found.sort_unstable();
            assert!(found.len() > usize::from(width), "layer {layer}");
            beam.run(1);
            // Each kept position's priority worked out anew.
            let mut kept: Vec<u32> = beam
                .layer
                .iter()
                .map(|slot| {
                    let mut pos = start.clone();
                    packed::unpack(&slot.packed, &mut pos);
                    let key = Keyer::merging(&rules).reset(&rules, &pos);
                    weights.priority(&rules, &pos, slot.depth) + weights.noise(key)
                })
                .collect();
            kept.sort_unstable();
            assert_eq!(kept, found[..usize::from(width)], "layer {layer}");
        }
    }

    #[test]
    fn only_the_positions_kept_are_closed() {
        // A child not kept may come again in a later layer and be kept there.
        let (rules, weights) = lower_48_beam();
        let weights = Weights {
            beam: Some(3),
            ..weights
        };
        let start = rules.deal(2);
        let mut beam = Beam::new(&rules, &start, weights);
        beam.run(1);
        let found: Vec<u64> = beam.children.iter().map(|c| c.key).collect();
        assert!(found.len() > 3, "{found:?}");
        // Makes the layer of three (and expands its first).
        beam.run(1);
        let kept: Vec<u64> = beam
            .layer
            .iter()
            .map(|slot| {
                let mut pos = start.clone();
                packed::unpack(&slot.packed, &mut pos);
                Keyer::merging(&rules).reset(&rules, &pos)
            })
            .collect();
        assert_eq!((kept.len(), beam.seen.len()), (3, 4));
        for key in found {
            assert_eq!(beam.seen.contains(&key), kept.contains(&key));
        }
    }

    #[test]
    fn a_beam_that_runs_out_is_spent_and_proves_nothing() {
        // Two Kings, nothing else to play: lost, but a beam cannot say so.
        let (rules, weights) = lower_48_beam();
        let pos = crate::text::parse_layout(&rules, "t1: KH\n t2: KS").unwrap();
        let mut beam = Beam::new(&rules, &pos, weights);
        assert_eq!(beam.run(10), None);
        assert!(beam.is_spent());
        beam.retire();
        assert_eq!(beam.memory(), 0);
    }
}
