//! A complete depth-first search for Klondike and its kin: seven piles dealt with cards
//! face down, built down in alternating colours, any face-up run moving, Kings to
//! empty piles, a stock turned onto a waste.
//!
//! A position is searched as an abstraction that loses no wins: the face-down cards
//! left in each pile, the foundations and the talon's cards left (see `talon`). Every
//! other card lies face up in the tableau, and how those are stacked matters only up to
//! what can be rearranged by moves that turn nothing up: of the two cards of one rank
//! and colour, as many lie open as there are of them less those of the rank below in
//! the other colour that lie on a card (not at the bottom of their pile's face-up run),
//! and when one of the two lies open, either can be made the open one by moving the
//! run off the other onto it. So moves that turn nothing up are never searched, and
//! where a card goes in the tableau is never chosen: the tableau's part of a position
//! is one number a pile. A win found is played out on the real position (`replay`),
//! with the rearranging moves it needs. A deal with cards stuck for good at the start
//! (`super::stuck`) is lost without a search: about one deal in forty-five, some of
//! which this search could not finish in 6M positions.

use super::budget::Budget;
use super::line::Line;
use super::mix;
use super::searcher::Report;
use super::seen_table::SeenTable;
use super::stuck::{Tableau, stuck};
use super::values::{is_red, rank, red, suit, twin};
use crate::card::Rank;
use crate::moves::PileId;
use crate::position::Position;
use crate::rules::{
    Direction, Fill, Goal, Movable, PileKind, Rules, RunLimit, StockOnto, SuitRule,
};

mod replay;
#[cfg(test)]
mod tests;

use super::talon::{self, Reach};

/// At most this many tableau piles (four bits each in the key).
const MAX_PILES: usize = 10;

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape {
    piles: Vec<PileId>,
    /// Each pile's cards that are still where the deal left them: the face-down ones
    /// and the face-up card on them (by card value, bottom first). Empty for a pile
    /// that is empty or holds a King's run.
    stacks: Vec<Vec<u8>>,
    /// The same, looked up by how many are left: `tops[i][l]` is pile `i`'s stack's
    /// top with `l` cards of it left (`l` from 1).
    tops: [[u8; 16]; MAX_PILES],
    /// The waste from its bottom, then the stock from its top (card values).
    talon: Vec<u8>,
    draw: u8,
    /// Redeals allowed in all (`None`: unlimited).
    redeals: Option<u8>,
    gives_back: bool,
    foundations: Vec<PileId>,
    stock: PileId,
    waste: PileId,
}

/// A position as searched (see the module's comment). Cards are values: suit × 13 +
/// rank − 1, one bit each in the masks.
#[derive(Clone, Copy)]
struct State {
    /// Cards home, a suit (in `Suit::ALL` order).
    home: [u8; 4],
    /// Cards of each pile's stack still there (the top one face up), four bits a
    /// pile (see `left`).
    left: u64,
    /// Talon cards left (one bit per index in `Shape::talon`).
    talon: u64,
    /// The same cards, one bit per card.
    in_talon: u64,
    /// Talon indices below this were turned to the waste.
    turned: u8,
    redeals: u8,
    /// Face-up tableau cards.
    open: u64,
    /// Of those, each stack's top: the bottom of its pile's face-up run.
    roots: u64,
    /// What the last move leaves to be used at once (see `Dfs::follows`).
    after: After,
}

/// A move whose only worth is in what it lets the next move do: put off until just
/// before the move that needs it, it makes the same line, so it must be followed by
/// such a move. Positions differing only in this are searched apart. Where the
/// talon's order matters (drawing three, or passes limited), nothing is put off:
/// taking a talon card brings others within reach, so any talon move could need any
/// move before it, and a position searched apart under a restriction that rules out
/// little is mostly searched again without it (a fifth of the positions).
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    Nothing,
    /// This card was put onto the tableau from the talon.
    Talon(u8),
    /// A pile was emptied by moving its last card's run onto another pile.
    Emptied,
}

impl After {
    fn code(self) -> u64 {
        match self {
            After::Nothing => 0,
            After::Talon(c) => 1 + u64::from(c),
            After::Emptied => 127,
        }
    }
}

/// Where cards may go onto the tableau in a position. Of the two cards of one rank
/// and colour, as many lie open as there are of them less the cards of the rank below
/// in the other colour lying on one of them (not at the bottom of a face-up run).
struct Slots {
    /// Black, then red: one bit a rank with an open card (bit rank − 1).
    open: [u32; 2],
    /// Is some pile empty (no stack left, no King)?
    empty: bool,
}

impl Slots {
    /// Does a card of `rank`, red or black, lie open?
    fn is_open(&self, rank: u8, red_cards: bool) -> bool {
        self.open[usize::from(red_cards)] >> (rank - 1) & 1 == 1
    }

    /// Can `card` go onto the tableau?
    fn fits(&self, card: u8) -> bool {
        let r = rank(card);
        if r == 13 {
            self.empty
        } else {
            self.is_open(r + 1, !is_red(card))
        }
    }
}

/// A move as searched; `replay` turns each into the engine's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A tableau card home.
    Home(u8),
    /// The face-up run off pile `i`'s stack onto the tableau, turning up what it hides.
    Reveal(u8),
    /// A talon card home, or onto the tableau.
    TalonHome(Reach),
    TalonPile(Reach),
    /// A foundation's top card (of a suit) back onto the tableau.
    Back(u8),
}

const KINGS: u64 = 1 << 12 | 1 << 25 | 1 << 38 | 1 << 51;

impl State {
    /// Cards of pile `i`'s stack still there.
    fn left(&self, i: usize) -> u8 {
        (self.left >> (4 * i)) as u8 & 15
    }

    /// Talon cards in the waste.
    fn in_waste(&self) -> u32 {
        (self.talon & ((1u64 << self.turned) - 1)).count_ones()
    }

    /// Does the waste hold a whole number of `draw`s: none, a multiple of it, or all
    /// the talon's cards? Without a limit on redeals, drawing on comes round to the
    /// same cards as from a waste turned over.
    fn whole_draws(&self, draw: u8) -> bool {
        let in_waste = self.in_waste();
        in_waste.is_multiple_of(u32::from(draw)) || in_waste == self.talon.count_ones()
    }

    /// Piles with some of their stack still there.
    fn stacked(&self) -> usize {
        let l = self.left;
        ((l | l >> 1 | l >> 2 | l >> 3) & 0x1111_1111_1111_1111).count_ones() as usize
    }
}

/// Is tableau pile `t` built down in alternating colours, filled by Kings alone, with
/// nothing else to it (nor lying over or under another), and do `moves` move from it?
/// (Klondike's piles move runs, Yukon's any face-up card with what is on it.)
pub(super) fn builds_like_klondike(rules: &Rules, t: PileId, moves: Movable) -> bool {
    let p = &rules.piles[t];
    p.build.is_some_and(|b| {
        b.dir == Direction::Down && b.suit == SuitRule::AlternateColour && !b.wrap && !b.kings_end
    }) && p.moves == moves
        && p.run_limit == RunLimit::Unlimited
        && p.empty == Fill::Kings
        && p.max_cards.is_none()
        && p.refill_from.is_none()
        && !p.complete_runs
        && !rules.is_layered(t)
}

impl Shape {
    /// Applies to one deck on four foundations built up in suit from the Ace, piles
    /// built down in alternating colours whose face-up runs move as one and that only
    /// Kings fill, and a stock turned onto a waste, nothing else on the table; and to
    /// a position whose piles' face-up cards are runs.
    fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let (stock, waste) = rules.stock.zip(rules.waste)?;
        let stock_rules = rules.def.stock?;
        let foundation_ok = rules.foundations.len() == 4
            && rules.foundations.iter().all(|&f| {
                rules.piles[f]
                    .build
                    .is_some_and(|b| b.dir == Direction::Up && b.suit == SuitRule::Same && !b.wrap)
            });
        let tableau_ok = rules.tableau.len() <= MAX_PILES
            && rules
                .tableau
                .iter()
                .all(|&t| builds_like_klondike(rules, t, Movable::Run));
        let others = rules.piles.iter().enumerate().all(|(i, p)| {
            matches!(p.kind, PileKind::Foundation | PileKind::Tableau) || i == stock || i == waste
        });
        let gives_back = rules.foundations.iter().all(|&f| rules.piles[f].gives_back);
        if !(foundation_ok
            && tableau_ok
            && others
            && rules.deck_size() == 52
            && rules.copies() == 1
            && rules.def.goal == Goal::Foundations
            && rules.def.pairs.is_none()
            && start.base == Rank::ACE
            && stock_rules.onto == StockOnto::Waste
            && !stock_rules.top_up
            && stock_rules.draw >= 1
            && (gives_back
                || rules
                    .foundations
                    .iter()
                    .all(|&f| !rules.piles[f].gives_back)))
        {
            return None;
        }
        let mut stacks = Vec::new();
        for &t in &rules.tableau {
            let pile = &start.piles[t];
            // Face-up cards must be a run (they always are in play).
            let runs = pile.cards[pile.down.min(pile.len())..].windows(2).all(|w| {
                w[0].rank().value() == w[1].rank().value() + 1 && w[0].colour() != w[1].colour()
            });
            if !runs || pile.down >= pile.len() && !pile.is_empty() {
                return None;
            }
            let stack: Vec<u8> = match pile.cards.get(pile.down) {
                None => Vec::new(),
                Some(root) if pile.down == 0 && root.rank() == Rank::KING => Vec::new(),
                Some(_) => pile.cards[..=pile.down]
                    .iter()
                    .map(|c| c.value() as u8)
                    .collect(),
            };
            stacks.push(stack);
        }
        let talon = talon::sequence(start, stock, waste);
        // The key's room (see `Dfs::key`).
        let fits_key = talon.len() <= 56
            && stacks.iter().all(|s| s.len() < 16)
            && start.redeals < 16
            && stock_rules.redeals.is_none_or(|r| r < 16);
        let mut tops = [[0; 16]; MAX_PILES];
        for (i, stack) in stacks.iter().enumerate() {
            tops[i][1..=stack.len()].copy_from_slice(stack);
        }
        fits_key.then_some(Shape {
            piles: rules.tableau.clone(),
            stacks,
            tops,
            talon,
            draw: stock_rules.draw,
            redeals: stock_rules.redeals,
            gives_back,
            foundations: rules.foundations.clone(),
            stock,
            waste,
        })
    }

    /// Pile `i`'s stack's top card with `left` of its cards left (from 1).
    fn top(&self, i: usize, left: u8) -> u8 {
        self.tops[i][usize::from(left & 15)]
    }

    /// Does the talon's order matter: does taking one card bring others within reach
    /// (drawing three, or a limited number of passes)?
    fn talon_order(&self) -> bool {
        self.draw > 1 || self.redeals.is_some()
    }

    /// The search's start.
    fn state(&self, rules: &Rules, start: &Position) -> State {
        let mut s = State {
            home: [0; 4],
            left: 0,
            talon: (1u64 << self.talon.len()) - 1,
            in_talon: self.talon.iter().fold(0, |m, &c| m | 1 << c),
            turned: start.piles[self.waste].len() as u8,
            redeals: start.redeals,
            open: 0,
            roots: 0,
            after: After::Nothing,
        };
        for &f in &rules.foundations {
            if let Some(top) = start.piles[f].top() {
                s.home[top.suit().index()] = top.rank().value();
            }
        }
        for (i, &t) in self.piles.iter().enumerate() {
            let pile = &start.piles[t];
            s.left |= (self.stacks[i].len() as u64) << (4 * i);
            for c in &pile.cards[pile.down.min(pile.len())..] {
                s.open |= 1 << c.value();
            }
            if let Some(&root) = self.stacks[i].last() {
                s.roots |= 1 << root;
            }
        }
        s
    }
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Solves `start` if the game has the shape this search needs; `None` otherwise.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    let state = shape.state(rules, start);
    let mut dfs = Dfs {
        shape: &shape,
        line: Line::new(budget),
        seen: SeenTable::with_capacity(1 << 16),
        memory: budget.memory,
        reach: Vec::new(),
        steps: Vec::new(),
        nexts: Vec::new(),
    };
    // Cards stuck for good at the start lose the deal (see `super::stuck`: the talon's
    // cards are all within reach some time, and a parent home may come down again
    // where foundations give cards back). Later positions are left to the search.
    if stuck_at_start(&shape, start, &state.home) {
        dfs.line.spent();
        return dfs
            .line
            .report(false, 1, |line| replay::moves(rules, &shape, start, line));
    }
    let won = dfs.search(state, Dfs::key(dfs.exact(&state), After::Nothing));
    let seen = dfs.seen.len();
    dfs.line
        .report(won, seen, |line| replay::moves(rules, &shape, start, line))
}

/// Are cards of `start`'s tableau stuck for good (see `super::stuck`), `home` its cards
/// home by suit?
fn stuck_at_start(shape: &Shape, start: &Position, home: &[u8; 4]) -> bool {
    let mut values = [[0u8; 52]; MAX_PILES];
    let mut tableau = Tableau {
        piles: [&[][..]; MAX_PILES],
        down: [0; MAX_PILES],
    };
    for (i, &p) in shape.piles.iter().enumerate() {
        let pile = &start.piles[p];
        for (v, c) in values[i].iter_mut().zip(&pile.cards) {
            *v = c.value() as u8;
        }
        tableau.down[i] = pile.down.min(pile.len()) as u8;
    }
    for (i, v) in values.iter().enumerate().take(shape.piles.len()) {
        tableau.piles[i] = &v[..start.piles[shape.piles[i]].len()];
    }
    stuck(&tableau, home, !shape.gives_back)
}

fn home_count(s: &State) -> usize {
    s.home.iter().map(|&h| usize::from(h)).sum()
}

struct Dfs<'a> {
    shape: &'a Shape,
    /// The moves from the start to here, the line that brought the most cards home.
    line: Line<'a, Step>,
    seen: SeenTable,
    /// Bytes the table may take.
    memory: usize,
    /// Scratch for the talon cards within reach.
    reach: Vec<Reach>,
    /// The moves to search from each position on the path, one after another.
    steps: Vec<Step>,
    /// Beside each of those, the position it leads to and its key (see `search`).
    nexts: Vec<(State, u64)>,
}

impl Dfs<'_> {
    /// The position exactly (see the module's comment): the talon's cards left and
    /// how many of them lie in the waste, the redeals made where they are limited,
    /// each pile's stack and the foundations. Without a limit on redeals, a waste
    /// holding a whole number of draws (none, or all the talon's cards, or every
    /// card when drawing one) reaches the same cards as a waste turned over: drawing
    /// on comes round to it again. Those are one position.
    fn exact(&self, s: &State) -> u128 {
        let sh = self.shape;
        let in_waste = if sh.redeals.is_none() && s.whole_draws(sh.draw) {
            0
        } else {
            s.in_waste()
        };
        // Bits: the talon 0..56, cards in the waste 56..62, redeals 62..66, the piles
        // four bits each from 66 (at most ten: to 106), the foundations 106..122.
        let mut key = u128::from(s.talon) | u128::from(in_waste) << 56;
        key |= u128::from(s.redeals) << 62;
        key |= u128::from(s.left) << 66;
        let home = s.home.iter().fold(0u128, |h, &c| h << 4 | u128::from(c));
        key | home << 106
    }

    /// The table's key of the position `exact` searched after `after`: a strong
    /// 64-bit hash of `exact`, its low byte changed by `after` (so that the key
    /// searched after nothing lies beside it in the table); two of a deal's few
    /// million positions share one about once in 10^6 deals.
    fn key(exact: u128, after: After) -> u64 {
        mix::finish(exact as u64 ^ mix::finish((exact >> 64) as u64)) ^ after.code()
    }

    /// Searches on from `s`, `plain` its key searched after nothing (see `key`); true
    /// once won (the path then holds the win).
    fn search(&mut self, s: State, plain: u64) -> bool {
        let home = home_count(&s);
        if home == 52 {
            return true;
        }
        self.line.reached(home);
        if self.line.stopped {
            return false;
        }
        // Searched with no move ruled out, it need not be searched with some.
        if !self.seen.insert_unless(plain ^ s.after.code(), plain) {
            return false;
        }
        if self.line.spent() || self.seen.bytes() > self.memory {
            self.line.stopped = true;
            return false;
        }
        // This position's moves go on the shared stack, above those of the
        // positions before it on the path, and leave it when it is done.
        let first = self.steps.len();
        let mut steps = std::mem::take(&mut self.steps);
        let forced = self.moves(&s, &mut steps);
        // (A move home that can never be regretted may always come first.)
        if s.after != After::Nothing && !forced {
            let mut kept = first;
            for k in first..steps.len() {
                if self.follows(&s, steps[k]) {
                    steps[kept] = steps[k];
                    kept += 1;
                }
            }
            steps.truncate(kept);
        }
        let last = steps.len();
        self.steps = steps;
        // Most of the time goes in looking positions up in the table, nearly every
        // lookup a miss of the cache: the children's are started together, so that they
        // overlap (many children are there already and return at once).
        for k in first..last {
            let next = self.play(&s, self.steps[k]);
            let plain = Self::key(self.exact(&next), After::Nothing);
            self.seen.prefetch(plain);
            self.nexts.push((next, plain));
        }
        let mut won = false;
        for k in first..last {
            let step = self.steps[k];
            let (next, plain) = self.nexts[k];
            self.line.path.push(step);
            if self.search(next, plain) {
                won = true;
                break;
            }
            self.line.path.pop();
            if self.line.stopped {
                break;
            }
        }
        self.steps.truncate(first);
        self.nexts.truncate(first);
        won
    }

    /// Where cards may go onto the tableau now (see `Slots`), a colour at a time, a
    /// bit a rank.
    fn slots(&self, s: &State) -> Slots {
        let suit_of = |m: u64, su: usize| (m >> (13 * su)) as u32 & 0x1fff;
        let lying_on = s.open & !s.roots;
        // Black parents (Clubs, Spades) hold red cards (Diamonds, Hearts), and back.
        let open_in = |a: usize, b: usize, c: usize, d: usize| {
            let (pa, pb) = (suit_of(s.open, a), suit_of(s.open, b));
            let (ca, cb) = (suit_of(lying_on, c) << 1, suit_of(lying_on, d) << 1);
            let (both, one) = (pa & pb, pa ^ pb);
            // Two open parents unless two cards lie on them; one unless one does.
            (both & !(ca & cb) | one & !(ca | cb)) & 0x1fff
        };
        let open = [open_in(0, 3, 1, 2), open_in(1, 2, 0, 3)];
        let n = self.shape.piles.len();
        let stacked = s.stacked();
        let kings = (s.open & KINGS & !s.roots).count_ones() as usize;
        Slots {
            open,
            empty: n > stacked + kings,
        }
    }

    /// Can `card` go home now?
    fn next_home(s: &State, card: u8) -> bool {
        s.home[suit(card)] + 1 == rank(card)
    }

    /// Is `card` never needed on the tableau again? Both cards it could hold are home;
    /// and where cards come back off the foundations, so are the cards those could
    /// hold (the other suit of its colour up to two below it: a Five of spades holding
    /// a Four of hearts taken back to hold the Three of clubs is needed while that
    /// Three is out). An Ace or a Two goes home at once: what a Two holds goes home
    /// first.
    fn safe_home(&self, s: &State, card: u8) -> bool {
        let r = rank(card);
        let (others, same) = if is_red(card) {
            ([0, 3], [1, 2])
        } else {
            ([1, 2], [0, 3])
        };
        r <= 2
            || others.iter().all(|&o| s.home[o] + 1 >= r)
                && (!self.shape.gives_back || same.iter().all(|&o| s.home[o] + 2 >= r))
    }

    /// Pushes the moves worth searching from `s` onto `out`, best first; a move home
    /// that can never be regretted alone (then true).
    fn moves(&mut self, s: &State, out: &mut Vec<Step>) -> bool {
        let sh = self.shape;
        let slots = self.slots(s);
        // Tableau cards home: a safe one is the only move.
        let mut homes = [None; 4];
        for (su, &h) in s.home.iter().enumerate() {
            if h < 13 {
                let card = su as u8 * 13 + h;
                if s.open >> card & 1 == 1 && slots.is_open(h + 1, red(su)) {
                    if self.safe_home(s, card) {
                        out.push(Step::Home(card));
                        return true;
                    }
                    homes[su] = Some(card);
                }
            }
        }
        let may_redeal = sh.redeals.is_none_or(|r| s.redeals < r);
        let mut reach = std::mem::take(&mut self.reach);
        talon::within_reach(s.talon, s.turned, sh.draw, may_redeal, &mut reach);
        // Drawing one at a time without limit, a safe talon card home is as good.
        if sh.draw == 1
            && sh.redeals.is_none()
            && let Some(r) = reach.iter().find(|r| {
                let c = sh.talon[usize::from(r.index)];
                Self::next_home(s, c) && self.safe_home(s, c)
            })
        {
            out.push(Step::TalonHome(*r));
            self.reach = reach;
            return true;
        }
        // Drawing more than one without a limit on passes, the talon's last card moves
        // no other card's draw: safe to go home, it is best taken on the way round,
        // before the waste is turned over (any card reached after turning it is reached
        // as well once it is home). And with the waste holding whole draws, the position
        // without it is this one with a card more home: it goes now.
        if sh.draw > 1 && sh.redeals.is_none() && s.talon != 0 {
            let last = 63 - s.talon.leading_zeros() as u8;
            let card = sh.talon[usize::from(last)];
            if Self::next_home(s, card) && self.safe_home(s, card) {
                if s.whole_draws(sh.draw) {
                    out.push(Step::TalonHome(Reach {
                        index: last,
                        redeal: false,
                    }));
                    self.reach = reach;
                    return true;
                }
                reach.retain(|r| !r.redeal);
            }
        }
        // Cards home that turn a card up.
        for card in homes.iter().flatten() {
            if s.roots >> card & 1 == 1 {
                out.push(Step::Home(*card));
            }
        }
        let in_talon = s.in_talon;
        // Runs moved off face-down cards, the most face-down first; a pile emptied only
        // where a King could come next (see `follows`).
        let first = out.len();
        let king_may_come = s.roots & KINGS != 0 || in_talon & KINGS != 0 || s.home.contains(&13);
        for i in 0..sh.piles.len() {
            let l = s.left(i);
            // (A King at the bottom of an empty pile stays: its stack is empty.)
            if l > 0 && slots.fits(sh.top(i, l)) && (l > 1 || king_may_come) {
                out.push(Step::Reveal(i as u8));
            }
        }
        out[first..].sort_unstable_by_key(|step| match *step {
            Step::Reveal(i) => std::cmp::Reverse(s.left(usize::from(i))),
            _ => std::cmp::Reverse(0),
        });
        for r in &reach {
            let c = sh.talon[usize::from(r.index)];
            if Self::next_home(s, c) {
                out.push(Step::TalonHome(*r));
            }
        }
        // Onto the tableau, where the next move may use it (see `follows`; where the
        // talon's order matters, anywhere it fits: taking it brings others within
        // reach).
        for r in &reach {
            let c = sh.talon[usize::from(r.index)];
            if slots.fits(c) && (sh.talon_order() || Self::may_use(s, c, in_talon)) {
                out.push(Step::TalonPile(*r));
            }
        }
        self.reach = reach;
        for card in homes.iter().flatten() {
            if s.roots >> card & 1 == 0 {
                out.push(Step::Home(*card));
            }
        }
        // A foundation's top back onto the tableau, where it may be needed there.
        if sh.gives_back {
            for (su, &h) in s.home.iter().enumerate() {
                let card = su as u8 * 13 + h.max(1) - 1;
                if h > 2 && !self.safe_home(s, card) && slots.fits(card) {
                    out.push(Step::Back(su as u8));
                }
            }
        }
        false
    }

    /// May `step` follow the last move (see `After`)? A card put onto the tableau is
    /// needed there by a card put onto it (or onto its twin: the two are
    /// interchangeable), or by its twin going home (the run on the twin moved onto
    /// it). An emptied pile is needed by a King.
    fn follows(&self, s: &State, step: Step) -> bool {
        let sh = self.shape;
        let card = match s.after {
            After::Nothing => return true,
            After::Emptied => {
                return match step {
                    Step::Reveal(i) => {
                        let i = usize::from(i);
                        rank(sh.top(i, s.left(i))) == 13
                    }
                    Step::TalonPile(r) => rank(sh.talon[usize::from(r.index)]) == 13,
                    Step::Back(su) => s.home[usize::from(su)] == 13,
                    _ => false,
                };
            }
            After::Talon(card) => card,
        };
        let onto = |c: u8| rank(c) + 1 == rank(card) && is_red(c) != is_red(card);
        match step {
            Step::Home(c) => c == twin(card),
            Step::Reveal(i) => {
                let i = usize::from(i);
                onto(sh.top(i, s.left(i)))
            }
            Step::TalonPile(r) => onto(sh.talon[usize::from(r.index)]),
            Step::TalonHome(_) => false,
            Step::Back(su) => onto(su * 13 + s.home[usize::from(su)] - 1),
        }
    }

    /// Could a move use `card` once it is put onto the tableau from the talon (see
    /// `follows`)? Some card of the rank below in the other colour could come onto
    /// it, from the bottom of a pile's face-up run, the talon or a foundation; or its
    /// twin could go home. (Checked before putting it there, so that no position is
    /// searched that has no move: nothing the move does makes another move home.)
    fn may_use(s: &State, card: u8, in_talon: u64) -> bool {
        let r = rank(card);
        let t = twin(card);
        if s.home[suit(t)] + 1 == r && s.open >> t & 1 == 1 {
            return true;
        }
        if r == 1 {
            return false;
        }
        let other_suits = if is_red(card) { [0, 3] } else { [1, 2] };
        other_suits.iter().any(|&su| {
            let below = su as u8 * 13 + r - 2;
            (s.roots | in_talon) >> below & 1 == 1 || s.home[su] == r - 1
        })
    }

    /// The position after `step`.
    fn play(&self, s: &State, step: Step) -> State {
        let sh = self.shape;
        let mut n = *s;
        n.after = After::Nothing;
        match step {
            Step::Home(card) => {
                n.home[suit(card)] += 1;
                n.open &= !(1 << card);
                if n.roots >> card & 1 == 1 {
                    let i = self.stack_of(s, card);
                    n.roots &= !(1 << card);
                    self.turn_up(&mut n, i);
                }
            }
            Step::Reveal(i) => {
                let i = usize::from(i);
                let root = sh.top(i, s.left(i));
                n.roots &= !(1 << root);
                // (Not a King left alone at the bottom: that pile is not empty.)
                if s.left(i) == 1 && !sh.talon_order() {
                    n.after = After::Emptied;
                }
                self.turn_up(&mut n, i);
            }
            Step::TalonHome(Reach { index, redeal }) | Step::TalonPile(Reach { index, redeal }) => {
                let card = sh.talon[usize::from(index)];
                if redeal && sh.redeals.is_some() {
                    n.redeals += 1;
                }
                n.talon &= !(1 << index);
                n.in_talon &= !(1 << card);
                n.turned = index;
                if matches!(step, Step::TalonHome(_)) {
                    n.home[suit(card)] += 1;
                } else {
                    n.open |= 1 << card;
                    if !sh.talon_order() {
                        n.after = After::Talon(card);
                    }
                }
            }
            Step::Back(su) => {
                n.home[usize::from(su)] -= 1;
                let card = su * 13 + n.home[usize::from(su)];
                n.open |= 1 << card;
            }
        }
        n
    }

    /// The pile whose stack's top is `card`.
    fn stack_of(&self, s: &State, card: u8) -> usize {
        (0..self.shape.piles.len())
            .find(|&i| s.left(i) > 0 && self.shape.top(i, s.left(i)) == card)
            .expect("a root is some stack's top")
    }

    /// Pile `i`'s stack top has left: the card under it turns up and is the new top;
    /// a King left alone at the bottom is no longer a stack.
    fn turn_up(&self, n: &mut State, i: usize) {
        n.left -= 1 << (4 * i);
        let left = n.left(i);
        if left > 0 {
            let card = self.shape.top(i, left);
            n.open |= 1 << card;
            if left == 1 && rank(card) == 13 {
                n.left &= !(15 << (4 * i));
            } else {
                n.roots |= 1 << card;
            }
        }
    }
}
