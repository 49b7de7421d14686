//! A line of the search's moves played out on the real position as the engine's moves:
//! the draws and turns of the waste that bring a talon card up, the run moved off a
//! card that goes home while its twin lies open (the rearranging the search takes as
//! free), and a place for each card that goes onto the tableau.

use super::super::talon;
use super::super::values::{rank, twin};
use super::{Shape, Step};
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::Rules;

/// The engine's moves for `line` from `start`; `None` if one would be illegal (the
/// search and the engine disagree: a bug, and the caller falls back on the general
/// solver).
pub(super) fn moves(
    rules: &Rules,
    shape: &Shape,
    start: &Position,
    line: &[Step],
) -> Option<Vec<Move>> {
    let mut play = Play {
        rules,
        shape,
        pos: start.clone(),
        moves: Vec::with_capacity(line.len() * 2),
    };
    for &step in line {
        play.step(step)?;
    }
    Some(play.moves)
}

struct Play<'a> {
    rules: &'a Rules,
    shape: &'a Shape,
    pos: Position,
    moves: Vec<Move>,
}

impl Play<'_> {
    fn emit(&mut self, mv: Move) -> Option<()> {
        self.rules.check(&self.pos, mv).ok()?;
        self.rules.apply(&mut self.pos, mv);
        self.moves.push(mv);
        Some(())
    }

    fn step(&mut self, step: Step) -> Option<()> {
        match step {
            Step::Home(v) => {
                let (pile, index) = self.in_tableau(v)?;
                let above = self.pos.piles[pile].len() - index - 1;
                if above > 0 {
                    // Its twin lies open: the run on it goes there.
                    let (twin, at) = self.in_tableau(twin(v))?;
                    if at + 1 != self.pos.piles[twin].len() {
                        return None;
                    }
                    self.emit(Move::transfer(pile, twin, above))?;
                }
                let home = self.home_for(v)?;
                self.emit(Move::transfer(pile, home, 1))
            }
            Step::Reveal(i) => {
                let pile = self.shape.piles[usize::from(i)];
                let p = &self.pos.piles[pile];
                let root = p.cards.get(p.down)?.value() as u8;
                let count = p.len() - p.down;
                let to = self.place_for(root)?;
                self.emit(Move::transfer(pile, to, count))
            }
            Step::TalonHome(reach) | Step::TalonPile(reach) => {
                let v = self.shape.talon[usize::from(reach.index)];
                let (stock, waste) = (self.shape.stock, self.shape.waste);
                talon::turn_to(
                    self.rules,
                    &mut self.pos,
                    (stock, waste),
                    v,
                    &mut self.moves,
                )?;
                let to = if matches!(step, Step::TalonHome(_)) {
                    self.home_for(v)?
                } else {
                    self.place_for(v)?
                };
                self.emit(Move::transfer(waste, to, 1))
            }
            Step::Back(suit) => {
                let from = *self.shape.foundations.iter().find(|&&f| {
                    self.pos.piles[f]
                        .top()
                        .is_some_and(|c| c.suit().index() == usize::from(suit))
                })?;
                let v = self.pos.piles[from].top()?.value() as u8;
                let to = self.place_for(v)?;
                self.emit(Move::transfer(from, to, 1))
            }
        }
    }

    /// Where card `v` lies in the tableau: (pile, index).
    fn in_tableau(&self, v: u8) -> Option<(PileId, usize)> {
        let (pile, index) = self.pos.find(Card::from_byte(v))?;
        self.shape.piles.contains(&pile).then_some((pile, index))
    }

    /// The foundation card `v` goes to: its suit's, or an empty one for an Ace.
    fn home_for(&self, v: u8) -> Option<PileId> {
        let suit = Card::from_byte(v).suit();
        let f = &self.shape.foundations;
        let piles = &self.pos.piles;
        f.iter()
            .find(|&&f| piles[f].top().is_some_and(|c| c.suit() == suit))
            .or_else(|| f.iter().find(|&&f| piles[f].is_empty()))
            .copied()
    }

    /// A tableau pile card `v` may go onto: an empty one for a King, else one whose top
    /// is a card of the rank above in the other colour.
    fn place_for(&self, v: u8) -> Option<PileId> {
        let card = Card::from_byte(v);
        self.shape
            .piles
            .iter()
            .copied()
            .find(|&t| match self.pos.piles[t].top() {
                None => rank(v) == 13,
                Some(top) => top.rank().value() == rank(v) + 1 && top.colour() != card.colour(),
            })
    }
}
