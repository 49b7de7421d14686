//! The search tree: for every position found, its parent and the moves that led there,
//! kept compactly (a node is a few integers; its moves live in one shared arena).

use super::candidates::turn;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;

/// How a position was reached: its parent, the stock turns made first, and the moves
/// from there (the step's move, then the safe moves home made after it), as a range
/// of the search's move arena.
pub struct Node {
    parent: u32,
    turns: u16,
    first: u32,
    len: u32,
}

/// The search tree: nodes and the moves that lead to them.
#[derive(Default)]
pub struct Tree {
    nodes: Vec<Node>,
    moves: Vec<Move>,
}

impl Tree {
    pub fn add(&mut self, parent: u32, turns: u16, moves: impl IntoIterator<Item = Move>) -> u32 {
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
    pub fn path(&self, rules: &Rules, start: &Position, mut id: u32) -> Vec<Move> {
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
