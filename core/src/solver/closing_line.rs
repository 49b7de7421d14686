//! A complete depth-first search for a line of piles that closes up as they gather
//! onto one another (Accordion): whole piles move, only their top cards play, so a
//! position is the line's top cards in order; a pile goes onto the one some places to
//! its left where its top card builds on that one's, and the line closes up behind it.
//! The positions seen are kept as hashes of that line, eight bytes each.

use super::budget::Budget;
use super::line::Line;
use super::mix;
use super::searcher::Report;
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Build, Goal, Movable, PileKind, Rules, builds_on, members};
use std::collections::HashSet;

/// The game's one line of piles, where this search takes the game (see `takes`).
struct Shape {
    piles: Vec<PileId>,
    build: Build,
    /// How many places to the left a pile may go, shortest first.
    distances: Vec<usize>,
}

impl Shape {
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let first = *rules.tableau.first()?;
        let spec = &rules.piles[first];
        let one_line = rules.tableau.iter().enumerate().all(|(i, &t)| {
            let p = &rules.piles[t];
            t == first + i && p.group == spec.group && p.close_gaps && p.onto_left == spec.onto_left
        });
        // The dealt piles lie at the line's start, every card face up.
        let dealt = rules
            .tableau
            .iter()
            .take_while(|&&t| !start.piles[t].is_empty())
            .count();
        let laid_out = rules.tableau.iter().enumerate().all(|(i, &t)| {
            let pile = &start.piles[t];
            (i < dealt) != pile.is_empty() && pile.down == 0
        });
        let only_line = rules.piles.iter().all(|p| p.kind == PileKind::Tableau);
        (one_line
            && laid_out
            && only_line
            && spec.moves == Movable::Pile
            && spec.onto_left != 0
            && rules.def.goal == Goal::OnePile)
            .then_some(Shape {
                piles: rules.tableau.clone(),
                build: spec.build?,
                distances: members(spec.onto_left).collect(),
            })
    }
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches the line (`None` where the search does not take the game, or where its
/// line does not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let mut tops: Vec<Card> = shape
        .piles
        .iter()
        .map_while(|&t| start.piles[t].top())
        .collect();
    let cards = start.card_count();
    let mut search = Search {
        shape: &shape,
        line: Line::new(budget),
        seen: HashSet::new(),
        cards,
    };
    let won = search.search(&mut tops);
    let seen = search.seen.len();
    search
        .line
        .report(won, seen, |steps| replay(rules, start, &shape, steps))
}

/// One play: the pile at this place in the line goes this many places left.
type Step = (u8, u8);

struct Search<'a, 'b> {
    shape: &'a Shape,
    line: Line<'b, Step>,
    seen: HashSet<u64>,
    cards: usize,
}

impl Search<'_, '_> {
    fn search(&mut self, tops: &mut Vec<Card>) -> bool {
        if tops.len() <= 1 {
            return true;
        }
        if self.line.spent() || !self.seen.insert(key(tops)) {
            return false;
        }
        self.line.reached(self.cards - tops.len());
        // From the line's start, the longer plays first. (Tuned on deals 5001..5200:
        // going from the start decides more deals than from the end, and trying
        // first the plays that leave the most, or the fewest, plays open no more.)
        for i in 1..tops.len() {
            for &d in self.shape.distances.iter().rev() {
                let Some(j) = i.checked_sub(d) else { continue };
                if !builds_on(self.shape.build, tops[i], tops[j]) {
                    continue;
                }
                let covered = self.play(tops, i, j);
                self.line.path.push((i as u8, d as u8));
                if self.search(tops) {
                    return true;
                }
                self.line.path.pop();
                self.unplay(tops, i, j, covered);
                if self.line.stopped {
                    return false;
                }
            }
        }
        false
    }

    /// The pile at `i` onto the one at `j`; returns the top card it covers.
    fn play(&self, tops: &mut Vec<Card>, i: usize, j: usize) -> Card {
        let covered = tops[j];
        tops[j] = tops.remove(i);
        covered
    }

    fn unplay(&self, tops: &mut Vec<Card>, i: usize, j: usize, covered: Card) {
        tops.insert(i, tops[j]);
        tops[j] = covered;
    }
}

/// The line's top cards, in order, hashed.
fn key(tops: &[Card]) -> u64 {
    let h = tops
        .iter()
        .fold(tops.len() as u64, |h, c| mix::mix(h, u64::from(c.id())));
    mix::finish(h)
}

/// The engine's moves for `steps` from `start`; `None` if one would be illegal (a bug:
/// the caller falls back on the general searches).
fn replay(rules: &Rules, start: &Position, shape: &Shape, steps: &[Step]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(steps.len());
    for &(i, d) in steps {
        let (i, d) = (usize::from(i), usize::from(d));
        let (from, to) = (shape.piles[i], shape.piles[i.checked_sub(d)?]);
        let mv = Move::transfer(from, to, pos.piles[from].len());
        rules.check(&pos, mv).ok()?;
        rules.apply(&mut pos, mv);
        moves.push(mv);
    }
    Some(moves)
}
