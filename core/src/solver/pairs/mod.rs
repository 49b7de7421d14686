//! A complete depth-first search for games whose cards leave in pairs (Pyramid). There
//! the pyramid's cards never move but to leave, so its part of a position is which of
//! them are left; and the stock and waste read as one sequence, the waste from its
//! bottom and then the stock from its top, which neither turning the stock nor turning
//! the waste over reorders. Suits never matter, so a position is the pyramid's cards
//! left, the talon's ranks left in order and how far the talon is gone through; and
//! since drawing and turning the waste over reach every later point, the cards left
//! are searched once, from the earliest point they are met at. Positions where some
//! cards can never all find partners are given up at once (`stranded`).

use super::budget::Budget;
use super::line::Line;
use super::search::KeyHasher;
use super::searcher::Report;
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Fill, Goal, PileKind, Rules};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

mod stranded;
#[cfg(test)]
mod tests;

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    sum: u8,
    stock: PileId,
    waste: PileId,
    home: PileId,
    /// The tableau piles, one card each, and the piles (by index here) over each.
    piles: Vec<PileId>,
    over: Vec<u32>,
    /// For each tableau pile, the piles lying over it however far up (they leave
    /// before it) and those it lies over (they leave after it).
    over_all: Vec<u32>,
    under_all: Vec<u32>,
    /// For each rank, the tableau piles and the talon cards (by index) of that rank.
    pyramid_of_rank: [u32; 16],
    talon_of_rank: [u64; 16],
    /// The waste from its bottom, then the stock from its top.
    talon: Vec<Card>,
    redeals: u8,
}

impl Shape {
    /// Applies where cards pair off onto one foundation, the tableau piles hold a card
    /// each and are never refilled, the stock is turned one card at a time onto a
    /// waste a limited number of times.
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let sum = rules.def.pairs?;
        let (stock, waste) = rules.stock.zip(rules.waste)?;
        let stock_rules = rules.def.stock?;
        let home = *rules.foundations.first()?;
        let one_card = rules
            .tableau
            .iter()
            .all(|&t| rules.piles[t].empty == Fill::Never && start.piles[t].len() <= 1);
        let others =
            rules.piles.iter().all(|p| p.kind != PileKind::Cell) && rules.foundations.len() == 1;
        let talon: Vec<Card> = start.piles[waste]
            .cards
            .iter()
            .chain(start.piles[stock].cards.iter().rev())
            .copied()
            .collect();
        // The sets below hold a bit per tableau pile and per talon card.
        if rules.tableau.len() > 32 || talon.len() >= 64 {
            return None;
        }
        let over: Vec<u32> = rules.tableau_over().into_iter().map(|o| o as u32).collect();
        let over_all = cones(&over, rules.tableau.len());
        let under_all = (0..over_all.len())
            .map(|i| {
                (0..over_all.len())
                    .filter(|&j| over_all[j] >> i & 1 == 1)
                    .fold(0, |m, j| m | 1 << j)
            })
            .collect();
        let mut pyramid_of_rank = [0u32; 16];
        for (i, &t) in rules.tableau.iter().enumerate() {
            if let Some(c) = start.piles[t].top() {
                pyramid_of_rank[usize::from(c.rank().value())] |= 1 << i;
            }
        }
        let mut talon_of_rank = [0u64; 16];
        for (i, c) in talon.iter().enumerate() {
            talon_of_rank[usize::from(c.rank().value())] |= 1 << i;
        }
        let redeals = stock_rules.redeals?;
        (rules.def.goal == Goal::Foundations
            && one_card
            && others
            && stock_rules.draw == 1
            && rules.tableau.len() + 4 * talon.len() <= 128
            && redeals < 4)
            .then_some(Shape {
                sum,
                stock,
                waste,
                home,
                piles: rules.tableau.clone(),
                over,
                over_all,
                under_all,
                pyramid_of_rank,
                talon_of_rank,
                talon,
                redeals,
            })
    }
}

/// For each tableau pile, the piles lying over it however far up (one bit each).
fn cones(over: &[u32], n: usize) -> Vec<u32> {
    (0..n)
        .map(|i| {
            let (mut cone, mut frontier) = (0u32, over[i]);
            while frontier != 0 {
                cone |= frontier;
                frontier =
                    crate::rules::members(u64::from(frontier)).fold(0, |f, j| f | over[j]) & !cone;
            }
            cone
        })
        .collect()
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Solves `start` if the game has the shape this search needs; `None` otherwise.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let left: u32 = shape
        .piles
        .iter()
        .enumerate()
        .filter(|&(_, &t)| !start.piles[t].is_empty())
        .fold(0, |m, (i, _)| m | 1 << i);
    let mut live = [0u8; 16];
    for c in shape
        .piles
        .iter()
        .flat_map(|&t| start.piles[t].cards.iter())
        .chain(&shape.talon)
    {
        live[usize::from(c.rank().value())] += 1;
    }
    let mut dfs = Dfs {
        cards: shape.piles.iter().map(|&t| start.piles[t].top()).collect(),
        shape: &shape,
        left,
        talon_left: (1u64 << shape.talon.len()) - 1,
        turned: start.piles[shape.waste].len(),
        redeals: start.redeals,
        live,
        home: start.piles[shape.home].len(),
        line: Line::new(budget),
        seen: HashMap::with_capacity_and_hasher(1 << 16, Default::default()),
    };
    let won = dfs.search();
    dfs.line
        .report(won, dfs.seen.len(), |moves| Some(moves.to_vec()))
}

/// The cards that may play: at most every tableau pile and the two talon tops.
struct Open {
    spots: [(Spot, Card); 34],
    len: usize,
}

/// A card that may play: where it lies (for the engine's move) and, for the search,
/// which pyramid pile or talon card it is.
#[derive(Clone, Copy)]
enum Spot {
    Pyramid(usize),
    Talon(usize),
}

struct Dfs<'a> {
    shape: &'a Shape,
    /// Each tableau pile's card.
    cards: Vec<Option<Card>>,
    /// Tableau piles (by index) still holding their card.
    left: u32,
    /// Talon cards (by index in `Shape::talon`) still in play.
    talon_left: u64,
    /// How many of the talon's cards lie in the waste's part of the sequence.
    turned: usize,
    redeals: u8,
    /// Cards of each rank still in play.
    live: [u8; 16],
    /// Cards on the foundation.
    home: usize,
    /// The moves from the start to here, the line that brought the most cards home.
    line: Line<'a, Move>,
    /// For each set of cards left, the earliest progress it was searched from.
    seen: HashMap<u128, u16, BuildHasherDefault<KeyHasher>>,
}

impl Dfs<'_> {
    /// The cards left, the talon's by rank in order (suits never matter): the position
    /// but for its progress (see `progress`). Exact: the pyramid's cards left, then
    /// four bits a talon card (ranks are never 0, so sequences of different lengths
    /// differ).
    fn key(&self) -> u128 {
        let talon = crate::rules::members(self.talon_left).fold(0u128, |k, t| {
            k << 4 | u128::from(self.shape.talon[t].rank().value())
        });
        u128::from(self.left) << (4 * self.shape.talon.len()) | talon
    }

    /// The waste's top: the last talon card left before the turned mark.
    fn waste_top(&self) -> Option<usize> {
        let waste = self.waste();
        (waste != 0).then(|| 63 - waste.leading_zeros() as usize)
    }

    /// The talon cards left in the waste (one bit each): those before the turned mark.
    fn waste(&self) -> u64 {
        self.talon_left & ((1u64 << self.turned) - 1)
    }

    /// The stock's top: the first talon card left from the turned mark on.
    fn stock_top(&self) -> Option<usize> {
        let above = self.talon_left >> self.turned;
        (above != 0).then(|| self.turned + above.trailing_zeros() as usize)
    }

    /// The cards that may play now: open pyramid cards, the waste's and stock's tops.
    fn open(&self) -> Open {
        let s = self.shape;
        let mut open = Open {
            spots: [(
                Spot::Talon(0),
                s.talon.first().copied().unwrap_or(Card::from_byte(0)),
            ); 34],
            len: 0,
        };
        let mut push = |spot, card| {
            open.spots[open.len] = (spot, card);
            open.len += 1;
        };
        for i in crate::rules::members(u64::from(self.left)) {
            if s.over[i] & self.left == 0
                && let Some(card) = self.cards[i]
            {
                push(Spot::Pyramid(i), card);
            }
        }
        for t in [self.waste_top(), self.stock_top()].into_iter().flatten() {
            push(Spot::Talon(t), s.talon[t]);
        }
        open
    }

    fn pile(&self, spot: Spot) -> PileId {
        match spot {
            Spot::Pyramid(i) => self.shape.piles[i],
            Spot::Talon(t) if t < self.turned => self.shape.waste,
            Spot::Talon(_) => self.shape.stock,
        }
    }

    fn take(&mut self, spot: Spot, card: Card) {
        match spot {
            Spot::Pyramid(i) => self.left &= !(1 << i),
            Spot::Talon(t) => self.talon_left &= !(1 << t),
        }
        self.live[usize::from(card.rank().value())] -= 1;
        self.home += 1;
    }

    fn put_back(&mut self, spot: Spot, card: Card) {
        match spot {
            Spot::Pyramid(i) => self.left |= 1 << i,
            Spot::Talon(t) => self.talon_left |= 1 << t,
        }
        self.live[usize::from(card.rank().value())] += 1;
        self.home -= 1;
    }

    /// How far the talon is gone through: redeals made, then how many of the talon's
    /// cards left lie in the waste. From here drawing and turning the waste over reach
    /// every later point with the same cards left, so a point dominates all later ones.
    fn progress(&self) -> u16 {
        u16::from(self.redeals) * 64 + self.waste().count_ones() as u16
    }

    /// Searches on from here; true once won (the path then holds the win). A set of
    /// cards left is searched once from each point of progress earlier than any it was
    /// searched from before: pairs at this point, then a draw (or the waste turned
    /// over) to the next, until a point searched before.
    fn search(&mut self) -> bool {
        if self.left == 0 && self.talon_left == 0 {
            return true;
        }
        if self.line.spent() {
            return false;
        }
        let key = self.key();
        let progress = self.progress();
        let before = match self.seen.get(&key) {
            Some(&p) if p <= progress => return false,
            Some(&p) => p,
            None => u16::MAX,
        };
        self.seen.insert(key, progress);
        if self.stranded() {
            return false;
        }
        let (turned, redeals, depth) = (self.turned, self.redeals, self.line.path.len());
        let won = self.search_from(before);
        if !won {
            (self.turned, self.redeals) = (turned, redeals);
            self.line.path.truncate(depth);
        }
        won
    }

    /// How much taking the card at `spot` is worth to the order pairs are tried in:
    /// the pyramid's cards before the talon's, which comes round again.
    fn worth(&self, spot: Spot) -> u32 {
        match spot {
            Spot::Pyramid(i) => 64 + i as u32,
            Spot::Talon(_) => 0,
        }
    }

    /// Plays every pair at each point of progress from here up to `before`.
    fn search_from(&mut self, before: u16) -> bool {
        loop {
            self.line.reached(self.home);
            let open = self.open();
            let open = &open.spots[..open.len];
            // A card of the pairs' rank alone (a King) goes home: it pairs with
            // nothing, so sending it at once loses nothing.
            if let Some(&(spot, card)) = open
                .iter()
                .find(|(_, c)| c.rank().value() == self.shape.sum)
            {
                let mv = Move::transfer(self.pile(spot), self.shape.home, 1);
                return self.step(mv, |d| d.take(spot, card), |d| d.put_back(spot, card));
            }
            // Open cards of each rank, and of those how many in the talon.
            let (mut open_of_rank, mut open_in_talon) = ([0u8; 16], [0u8; 16]);
            for (spot, c) in open {
                let r = usize::from(c.rank().value());
                open_of_rank[r] += 1;
                open_in_talon[r] += u8::from(matches!(spot, Spot::Talon(_)));
            }
            let mut pairs = Vec::with_capacity(8);
            for (i, &(a, x)) in open.iter().enumerate() {
                for &(b, y) in &open[i + 1..] {
                    if x.rank().value() + y.rank().value() == self.shape.sum {
                        pairs.push((a, x, b, y));
                    }
                }
            }
            // Where every card left of a pair's two ranks is open, and either they are
            // the last two or all in the pyramid (where cards stay open until they
            // leave; the talon's are covered by the next draw), pairing two of them now
            // loses nothing: the only move tried.
            let all_open = |x: Card, y: Card| {
                let (r, p) = (usize::from(x.rank().value()), usize::from(y.rank().value()));
                open_of_rank[r] == self.live[r]
                    && open_of_rank[p] == self.live[p]
                    && (self.live[r] == 1 || open_in_talon[r] + open_in_talon[p] == 0)
            };
            if let Some(&pair) = pairs.iter().find(|&&(_, x, _, y)| all_open(x, y)) {
                pairs = vec![pair];
            } else {
                pairs.sort_by_key(|&(a, _, b, _)| std::cmp::Reverse(self.worth(a) + self.worth(b)));
            }
            for (a, x, b, y) in pairs {
                let mv = Move::transfer(self.pile(a), self.pile(b), 1);
                let won = self.step(
                    mv,
                    |d| {
                        d.take(a, x);
                        d.take(b, y);
                    },
                    |d| {
                        d.put_back(b, y);
                        d.put_back(a, x);
                    },
                );
                if won || self.line.stopped {
                    return won;
                }
            }
            // Turn the stock: its next card to the waste, or the waste over.
            if let Some(next) = self.stock_top() {
                self.turned = next + 1;
                self.line.path.push(Move::Draw);
            } else if self.redeals < self.shape.redeals && self.waste_top().is_some() {
                self.turned = 0;
                self.redeals += 1;
                self.line.path.push(Move::Redeal);
            } else {
                return false;
            }
            // (Drawing strands cards only on the last pass, where two waste cards
            // never meet.)
            let last_pass = self.redeals == self.shape.redeals;
            if self.progress() >= before || last_pass && self.stranded() {
                return false;
            }
        }
    }

    /// Makes `mv` (by `make`), searches on, and unmakes it unless that won.
    fn step(&mut self, mv: Move, make: impl Fn(&mut Self), unmake: impl Fn(&mut Self)) -> bool {
        make(self);
        self.line.path.push(mv);
        if self.search() {
            return true;
        }
        self.line.path.pop();
        unmake(self);
        false
    }
}
