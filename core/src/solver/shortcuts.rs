//! Cutting the detours out of a depth-first search's winning line: such a search
//! wanders (moves that can be undone, cards shuffled between piles), so from each
//! position on the line this plays the few moves that reach the position furthest
//! along it, over and over until the line grows no shorter. Positions are taken by the
//! search's key (pile order aside): the line's moves name cards, not piles.

use super::groups::{Board, Searched};
use std::collections::HashMap;

/// How many moves a shortcut may take; one, on lines longer than `LONG_LINE` (the
/// moves tried grow twentyfold with each more).
const SHORTCUT: usize = 3;
const LONG_LINE: usize = 10_000;

/// `line` from `start` with its detours cut. `searched` must stand where `start` does
/// (what it keeps of the position besides the board).
pub(super) fn shortest<S: Searched>(
    searched: &S,
    start: &Board,
    mut line: Vec<S::Step>,
) -> Vec<S::Step> {
    loop {
        let shorter = shortened(searched, start, &line);
        if shorter.len() >= line.len() {
            return line;
        }
        line = shorter;
    }
}

/// One pass of `shortest`.
fn shortened<S: Searched>(searched: &S, start: &Board, line: &[S::Step]) -> Vec<S::Step> {
    let mut b = start.clone();
    let mut at = HashMap::with_capacity(line.len() + 1);
    at.insert(searched.key(&b), 0);
    let mut undo = Vec::with_capacity(line.len());
    for (i, &step) in line.iter().enumerate() {
        undo.push(searched.play(&mut b, step));
        at.insert(searched.key(&b), i + 1);
    }
    // Back to the start, `searched` too.
    for (&step, u) in line.iter().zip(undo).rev() {
        searched.unplay(&mut b, step, u);
    }
    let (mut here, mut out, mut undo) = (0, Vec::new(), Vec::new());
    while here < line.len() {
        let mut best = (here + 1, vec![line[here]]);
        let mut tried = Vec::new();
        let depth = if line.len() <= LONG_LINE { SHORTCUT } else { 1 };
        furthest(searched, &mut b, &at, depth, &mut tried, &mut best);
        for &step in &best.1 {
            undo.push(searched.play(&mut b, step));
            out.push(step);
        }
        here = best.0;
    }
    // `searched` back at the start, for the next pass.
    for (&step, u) in out.iter().zip(undo).rev() {
        searched.unplay(&mut b, step, u);
    }
    out
}

/// The moves from `b`, at most `depth`, to the position on the line furthest along
/// (`at`: each position's place on it), into `best` where further than it (or as far
/// in fewer moves); `tried` holds the moves made so far.
fn furthest<S: Searched>(
    searched: &S,
    b: &mut Board,
    at: &HashMap<u64, usize>,
    depth: usize,
    tried: &mut Vec<S::Step>,
    best: &mut (usize, Vec<S::Step>),
) {
    let mut moves = Vec::new();
    searched.shortcuts(b, &mut moves);
    for &(_, step) in &moves {
        let undo = searched.play(b, step);
        tried.push(step);
        if let Some(&j) = at.get(&searched.key(b))
            && (j > best.0 || j == best.0 && tried.len() < best.1.len())
        {
            *best = (j, tried.clone());
        }
        if depth > 1 {
            furthest(searched, b, at, depth - 1, tried, best);
        }
        tried.pop();
        searched.unplay(b, step, undo);
    }
}
