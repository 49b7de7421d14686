//! The weighted best-first search over boards, resumable as the portfolio's searches
//! are (see `Searcher`). As in the general search, a position waiting in the frontier
//! is its node in the record's tree and its parent's board, on which the node's moves
//! are made again when it is expanded: most positions found are never expanded.

use super::super::buckets::Buckets;
use super::super::children::auto_home;
use super::super::heuristic::Weights;
use super::super::record::Record;
use super::super::searcher::{Searcher, Verdict};
use super::super::seen_table::SeenTable;
use super::super::tree::Tree;
use super::Shape;
use super::board::{Board, Place, Step};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// A position waiting to be expanded: its node, where its parent's board is packed,
/// and its depth. The frontier pops the lowest priority first, and of equals the
/// newest (which keeps the search going deep), as the general search's heap does.
#[derive(Clone, Copy)]
struct Entry {
    id: u32,
    parent: u32,
    depth: u32,
}

pub struct CellsSearch<'a> {
    shape: Shape,
    weights: Weights,
    record: Record<'a>,
    seen: SeenTable,
    frontier: Buckets<Entry>,
    /// The packed boards of expanded positions whose children wait (see `pack`).
    packed: Vec<u8>,
    /// The board last unpacked, and where it was packed (`u32::MAX`: none).
    parent: Board,
    parent_at: u32,
    moves: Vec<Step>,
    /// Where each child's steps end in `moves`.
    ends: Vec<usize>,
    done: Vec<Step>,
    expanded: usize,
    verdict: Option<Verdict>,
    /// A lean search has run out of positions (see `Weights::lean`).
    spent: bool,
    /// Bytes the tree's nodes take.
    tree_bytes: usize,
}

impl<'a> CellsSearch<'a> {
    /// The search of `start` by `weights`, where the game has the free-cell shape.
    pub fn new(rules: &'a Rules, start: &'a Position, weights: Weights) -> Option<Self> {
        let shape = Shape::of(rules, start)?;
        let mut record = Record::new(rules, start);
        // The root: the start with its safe moves home made (node 0), its parent the
        // start itself.
        let mut root = start.clone();
        let home = auto_home(rules, &mut root);
        record.tree.reserve(ROOM);
        record.tree.add(u32::MAX, 0, home.iter().copied());
        let before = Board::of(&shape, start);
        let mut board = before.clone();
        for &mv in &home {
            board.apply(&shape, Step::of(mv));
        }
        let mut seen = SeenTable::with_capacity(ROOM);
        seen.insert(board.key());
        let mut search = CellsSearch {
            parent: before.clone(),
            parent_at: u32::MAX,
            shape,
            weights,
            record,
            seen,
            frontier: Buckets::with_capacity(ROOM),
            packed: Vec::with_capacity(ROOM * 8),
            moves: Vec::new(),
            ends: Vec::new(),
            done: Vec::new(),
            expanded: 0,
            verdict: None,
            spent: false,
            tree_bytes: Tree::node_bytes(home.len()),
        };
        if board.home_count() == 52 {
            search.verdict = Some(Verdict::Solved(search.record.path(0)));
        } else {
            let parent = search.pack(&before);
            search.frontier.push(
                0,
                Entry {
                    id: 0,
                    parent,
                    depth: 0,
                },
            );
        }
        Some(search)
    }

    /// Packs `b` after the others (see `pack_into`); returns where it starts.
    fn pack(&mut self, b: &Board) -> u32 {
        let at = self.packed.len() as u32;
        pack_into(&mut self.packed, &self.shape, b);
        at
    }

    /// Makes `self.parent` the board packed at `at`.
    fn unpack(&mut self, at: u32) {
        if self.parent_at == at {
            return;
        }
        let (b, s) = (&mut self.parent, &self.shape);
        let mut bytes = self.packed[at as usize..].iter().copied();
        let mut next = || bytes.next().expect("a packed board is whole");
        b.home = std::array::from_fn(|_| next());
        b.found = std::array::from_fn(|_| next());
        for cell in &mut b.cells[..s.cells.len()] {
            *cell = next();
        }
        for i in 0..s.tableau.len() {
            b.lens[i] = next();
            for j in 0..usize::from(b.lens[i]) {
                b.cols[i][j] = next();
            }
        }
        b.refresh(s);
        self.parent_at = at;
    }

    /// Expands `entry`; returns the solution if a child is a win.
    fn expand(&mut self, entry: Entry) -> Option<Vec<Move>> {
        self.expanded += 1;
        self.unpack(entry.parent);
        let (shape, weights) = (&self.shape, &self.weights);
        let mut board = self.parent.clone();
        for mv in self.record.tree.moves_of(entry.id) {
            board.apply(shape, Step::of(mv));
        }
        let mut moves = std::mem::take(&mut self.moves);
        shape.moves(&board, &mut moves, weights.lean);
        // Each child's steps: a move, or a dig's moves (see `Shape::digs`).
        let singles = moves.len();
        let mut ends = std::mem::take(&mut self.ends);
        ends.clear();
        ends.extend(1..=singles);
        if weights.digs {
            shape.digs(&board, &mut moves, &mut ends);
        }
        let depth = entry.depth + 1;
        let mut packed_at = None;
        let mut won = None;
        let mut begin = 0;
        for &end in &ends {
            let steps = &moves[begin..end];
            begin = end;
            let mut child = board.clone();
            self.done.clear();
            for &mv in steps {
                self.done.push(mv);
                child.apply(shape, mv);
            }
            // Unless a card went home, or a dig moved several (either may make any
            // safe), only the card the move uncovered can have a safe move home.
            let mv = steps[0];
            let mut safe = match steps.len() > 1 || is_home(shape, mv) {
                true => shape.safe_home_move(&child),
                false => shape.safe_home_move_from(&child, usize::from(mv.from)),
            };
            while let Some(step) = safe {
                child.apply(shape, step);
                self.done.push(step);
                safe = shape.safe_home_move(&child);
            }
            let key = child.key();
            if !self.seen.insert(key) {
                continue;
            }
            let done = self.done.iter().map(|s| s.bytes());
            let id = self.record.tree.add_transfers(entry.id, done);
            self.tree_bytes += Tree::node_bytes(self.done.len());
            let home = child.home_count();
            self.record.note(id, home);
            if home == 52 {
                won = Some(id);
                break;
            }
            let priority = depth + weights.estimate * child.cost(weights) + weights.noise(key);
            let parent = *packed_at.get_or_insert_with(|| {
                let at = self.packed.len() as u32;
                pack_into(&mut self.packed, shape, &board);
                at
            });
            self.frontier.push(priority, Entry { id, parent, depth });
        }
        self.ends = ends;
        self.moves = moves;
        // Most often a child of this position is the next expanded: keep its board.
        if let Some(at) = packed_at {
            self.parent = board;
            self.parent_at = at;
        }
        won.map(|id| self.record.path(id))
    }
}

/// Positions a search has room for from the start (most deals take a few thousand):
/// its tables grow by doubling, and growing from nothing costs as much as a few
/// hundred positions.
const ROOM: usize = 4096;

/// Does `step` send a card home?
fn is_home(shape: &Shape, step: Step) -> bool {
    matches!(shape.place[usize::from(step.to)], Place::Foundation(_))
}

/// Packs `b` after the boards in `packed`: cards home and the suits' foundations, the
/// cells, then each column's length and cards.
fn pack_into(packed: &mut Vec<u8>, shape: &Shape, b: &Board) {
    packed.extend_from_slice(&b.home);
    packed.extend_from_slice(&b.found);
    packed.extend_from_slice(&b.cells[..shape.cells.len()]);
    for i in 0..shape.tableau.len() {
        let col = b.column(i);
        packed.push(col.len() as u8);
        packed.extend_from_slice(col);
    }
}

impl Searcher for CellsSearch<'_> {
    fn run(&mut self, quota: usize) -> Option<&Verdict> {
        debug_assert!(!self.record.is_retired(), "a retired search runs no more");
        for _ in 0..quota {
            if self.verdict.is_some() {
                break;
            }
            self.verdict = match self.frontier.pop().map(|(_, entry)| entry) {
                // A lean search, run out, has found nothing more.
                None if self.weights.lean => {
                    self.spent = true;
                    return None;
                }
                // The search tries every move: run out, it has proved the deal lost.
                None => Some(Verdict::Impossible),
                Some(entry) => self.expand(entry).map(Verdict::Solved),
            };
        }
        self.verdict.as_ref()
    }

    fn expanded(&self) -> usize {
        self.expanded
    }

    /// The tree grows by doubling: it is counted at twice what it holds.
    fn memory(&self) -> usize {
        self.packed.capacity() + self.frontier.bytes() + self.seen.bytes() + 2 * self.tree_bytes
    }

    fn is_spent(&self) -> bool {
        self.spent
    }

    fn retire(&mut self) {
        self.record.retire(self.seen.len());
        self.seen = SeenTable::with_capacity(0);
        self.frontier = Buckets::new();
        self.packed = Vec::new();
        self.parent_at = u32::MAX;
        self.tree_bytes = 0;
    }

    fn record(&self) -> &Record<'_> {
        &self.record
    }

    fn seen(&self) -> usize {
        self.record.seen(self.seen.len())
    }
}
