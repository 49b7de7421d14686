//! A complete depth-first search for Canfield: a reserve whose top card plays, piles
//! built down in alternating colours round the corner whose top card or whole pile
//! moves, each refilled from the reserve as soon as it is emptied, foundations built
//! up in suit round the corner from a dealt base rank, and a stock turned onto a waste
//! without end.
//!
//! A position is the board of `groups` (what each pile's and the reserve's cards lie
//! on, which are face up, how many of each suit are home), how many cards the reserve
//! has left, and which talon cards the stock and waste can bring to the waste's top
//! (`talon`; the talon cards left are the cards neither on the board nor home). A talon
//! card is played in one step, the draws and redeals before it made as needed, so
//! what a talon's future holds is the cards left and which are within reach: two ways
//! the stock was turned that reach the same cards are one position (a third of them,
//! drawing three). Pile order aside, that is the whole position. Where the general
//! searches keep a position in a hundred bytes or more, this one keeps eight: it goes
//! through more positions for the same CPU, and proves lost deals whose positions
//! would fill their tables.

use super::budget::Budget;
use super::groups::{
    Board, Dfs, FLOOR, HOME, Keys, MAX_PILES, Moved, Searched, home_needed, replay_onto,
};
use super::mix;
use super::searcher::Report;
use super::shortcuts::shortest;
use super::talon::{self, Reach};
use super::values::{is_red, suit};
use crate::moves::{Move, PileId};
use crate::position::Position;
use crate::rules::{
    Direction, Fill, Goal, Movable, PileKind, Rules, RunLimit, StockOnto, SuitRule,
};
use std::cell::{Cell, RefCell};

#[cfg(test)]
mod tests;

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    /// The piles, then the reserve: the board's piles, in this order.
    piles: Vec<PileId>,
    foundations: Vec<PileId>,
    stock: PileId,
    waste: PileId,
    /// The waste from its bottom, then the stock from its top (card values).
    talon: Vec<u8>,
    draw: u8,
    /// The foundations' base rank, less one (a card value's rank part).
    base: u8,
}

impl Shape {
    /// Applies to one deck on four foundations built up in suit round the corner,
    /// keeping their cards; piles built down in alternating colours round the corner,
    /// giving their top card or all of them, filled by any card and refilled from a
    /// reserve that nothing builds on; a stock turned onto a waste without end; nothing
    /// else on the table; and to a position whose piles are runs.
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let (stock, waste) = rules.stock.zip(rules.waste)?;
        let stock_rules = rules.def.stock?;
        let reserve = rules.piles[*rules.tableau.first()?].refill_from?;
        let mut piles: Vec<PileId> = rules
            .tableau
            .iter()
            .copied()
            .filter(|&t| t != reserve)
            .collect();
        let pile_ok = |t: PileId| {
            let p = &rules.piles[t];
            p.build.is_some_and(|b| {
                b.dir == Direction::Down && b.suit == SuitRule::AlternateColour && b.wrap
            }) && p.moves == Movable::TopOrPile
                && p.run_limit == RunLimit::Unlimited
                && p.empty == Fill::Any
                && p.max_cards.is_none()
                && p.refill_from == Some(reserve)
                && !p.complete_runs
                && !rules.is_layered(t)
        };
        let r = &rules.piles[reserve];
        let reserve_ok = r.kind == PileKind::Tableau
            && r.build.is_none()
            && r.empty == Fill::Never
            && r.refill_from.is_none()
            && !rules.is_layered(reserve);
        let foundations_ok = rules.foundations.len() == 4
            && rules.foundations.iter().all(|&f| {
                let p = &rules.piles[f];
                !p.gives_back
                    && !p.complete_runs
                    && p.build.is_some_and(|b| {
                        b.dir == Direction::Up && b.suit == SuitRule::Same && b.wrap
                    })
            });
        let others = rules.piles.iter().enumerate().all(|(i, p)| {
            matches!(p.kind, PileKind::Foundation | PileKind::Tableau) || i == stock || i == waste
        });
        // The piles' cards are runs, face up; the reserve's face down under its top.
        let runs = piles.iter().all(|&t| {
            let pile = &start.piles[t];
            pile.down == 0
                && pile.cards.windows(2).all(|w| {
                    let (under, over) = (w[0].value() as u8, w[1].value() as u8);
                    fits(over, under)
                })
        });
        let r = &start.piles[reserve];
        let reserve_dealt = r.down + 1 >= r.len();
        let talon = talon::sequence(start, stock, waste);
        let ok = !piles.is_empty()
            && piles.iter().all(|&t| pile_ok(t))
            && piles.len() < MAX_PILES
            && reserve_ok
            && foundations_ok
            && others
            && runs
            && reserve_dealt
            && rules.deck_size() == 52
            && rules.copies() == 1
            && rules.def.goal == Goal::Foundations
            && rules.def.pairs.is_none()
            && stock_rules.onto == StockOnto::Waste
            && !stock_rules.top_up
            && stock_rules.draw >= 1
            && stock_rules.redeals.is_none()
            && talon.len() < 64;
        piles.push(reserve);
        ok.then(|| Shape {
            piles,
            foundations: rules.foundations.clone(),
            stock,
            waste,
            talon,
            draw: stock_rules.draw,
            base: start.base.value() - 1,
        })
    }

    /// The reserve's index on the board (after the piles).
    fn reserve(&self) -> usize {
        self.piles.len() - 1
    }
}

/// Can `card` lie on `onto` in a pile: one rank lower round the corner (an Ace's
/// King), of the other colour?
fn fits(card: u8, onto: u8) -> bool {
    (card % 13 + 1) % 13 == onto % 13 && is_red(card) != is_red(onto)
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Searches a Canfield-like game (`None` where it does not apply, or where its win does
/// not replay: then the general searches take over).
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let canfield = Canfield {
        shape: &shape,
        keys: Keys::new(0x4341_4e46_0000_0000),
        talon: Cell::new((0, 0)),
        home_needed: home_needed(rules, shape.base),
        scratch: RefCell::new(Vec::new()),
    };
    let left = (1 << shape.talon.len()) - 1;
    let turned = start.piles[shape.waste].len() as u8;
    let talon = (left, canfield.within_reach(left, turned));
    canfield.talon.set(talon);
    let board = Board::of(start, &shape.piles, &shape.foundations, &canfield.keys);
    let mut dfs = Dfs::new(&canfield, budget);
    let won = dfs.search(&mut board.clone());
    let seen = dfs.seen.len();
    dfs.line.report(won, seen, |line| {
        // (From the start again: the search left the talon where its line ends.)
        canfield.talon.set(talon);
        let line = shortest(&canfield, &board, line.to_vec());
        replay(rules, &shape, start, &line)
    })
}

/// A move as searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A card of a pile or the reserve, with what lies on it, onto a card, an empty
    /// pile (`FLOOR`) or home.
    Table { card: u8, onto: u8 },
    /// The talon card at `index` of `Shape::talon`, brought to the waste's top, onto a
    /// card, an empty pile or home.
    Talon { index: u8, onto: u8 },
}

/// What taking a step back needs.
#[derive(Clone, Copy)]
struct Undo {
    moved: Option<Moved>,
    /// The reserve's top card, moved into the pile the step emptied.
    refill: Option<Moved>,
    talon: (u64, u64),
}

/// The search's knowledge of the game, and the talon as it stands on the line being
/// searched: the cards left and those within reach (one bit per index in
/// `Shape::talon`).
struct Canfield<'s> {
    shape: &'s Shape,
    keys: Keys,
    talon: Cell<(u64, u64)>,
    /// What must be home before each card goes home alone (see `home_needed`).
    home_needed: [[u8; 4]; 52],
    /// Room for `talon::within_reach`.
    scratch: RefCell<Vec<Reach>>,
}

impl Canfield<'_> {
    /// Is `card` the next its suit's foundation takes?
    fn next_home(&self, b: &Board, card: u8) -> bool {
        let home = b.home[suit(card)];
        home < 13 && (self.shape.base + home) % 13 == card % 13
    }

    /// Is `card`, next home, never needed in a pile again (see `home_needed`)? Never
    /// one of the base rank: it can hold one of the rank below, which goes home last.
    fn safe_home(&self, b: &Board, card: u8) -> bool {
        let needed = &self.home_needed[usize::from(card)];
        card % 13 != self.shape.base && (0..4).all(|s| b.home[s] >= needed[s])
    }

    /// The moves worth searching from `b`, best first, onto `out` (with their worth).
    fn worth_searching(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        out.clear();
        let reserve = self.shape.reserve();
        // A card home that can never be regretted comes alone.
        for i in 0..=reserve {
            if let Some(c) = b.top(i)
                && self.next_home(b, c)
                && self.safe_home(b, c)
            {
                out.push((
                    0,
                    Step::Table {
                        card: c,
                        onto: HOME,
                    },
                ));
                return;
            }
        }
        let tops: [Option<u8>; MAX_PILES] =
            std::array::from_fn(|j| if j < reserve { b.top(j) } else { None });
        // Piles lie empty only once the reserve is.
        let empty = tops[..reserve].iter().any(Option::is_none);
        let reserve_left = b.len[reserve] > 0;
        let onto_piles = |out: &mut Vec<(i32, Step)>,
                          card: u8,
                          from: usize,
                          worth: i32,
                          step: &dyn Fn(u8) -> Step| {
            for (j, top) in tops[..reserve].iter().enumerate() {
                if j != from
                    && let Some(t) = *top
                    && fits(card, t)
                {
                    out.push((worth, step(t)));
                }
            }
        };
        for i in 0..=reserve {
            let Some(top) = b.top(i) else { continue };
            let table = |onto| Step::Table { card: top, onto };
            let from_reserve = i == reserve;
            if self.next_home(b, top) {
                out.push((if from_reserve { 50 } else { 40 }, table(HOME)));
            }
            let len = b.len[i];
            // The top card alone: from the reserve, or leaving a pile's others.
            let worth = if from_reserve {
                35
            } else if len == 1 {
                if reserve_left { 30 } else { 20 }
            } else {
                5
            };
            onto_piles(out, top, i, worth, &table);
            if !from_reserve && len >= 2 {
                // The whole pile, emptying it for the reserve's top.
                let bottom = b.piles[i][0];
                let whole = |onto| Step::Table { card: bottom, onto };
                onto_piles(out, bottom, i, if reserve_left { 30 } else { 20 }, &whole);
                if empty {
                    out.push((3, table(FLOOR)));
                }
            }
        }
        for index in crate::rules::members(self.talon.get().1) {
            let index = index as u8;
            let card = self.shape.talon[usize::from(index)];
            let play = |onto| Step::Talon { index, onto };
            if self.next_home(b, card) {
                out.push((30, play(HOME)));
            }
            onto_piles(out, card, usize::MAX, 10, &play);
            if empty {
                out.push((3, play(FLOOR)));
            }
        }
        // Best first; ties in the order found.
        out.sort_by_key(|&(worth, _)| -worth);
    }

    /// The talon cards within reach (one bit per index in `Shape::talon`), given the
    /// cards `left` and how many of the sequence's first cards were turned.
    fn within_reach(&self, left: u64, turned: u8) -> u64 {
        let mut scratch = self.scratch.borrow_mut();
        talon::within_reach(left, turned, self.shape.draw, true, &mut scratch);
        scratch.iter().fold(0, |set, r| set | 1 << r.index)
    }

    /// Puts talon card `card` onto `onto`: a card, the first empty pile or home.
    fn put(&self, b: &mut Board, card: u8, onto: u8) {
        if onto == HOME {
            b.home[suit(card)] += 1;
            b.key ^= self.keys.lies_on(card, HOME);
            return;
        }
        b.place(card, b.pile_for(onto, self.shape.reserve()));
        b.key ^= self.keys.lies_on(card, onto) ^ self.keys.face_up(card);
    }

    /// Takes back `put`.
    fn take_back(&self, b: &mut Board, card: u8, onto: u8) {
        if onto == HOME {
            b.home[suit(card)] -= 1;
            b.key ^= self.keys.lies_on(card, HOME);
            return;
        }
        b.lift(card);
        b.key ^= self.keys.lies_on(card, onto) ^ self.keys.face_up(card);
    }
}

impl Searched for Canfield<'_> {
    type Step = Step;
    type Undo = Undo;

    fn moves(&self, b: &Board, out: &mut Vec<(i32, Step)>) {
        self.worth_searching(b, out);
    }

    fn play(&self, b: &mut Board, step: Step) -> Undo {
        let talon = self.talon.get();
        let reserve = self.shape.reserve();
        let (moved, refill) = match step {
            Step::Table { card, onto } => {
                let from = usize::from(b.pile(card));
                let moved = b.play(&self.keys, card, onto);
                // An emptied pile takes the reserve's top at once.
                let refill = (from < reserve && b.len[from] == 0)
                    .then(|| b.top(reserve))
                    .flatten()
                    .map(|r| b.play_into(&self.keys, r, FLOOR, Some(from)));
                (Some(moved), refill)
            }
            Step::Talon { index, onto } => {
                self.put(b, self.shape.talon[usize::from(index)], onto);
                let left = talon.0 & !(1 << index);
                self.talon.set((left, self.within_reach(left, index)));
                (None, None)
            }
        };
        Undo {
            moved,
            refill,
            talon,
        }
    }

    fn unplay(&self, b: &mut Board, step: Step, undo: Undo) {
        if let Some(m) = undo.refill {
            b.unplay(&self.keys, m);
        }
        if let Some(m) = undo.moved {
            b.unplay(&self.keys, m);
        }
        if let Step::Talon { index, onto } = step {
            self.take_back(b, self.shape.talon[usize::from(index)], onto);
        }
        self.talon.set(undo.talon);
    }

    /// The board's key, with the talon cards within reach and the reserve's length.
    fn key(&self, b: &Board) -> u64 {
        let reach = self.talon.get().1;
        let reserve = u64::from(b.len[self.shape.reserve()]);
        b.key ^ mix::finish(mix::mix(reach, reserve))
    }
}

/// The engine's moves for `line` from `start`; `None` if one would be illegal (a bug:
/// the caller falls back on the general searches).
fn replay(rules: &Rules, shape: &Shape, start: &Position, line: &[Step]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(line.len() * 4);
    let piles = &shape.piles[..shape.reserve()];
    for &step in line {
        let onto = match step {
            Step::Table { card, onto } => (card, onto),
            Step::Talon { index, onto } => {
                let v = shape.talon[usize::from(index)];
                talon::turn_to(rules, &mut pos, (shape.stock, shape.waste), v, &mut moves)?;
                (v, onto)
            }
        };
        replay_onto(rules, &mut pos, piles, onto, &mut moves)?;
    }
    Some(moves)
}
