//! A complete depth-first search for Scorpion: piles dealt with cards face down, any
//! face-up card moving with everything on it onto the card one rank higher of its own
//! suit, Kings (with what is on them) to empty piles, a stock dealt once onto the first
//! piles, and each suit leaving, King down to Ace, as soon as it lies in order on top of
//! a pile.
//!
//! A card has one place to go (the card above it in its suit), so a card lying there
//! never moves again but with what is under it, and every move makes progress that is
//! never undone: a card turned up, a card taken off one it does not fit or off a pile's
//! floor (only Kings go there, and a King is never taken off the floor), the stock
//! dealt, a suit cleared. Positions are keyed as Yukon's are (what each card lies on and
//! which are face up, pile order aside, kept up to date move by move; until the stock
//! is dealt, with which piles it deals onto), each a few bytes in the table: four deals in five are lost, and proving one means going through every
//! position it can reach.

use super::budget::Budget;
use super::groups::{
    AWAY, Board, Dfs, FLOOR, HOME, Keys, MAX_PILES, Moved, STOCK, Searched, one_deck_home_from_aces,
};
use super::mix;
use super::searcher::Report;
use super::values::rank;
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Direction, Fill, Movable, PileKind, Rules, StockOnto, SuitRule};

#[cfg(test)]
mod tests;

/// A move as searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A card (with everything on it) onto its parent, or (a King) `FLOOR`: the floor
    /// of pile `pile`.
    Onto { card: u8, onto: u8, pile: u8 },
    /// The stock dealt onto the first piles.
    Deal,
    /// The complete suit on top of pile `pile` leaves (the game does it at once).
    Clear { pile: u8 },
}

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    piles: Vec<PileId>,
    foundations: Vec<PileId>,
    /// The stock's cards and the pile (index in `piles`) each is dealt onto.
    deal: Vec<(u8, u8)>,
}

impl Shape {
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let stock = rules.stock?;
        let stock_rules = rules.def.stock?;
        let foundations_ok = rules.foundations.len() == 4
            && rules.foundations.iter().all(|&f| {
                let p = &rules.piles[f];
                p.complete_runs
                    && !p.gives_back
                    && matches!(start.piles[f].len(), 0 | 13)
                    && p.build.is_some_and(|b| {
                        b.dir == Direction::Down && b.suit == SuitRule::Same && !b.wrap
                    })
            });
        let tableau_ok = (1..=MAX_PILES).contains(&rules.tableau.len())
            && rules.tableau.iter().all(|&t| {
                let p = &rules.piles[t];
                p.build.is_some_and(|b| {
                    b.dir == Direction::Down && b.suit == SuitRule::Same && !b.wrap && !b.kings_end
                }) && p.moves == Movable::Group
                    && p.empty == Fill::Kings
                    && p.max_cards.is_none()
                    && p.refill_from.is_none()
                    && !rules.is_layered(t)
            });
        let only_these =
            rules.piles.iter().enumerate().all(|(i, p)| {
                matches!(p.kind, PileKind::Foundation | PileKind::Tableau) || i == stock
            });
        let dealt_once = stock_rules.onto == StockOnto::Tableau
            && stock_rules.into_gaps
            && stock_rules.redeals == Some(0)
            && start.redeals == 0;
        if !(foundations_ok
            && tableau_ok
            && only_these
            && dealt_once
            && rules.waste.is_none()
            && one_deck_home_from_aces(rules, start))
        {
            return None;
        }
        // Where the engine deals each stock card: found by dealing.
        let mut dealt = start.clone();
        let mut deal = Vec::new();
        if !start.piles[stock].is_empty() {
            rules.check(&dealt, Move::Draw).ok()?;
            rules.apply(&mut dealt, Move::Draw);
            if !dealt.piles[stock].is_empty() {
                return None;
            }
            for (i, &t) in rules.tableau.iter().enumerate() {
                let before = start.piles[t].len();
                let after = &dealt.piles[t];
                if after.len() == before + 1 && after.cards[..before] == start.piles[t].cards[..] {
                    deal.push((after.cards[before].value() as u8, i as u8));
                } else if after.cards != start.piles[t].cards {
                    return None;
                }
            }
            if deal.len() != start.piles[stock].len() {
                return None;
            }
        }
        Some(Shape {
            piles: rules.tableau.clone(),
            foundations: rules.foundations.clone(),
            deal,
        })
    }
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches a Scorpion-like game (`None` where it does not apply, or where its win does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let scorpion = Scorpion {
        deal: shape.deal.clone(),
        keys: Keys::new(0x5343_4f52_5000_0000),
    };
    let mut board = Board::of(start, &shape.piles, &shape.foundations, &scorpion.keys);
    for &(v, _) in &shape.deal {
        board.key ^= scorpion.keys.lies_on(v, STOCK);
    }
    let mut dfs = Dfs::new(&scorpion, budget);
    let won = dfs.search(&mut board);
    let seen = dfs.seen.len();
    dfs.line
        .report(won, seen, |line| replay(rules, start, line))
}

/// The search's knowledge of the deal: where the stock's cards go, and the keys.
struct Scorpion {
    deal: Vec<(u8, u8)>,
    keys: Keys,
}

/// Has the stock been dealt (or was there none)? Its cards are off the table until
/// then, and after only with their whole suit.
fn dealt(b: &Board, deal: &[(u8, u8)]) -> bool {
    deal.first()
        .is_none_or(|&(v, _)| b.at[usize::from(v)].0 != AWAY || b.home[usize::from(v / 13)] == 13)
}

/// Does pile `i` hold a whole suit in order on top, King down to Ace, face up?
fn complete_on(b: &Board, i: usize) -> bool {
    let (len, down) = (usize::from(b.len[i]), usize::from(b.down[i]));
    if len < down + 13 {
        return false;
    }
    let top = &b.piles[i][len - 13..len];
    top[0] % 13 == 12
        && top
            .windows(2)
            .all(|w| w[1] + 1 == w[0] && w[1] / 13 == w[0] / 13)
}

impl Scorpion {
    /// The moves worth searching from `b`, best first, onto `out` (with their worth).
    fn worth_searching(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
        // A whole suit leaves at once.
        if let Some(i) = (0..b.count).find(|&i| complete_on(b, i)) {
            out.push((0, Step::Clear { pile: i as u8 }));
            return;
        }
        let undealt = !dealt(b, &self.deal);
        for (from, at, card) in b.face_up_cards() {
            let down = usize::from(b.down[from]);
            let under = b.under(card);
            let gain = match under {
                // A card turned up; first from piles with more face down.
                _ if at > 0 && at == down => 30 + down as i32,
                // The pile emptied.
                FLOOR => 10,
                // On its parent already: it stays.
                u if u == card + 1 && rank(card) < 13 => continue,
                _ => 5,
            };
            if rank(card) == 13 {
                // To an empty pile: any one alike, but until the stock is dealt, each
                // it deals onto is a pile of its own.
                let dealing =
                    |j: usize| undealt && self.deal.iter().any(|&(_, i)| usize::from(i) == j);
                let mut other = false;
                for j in (0..b.count).filter(|&j| b.len[j] == 0) {
                    let step = Step::Onto {
                        card,
                        onto: FLOOR,
                        pile: j as u8,
                    };
                    if dealing(j) {
                        out.push((gain, step));
                    } else if !other && (under != FLOOR || dealing(from)) {
                        other = true;
                        out.push((gain, step));
                    }
                }
            } else if b.is_top(card + 1) && usize::from(b.at[usize::from(card + 1)].0) != from {
                out.push((
                    gain,
                    Step::Onto {
                        card,
                        onto: card + 1,
                        pile: 0,
                    },
                ));
            }
        }
        if !dealt(b, &self.deal) {
            out.push((1, Step::Deal));
        }
        // Best first; ties in the order found.
        out.sort_by_key(|&(gain, _)| -gain);
    }
}

impl Searched for Scorpion {
    type Step = Step;
    type Undo = Option<Moved>;

    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        self.worth_searching(b, out);
    }

    /// Until the stock is dealt, which piles it deals onto matters too (moving a pile
    /// whole onto an empty one changes where a stock card lands): the key holds the
    /// bottom card of each.
    fn key(&self, b: &Board) -> u64 {
        if dealt(b, &self.deal) {
            return b.key;
        }
        self.deal.iter().fold(b.key, |key, &(_, i)| {
            let bottom = if b.len[usize::from(i)] == 0 {
                FLOOR
            } else {
                b.piles[usize::from(i)][0]
            };
            key ^ mix::finish(0x5354_4f43_4b00_0000 ^ u64::from(i) << 8 ^ u64::from(bottom))
        })
    }

    fn play(&self, b: &mut Board, step: Step) -> Option<Moved> {
        match step {
            Step::Onto { card, onto, pile } => {
                let into = (onto == FLOOR).then_some(usize::from(pile));
                Some(b.play_into(&self.keys, card, onto, into))
            }
            // The suit, King down, goes home.
            Step::Clear { pile } => {
                let king = b.piles[usize::from(pile)][usize::from(b.len[usize::from(pile)]) - 13];
                Some(b.play(&self.keys, king, HOME))
            }
            Step::Deal => {
                for &(v, i) in &self.deal {
                    let i = usize::from(i);
                    let under = b.top(i).unwrap_or(FLOOR);
                    let k = b.len[i];
                    b.piles[i][usize::from(k)] = v;
                    b.at[usize::from(v)] = (i as u8, k);
                    b.len[i] += 1;
                    b.key ^= self.keys.lies_on(v, STOCK)
                        ^ self.keys.lies_on(v, under)
                        ^ self.keys.face_up(v);
                }
                None
            }
        }
    }

    fn unplay(&self, b: &mut Board, step: Step, undo: Option<Moved>) {
        if let Some(m) = undo {
            b.unplay(&self.keys, m);
        } else if step == Step::Deal {
            for &(v, i) in self.deal.iter().rev() {
                let i = usize::from(i);
                b.len[i] -= 1;
                let under = b.top(i).unwrap_or(FLOOR);
                b.at[usize::from(v)] = (AWAY, 0);
                b.key ^= self.keys.lies_on(v, STOCK)
                    ^ self.keys.lies_on(v, under)
                    ^ self.keys.face_up(v);
            }
        }
    }
}

/// The engine's moves for `line` from `start`, a suit leaving as the game has it go;
/// `None` if one would be illegal (a bug: the caller falls back on the general
/// searches).
fn replay(rules: &Rules, start: &Position, line: &[Step]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(line.len());
    for &step in line {
        let mv = match step {
            Step::Clear { .. } => rules.complete_run_move(&pos)?,
            Step::Deal => Move::Draw,
            Step::Onto { card, onto, pile } => {
                let (from, index) = pos.find(Card::from_byte(card))?;
                let to = if onto == FLOOR {
                    rules.tableau[usize::from(pile)]
                } else {
                    pos.find(Card::from_byte(onto))?.0
                };
                Move::transfer(from, to, pos.piles[from].len() - index)
            }
        };
        rules.check(&pos, mv).ok()?;
        rules.apply(&mut pos, mv);
        moves.push(mv);
    }
    Some(moves)
}
