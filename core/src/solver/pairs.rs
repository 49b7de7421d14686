//! A complete depth-first search for games whose cards leave in pairs (Pyramid). There
//! the pyramid's cards never move but to leave, so its part of a position is which of
//! them are left; and the stock and waste read as one sequence, the waste from its
//! bottom and then the stock from its top, which neither turning the stock nor turning
//! the waste over reorders: only which of its cards are left, how far it is turned and
//! how many times it was turned over. One 64-bit word, so every position seen is
//! remembered; a card whose partners are all gone strands the deal at once.

use super::budget::Budget;
use super::mix::finish;
use super::search::Seen;
use super::searcher::Report;
use crate::card::Card;
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{Fill, Goal, PileKind, Rules};
use std::time::Instant;

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    sum: u8,
    stock: PileId,
    waste: PileId,
    home: PileId,
    /// The tableau piles, one card each, and the piles (by index here) over each.
    piles: Vec<PileId>,
    over: Vec<u32>,
    /// For each tableau pile and rank, the piles of that rank lying over it however
    /// far up: their cards leave before it, so they can never be its partners.
    above: Vec<[u32; 16]>,
    /// The waste from its bottom, then the stock from its top.
    talon: Vec<Card>,
    redeals: u8,
    /// Bits of the packed position: the talon's cards left start here, then how far
    /// it is turned, then the redeals made.
    talon_at: u32,
    turned_at: u32,
    redeals_at: u32,
}

impl Shape {
    /// Applies where cards pair off onto one foundation, the tableau piles hold a card
    /// each and are never refilled, the stock is turned one card at a time onto a
    /// waste a limited number of times, and the position packs into a word.
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
        // (At most 32 tableau piles, checked below: the bits fit.)
        let over: Vec<u32> = rules.tableau_over().into_iter().map(|o| o as u32).collect();
        let above = cones(&over, rules.tableau.len())
            .into_iter()
            .map(|cone| {
                let mut by_rank = [0u32; 16];
                for (j, &t) in rules.tableau.iter().enumerate() {
                    if let Some(c) = start.piles[t].top().filter(|_| cone >> j & 1 == 1) {
                        by_rank[usize::from(c.rank().value())] |= 1 << j;
                    }
                }
                by_rank
            })
            .collect();
        let redeals = stock_rules.redeals?;
        let talon_at = rules.tableau.len() as u32;
        let turned_at = talon_at + talon.len() as u32;
        let redeals_at = turned_at + 6;
        (rules.def.goal == Goal::Foundations
            && one_card
            && others
            && stock_rules.draw == 1
            && rules.tableau.len() <= 32
            && talon.len() < 64
            && redeals < 4
            && redeals_at + 2 <= 64)
            .then_some(Shape {
                sum,
                stock,
                waste,
                home,
                piles: rules.tableau.clone(),
                over,
                above,
                talon,
                redeals,
                talon_at,
                turned_at,
                redeals_at,
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

/// Solves `start` if the game has the shape this search needs; `None` otherwise.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let began = Instant::now();
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
        path: Vec::new(),
        best: (0, Vec::new()),
        seen: Seen::with_capacity_and_hasher(1 << 16, Default::default()),
        nodes: 0,
        budget,
        began,
        stopped: false,
    };
    let won = dfs.search();
    Some(Report::of_dfs(
        won,
        dfs.stopped,
        dfs.path,
        dfs.best.1,
        (dfs.nodes, dfs.seen.len()),
        began,
    ))
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
    path: Vec<Move>,
    best: (usize, Vec<Move>),
    seen: Seen,
    nodes: usize,
    budget: &'a Budget,
    began: Instant,
    stopped: bool,
}

impl Dfs<'_> {
    fn key(&self) -> u64 {
        let s = self.shape;
        u64::from(self.left)
            | self.talon_left << s.talon_at
            | (self.turned as u64) << s.turned_at
            | u64::from(self.redeals) << s.redeals_at
    }

    /// The waste's top: the last talon card left before the turned mark.
    fn waste_top(&self) -> Option<usize> {
        let below = self.talon_left & ((1u64 << self.turned) - 1);
        (below != 0).then(|| 63 - below.leading_zeros() as usize)
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

    /// A card that can never leave: every partner it has left lies over it (or there
    /// are none).
    fn stranded(&self) -> bool {
        let sum = usize::from(self.shape.sum);
        let partner = |r: usize| sum.checked_sub(r).filter(|&p| (1..=13).contains(&p));
        let talon_stranded = (1..=13)
            .any(|r| self.live[r] > 0 && r != sum && partner(r).is_none_or(|p| self.live[p] == 0));
        talon_stranded
            || crate::rules::members(u64::from(self.left)).any(|i| {
                let Some(r) = self.cards[i].map(|c| usize::from(c.rank().value())) else {
                    return false;
                };
                r != sum
                    && partner(r).is_none_or(|p| {
                        let blocked = (self.shape.above[i][p] & self.left).count_ones();
                        u32::from(self.live[p]) <= blocked
                    })
            })
    }

    /// Searches on from here; true once won (the path then holds the win).
    fn search(&mut self) -> bool {
        if self.left == 0 && self.talon_left == 0 {
            return true;
        }
        // (The set's hasher takes keys as they are: mixed, they spread.)
        if !self.seen.insert(finish(self.key())) {
            return false;
        }
        self.nodes += 1;
        if self.nodes > self.budget.nodes
            || (self.nodes.is_multiple_of(4096) && self.budget.out_of_time(self.began))
        {
            self.stopped = true;
        }
        if self.stopped || self.stranded() {
            return false;
        }
        if self.home > self.best.0 {
            self.best = (self.home, self.path.clone());
        }
        let open = self.open();
        let open = &open.spots[..open.len];
        // A card of the pairs' rank alone (a King) goes home: it pairs with nothing, so
        // sending it at once loses nothing.
        if let Some(&(spot, card)) = open
            .iter()
            .find(|(_, c)| c.rank().value() == self.shape.sum)
        {
            let mv = Move::transfer(self.pile(spot), self.shape.home, 1);
            return self.step(mv, |d| d.take(spot, card), |d| d.put_back(spot, card));
        }
        for (i, &(a, x)) in open.iter().enumerate() {
            for &(b, y) in &open[i + 1..] {
                if x.rank().value() + y.rank().value() != self.shape.sum {
                    continue;
                }
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
                if won || self.stopped {
                    return won;
                }
            }
        }
        // Turn the stock: its next card to the waste, or the waste over.
        if let Some(next) = self.stock_top() {
            let turned = self.turned;
            return self.step(Move::Draw, |d| d.turned = next + 1, |d| d.turned = turned);
        }
        if self.redeals < self.shape.redeals && self.waste_top().is_some() {
            let turned = self.turned;
            return self.step(
                Move::Redeal,
                |d| {
                    d.turned = 0;
                    d.redeals += 1;
                },
                |d| {
                    d.turned = turned;
                    d.redeals -= 1;
                },
            );
        }
        false
    }

    /// Makes `mv` (by `make`), searches on, and unmakes it unless that won.
    fn step(&mut self, mv: Move, make: impl Fn(&mut Self), unmake: impl Fn(&mut Self)) -> bool {
        make(self);
        self.path.push(mv);
        if self.search() {
            return true;
        }
        self.path.pop();
        unmake(self);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::searcher::Verdict;
    use crate::{Game, builtin};

    /// The first deals: wins replay legally through the game to a win; some deals are
    /// proved lost; few stay undecided.
    #[test]
    fn pyramid_wins_replay_and_losses_hold() {
        let rules = builtin("pyramid").unwrap();
        let (mut won, mut lost, mut unknown) = (0, 0, 0);
        for deal in 1..=30 {
            let mut game = Game::new(rules.clone(), deal).unwrap();
            let report = solve(&rules, game.position(), &Budget::nodes(3_000_000)).unwrap();
            match report.verdict {
                Verdict::Solved(line) => {
                    for mv in line {
                        game.apply(mv)
                            .unwrap_or_else(|e| panic!("#{deal} {mv:?}: {e}"));
                    }
                    assert!(rules.is_won(game.position()), "#{deal}");
                    won += 1;
                }
                Verdict::Impossible => lost += 1,
                Verdict::Unknown => unknown += 1,
            }
        }
        assert!(
            won > 0 && lost > 0 && unknown <= 3,
            "{won} won, {lost} lost, {unknown}"
        );
    }
}
