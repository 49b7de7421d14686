//! The search tree: for every position found, its parent and the moves that led there,
//! kept compactly (a node is a few integers; its moves live in one shared arena).

use super::candidates::turn;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// How a position was reached: its parent, the stock turns made first, and the moves
/// from there (the step's move, then the safe moves home made after it), which start
/// at `first` in the search's move arena and end where the next node's start.
struct Node {
    parent: u32,
    first: u32,
    turns: u16,
}

/// A transfer in three bytes: the search stores one or more per position found. (Or
/// a row dealt onto the tableau, `ROW`, or the tableau reshuffled, `RESHUFFLE`: other
/// turns of the stock are counted.)
#[derive(Clone, Copy)]
struct Hop([u8; 3]);

impl Hop {
    const ROW: Hop = Hop([u8::MAX, u8::MAX, 0]);
    const RESHUFFLE: Hop = Hop([u8::MAX, u8::MAX, 1]);

    fn new(mv: Move) -> Hop {
        let Move::Transfer { from, to, count } = mv else {
            return if mv == Move::Draw {
                Hop::ROW
            } else {
                Hop::RESHUFFLE
            };
        };
        let byte = |v: usize| u8::try_from(v).expect("piles and runs are counted in bytes");
        Hop([byte(from), byte(to), byte(count)])
    }

    fn mv(self) -> Move {
        if self.0 == Hop::ROW.0 {
            return Move::Draw;
        }
        if self.0 == Hop::RESHUFFLE.0 {
            return Move::Redeal;
        }
        let [from, to, count] = self.0.map(usize::from);
        Move::Transfer { from, to, count }
    }
}

/// The search tree: nodes and the moves that lead to them.
#[derive(Default)]
pub struct Tree {
    nodes: Vec<Node>,
    moves: Vec<Hop>,
}

impl Tree {
    /// What a node with `moves` moves takes.
    pub fn node_bytes(moves: usize) -> usize {
        size_of::<Node>() + moves * size_of::<Hop>()
    }

    /// Room for `n` nodes (of a move or two each) before the tree grows.
    pub fn reserve(&mut self, n: usize) {
        self.nodes.reserve(n);
        self.moves.reserve(2 * n);
    }

    pub fn add(&mut self, parent: u32, turns: u16, moves: impl IntoIterator<Item = Move>) -> u32 {
        let first = self.moves.len() as u32;
        self.moves.extend(moves.into_iter().map(Hop::new));
        self.nodes.push(Node {
            parent,
            first,
            turns,
        });
        self.nodes.len() as u32 - 1
    }

    /// The stock turns made before node `id`'s moves.
    /// `add` for a node without turns whose moves are transfers already in bytes
    /// (from, to, count): the free-cell games' search makes millions.
    pub fn add_transfers(&mut self, parent: u32, moves: impl IntoIterator<Item = [u8; 3]>) -> u32 {
        let first = self.moves.len() as u32;
        self.moves.extend(moves.into_iter().map(Hop));
        self.nodes.push(Node {
            parent,
            first,
            turns: 0,
        });
        self.nodes.len() as u32 - 1
    }

    pub fn turns(&self, id: u32) -> u32 {
        u32::from(self.nodes[id as usize].turns)
    }

    /// Makes node `id`'s own moves (its turns, then its moves) on its parent's
    /// position, passing each to `made`.
    pub fn replay(&self, rules: &Rules, pos: &mut Position, id: u32, mut made: impl FnMut(Move)) {
        let node = &self.nodes[id as usize];
        for _ in 0..node.turns {
            let mv = turn(rules, pos).expect("the search turned the stock here");
            rules.apply(pos, mv);
            made(mv);
        }
        for mv in self.moves_of(id) {
            rules.apply(pos, mv);
            made(mv);
        }
    }

    /// The moves of node `id` itself, after its turns of the stock.
    pub fn moves_of(&self, id: u32) -> impl Iterator<Item = Move> + '_ {
        let first = self.nodes[id as usize].first as usize;
        let end = self
            .nodes
            .get(id as usize + 1)
            .map_or(self.moves.len(), |next| next.first as usize);
        self.moves[first..end].iter().map(|hop| hop.mv())
    }

    /// The moves from `start` to node `id`, stock turns written out.
    pub fn path(&self, rules: &Rules, start: &Position, mut id: u32) -> Vec<Move> {
        let mut chain = Vec::new();
        while id != u32::MAX {
            chain.push(id);
            id = self.nodes[id as usize].parent;
        }
        let mut pos = start.clone();
        let mut path = Vec::new();
        for id in chain.into_iter().rev() {
            self.replay(rules, &mut pos, id, |mv| path.push(mv));
        }
        path
    }
}
