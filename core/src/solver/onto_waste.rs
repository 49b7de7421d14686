//! A complete depth-first search for games won by building every tableau card onto the
//! waste (Golf, TriPeaks). There a position is only how many cards each tableau pile
//! still holds (which piles lie open follows), how far the stock has been turned and
//! the waste's top card (the cards under it never move again): one 64-bit word, so the
//! search remembers every position it has seen in a plain set, a tenth of a
//! microsecond each. It decides every Golf deal (a lost one in up to 400k positions),
//! where the general searches left more than half of deals 1..1000 undecided at 300k.
//! A position is given up once no order of play could meet every card left: a card
//! with nothing left to go onto, or no walks of the top and the stock's cards, one
//! rank at a time, that meet them all (`no_walk`, `no_walks`).

use super::budget::Budget;
use super::line::Line;
use super::mix::finish;
use super::search::Seen;
use super::searcher::Report;
use crate::card::Card;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{Build, Direction, Fill, Goal, PileKind, Rules, SuitRule, builds_on};

/// Bits the stock's count and the waste's top take in the packed position.
const OTHER_BITS: u32 = 12;

/// The answers of `cut_off` remembered: 2^16 slots (half a megabyte).
const CUT_OFF_BITS: u32 = 16;

/// The game's shape, where this search applies (see `Shape::of`).
struct Shape<'a> {
    rules: &'a Rules,
    /// None where there is no stock (Black Hole).
    stock: Option<usize>,
    waste: usize,
    build: Build,
    draw: usize,
    /// Bits for each tableau pile's height in the packed position.
    bits: Vec<u32>,
    /// For each tableau pile, the tableau piles (by their index in `rules.tableau`, one
    /// bit each) lying over it (TriPeaks).
    over: Vec<u64>,
    /// The cards dealt to the tableau: all must go.
    goal: usize,
}

impl<'a> Shape<'a> {
    /// Applies where the tableau only feeds the waste: the goal is to clear it, nothing
    /// builds on a tableau pile nor fills an empty one, there are no cells or
    /// foundations, the waste is never turned over, and the position packs into a word.
    /// (Face-down cards are no matter: the solver sees them.)
    fn of(rules: &'a Rules, start: &Position) -> Option<Shape<'a>> {
        let (stock, waste) = (rules.stock, rules.waste?);
        let build = rules.piles[waste].build?;
        let only_feeds = rules.tableau.iter().all(|&t| {
            let spec = &rules.piles[t];
            spec.build.is_none() && spec.empty == Fill::Never
        });
        let others = rules.piles.iter().all(|p| {
            matches!(
                p.kind,
                PileKind::Tableau | PileKind::Stock | PileKind::Waste
            )
        });
        let bits: Vec<u32> = rules
            .tableau
            .iter()
            .map(|&t| (usize::BITS - start.piles[t].len().leading_zeros()).max(1))
            .collect();
        let over = rules.tableau_over();
        let stock_rules = rules.def.stock;
        (rules.def.goal == Goal::ClearTableau
            && only_feeds
            && others
            && rules.tableau.len() <= 64
            && bits.iter().sum::<u32>() + OTHER_BITS <= 64
            && stock_rules.is_none_or(|s| s.redeals == Some(0))
            && stock.is_none_or(|s| start.piles[s].len() < 64))
        .then_some(Shape {
            rules,
            stock,
            waste,
            build,
            draw: stock_rules.map_or(0, |s| usize::from(s.draw)),
            bits,
            over,
            goal: rules.goal_size(),
        })
    }
}

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// Solves `start` if the game has the shape this search needs; `None` otherwise.
pub fn solve(rules: &Rules, start: &Position, budget: &Budget) -> Option<Report> {
    solve_pruning(rules, start, budget, true)
}

/// For each rank, the tableau cards of that rank: pile (by index in the tableau), index
/// from the bottom, and how many cards of each rank lie under it in its pile.
fn at_rank(rules: &Rules, start: &Position) -> Vec<Vec<(usize, usize, [u8; 15])>> {
    let mut at = vec![Vec::new(); 15];
    for (p, &t) in rules.tableau.iter().enumerate() {
        let mut under = [0u8; 15];
        for (i, c) in start.piles[t].cards.iter().enumerate() {
            let r = usize::from(c.rank().value());
            at[r].push((p, i, under));
            under[r] += 1;
        }
    }
    at
}

/// `solve`, giving up stranded positions at once or (`prune` false, for tests of that
/// test) only once searched.
fn solve_pruning(rules: &Rules, start: &Position, budget: &Budget, prune: bool) -> Option<Report> {
    let shape = Shape::of(rules, start)?;
    // Every card still in play counts toward its rank: the tableau's, the stock's and
    // the waste's top (see `Dfs::stranded`).
    let mut live = [0u8; 15];
    let in_play = rules
        .tableau
        .iter()
        .chain(&shape.stock)
        .flat_map(|&p| start.piles[p].cards.iter().copied())
        .chain(start.piles[shape.waste].top());
    for c in in_play {
        live[usize::from(c.rank().value())] += 1;
    }
    let mut dfs = Dfs {
        live,
        cut_offs: vec![0; 1 << CUT_OFF_BITS],
        at_rank: at_rank(rules, start),
        fresh: u16::MAX,
        shape: &shape,
        start,
        heights: rules
            .tableau
            .iter()
            .map(|&t| start.piles[t].len())
            .collect(),
        drawn: 0,
        top: start.piles[shape.waste].top(),
        line: Line::new(budget),
        // Room for a typical lost deal's positions: growing the set costs more.
        seen: Seen::with_capacity_and_hasher(1 << 17, Default::default()),
        prune,
    };
    let won = dfs.search();
    dfs.line
        .report(won, dfs.seen.len(), |moves| Some(moves.to_vec()))
}

struct Dfs<'a> {
    /// Cards of each rank (1..=13, with a spare each side) still in play: on the
    /// tableau, in the stock, or the waste's top.
    live: [u8; 15],
    /// The answers of `cut_off` so far, by the ranks in play, the stock and the top
    /// (see `CUT_OFF_BITS`).
    cut_offs: Vec<u64>,
    /// For each rank, the tableau cards of that rank (pile, index from the bottom), and
    /// for each of those how many cards of each rank lie under it in its pile.
    at_rank: Vec<Vec<(usize, usize, [u8; 15])>>,
    /// The ranks whose cards in play have grown fewer since `stranded` last looked:
    /// only cards those were partners of can have been stranded since.
    fresh: u16,
    shape: &'a Shape<'a>,
    start: &'a Position,
    /// Cards left on each tableau pile.
    heights: Vec<usize>,
    /// Cards turned from the stock.
    drawn: usize,
    top: Option<Card>,
    /// The moves from the start to here, the line that cleared the most cards.
    line: Line<'a, Move>,
    seen: Seen,
    /// Give up stranded positions (see `stranded`).
    prune: bool,
}

impl Dfs<'_> {
    fn key(&self) -> u64 {
        let mut k = 0u64;
        for (&h, &bits) in self.heights.iter().zip(&self.shape.bits) {
            k = k << bits | h as u64;
        }
        k = k << 6 | self.drawn as u64;
        // Where the waste builds regardless of suit, only its top card's rank counts.
        let top = |c: Card| match self.shape.build.suit {
            SuitRule::Any => u64::from(c.rank().value()),
            _ => c.value() as u64,
        };
        k = k << 6 | self.top.map_or(63, top);
        finish(k)
    }

    fn card(&self, pile: usize, index: usize) -> Card {
        self.start.piles[self.shape.rules.tableau[pile]].cards[index]
    }

    /// Searches on from here; true once won (the path then holds the win).
    fn search(&mut self) -> bool {
        let left: usize = self.heights.iter().sum();
        if left == 0 {
            return true;
        }
        if !self.seen.insert(self.key()) {
            return false;
        }
        if self.line.spent() {
            return false;
        }
        if self.prune && self.stranded() {
            return false;
        }
        let cleared = self.shape.goal.saturating_sub(left);
        self.line.reached(cleared);
        // Plays onto the waste first, from the tallest pile, then the one over most
        // others: they have the most cards to free, and a short pile's card may wait
        // for the next top.
        // (On the stack: a position is expanded hundreds of thousands of times.)
        let mut plays = [0u8; 64];
        let mut n = 0;
        for p in 0..self.heights.len() {
            let h = self.heights[p];
            let fits = |top: Card| builds_on(self.shape.build, self.card(p, h - 1), top);
            if h > 0 && !self.is_covered(p) && self.top.is_none_or(fits) {
                plays[n] = p as u8;
                n += 1;
            }
        }
        let rules = self.shape.rules;
        plays[..n].sort_by_key(|&p| {
            let t = rules.tableau[usize::from(p)];
            std::cmp::Reverse((self.heights[usize::from(p)], rules.covering[t].count_ones()))
        });
        let before = self.top;
        for &p in &plays[..n] {
            let p = usize::from(p);
            self.bury(before, -1);
            self.heights[p] -= 1;
            self.top = Some(self.card(p, self.heights[p]));
            let t = self.shape.rules.tableau[p];
            self.line.path.push(Move::transfer(t, self.shape.waste, 1));
            if self.search() {
                return true;
            }
            self.line.path.pop();
            self.heights[p] += 1;
            self.top = before;
            self.bury(before, 1);
            if self.line.stopped {
                return false;
            }
        }
        let stock = self
            .shape
            .stock
            .map_or(&[][..], |s| &self.start.piles[s].cards[..]);
        if self.drawn < stock.len() {
            let drawn = self.drawn;
            // (Drawing several cards buries all but the last with the old top.)
            self.bury(before, -1);
            for &c in &stock
                [stock.len() - (drawn + self.shape.draw).min(stock.len()) + 1..stock.len() - drawn]
            {
                self.bury(Some(c), -1);
            }
            self.drawn = (drawn + self.shape.draw).min(stock.len());
            self.top = Some(stock[stock.len() - self.drawn]);
            self.line.path.push(Move::Draw);
            if self.search() {
                return true;
            }
            self.line.path.pop();
            for &c in &stock[stock.len() - self.drawn + 1..stock.len() - drawn] {
                self.bury(Some(c), 1);
            }
            self.drawn = drawn;
            self.top = before;
            self.bury(before, 1);
        }
        false
    }

    /// Does a pile that still holds a card lie over tableau pile `p`?
    fn is_covered(&self, p: usize) -> bool {
        crate::rules::members(self.shape.over[p]).any(|q| self.heights[q] > 0)
    }

    /// Takes `card` out of play (`-1`, buried in the waste) or back (`1`).
    fn bury(&mut self, card: Option<Card>, by: i8) {
        if let Some(c) = card {
            let r = usize::from(c.rank().value());
            self.live[r] = self.live[r].wrapping_add_signed(by);
            if by < 0 {
                self.fresh |= 1 << r;
            }
        }
    }

    /// With the stock gone, the waste's top walks one rank at a time: can that walk
    /// no longer meet every card in play? (See `no_walk`.) With cards left in a stock
    /// turned one at a time and no wrap (Golf), can the walks of the top and of each
    /// stock card no longer meet them all? (See `no_walks`.)
    fn cut_off(&mut self) -> bool {
        // Positions whose piles differ but whose cards in play have the same ranks, with
        // the same top and stock, get the same answer: remembered.
        let Some(top) = self.top else {
            return false;
        };
        // (Exact: four bits a rank's count, seven the cards turned, four the top's
        // rank; where they do not fit, worked out anew.)
        if self.drawn >= 1 << 7 || self.live.iter().any(|&n| n > 15) {
            return self.cut_off_anew();
        }
        let ranks = self.live[1..=13]
            .iter()
            .fold(0u64, |k, &n| k << 4 | u64::from(n));
        let key = ranks << 11 | (self.drawn as u64) << 4 | u64::from(top.rank().value());
        // One slot a key, by its hash: a newer key takes an older one's place.
        let slot = (finish(key) >> (64 - CUT_OFF_BITS)) as usize;
        let kept = self.cut_offs[slot];
        if kept >> 1 == key {
            return kept & 1 == 1;
        }
        let cut = self.cut_off_anew();
        self.cut_offs[slot] = key << 1 | u64::from(cut);
        cut
    }

    fn cut_off_anew(&self) -> bool {
        let stock = self
            .shape
            .stock
            .map_or(&[][..], |s| &self.start.piles[s].cards[..]);
        let Some(top) = self.top else {
            return false;
        };
        let wrap = self.shape.build.wrap;
        let at = usize::from(top.rank().value());
        if self.drawn == stock.len() {
            return Self::no_walk(&self.live, wrap, at);
        }
        if self.shape.draw != 1 || wrap {
            return false;
        }
        let mut starts = [0u8; 15];
        starts[at] += 1;
        for c in &stock[..stock.len() - self.drawn] {
            starts[usize::from(c.rank().value())] += 1;
        }
        let walks = 1 + stock.len() - self.drawn;
        Self::no_walks(&self.live, &starts, walks, self.shape.build.kings_end)
    }

    /// Can no `walks` walks meet as many cards of each rank as `live` holds, one rank
    /// up or down at a time without wrap, each starting at a card `starts` counts (the
    /// top, then each stock card as it is turned) and ending at a card it meets? Pile
    /// order aside, and asking only that each stretch of ranks the walks join holds a
    /// start: a bound, never exact, but it never gives up a deal that can be won. (Turning
    /// every stock card is no loss: a walk may end where it starts.) As in `no_walk`,
    /// the walks cross the edge between ranks r and r + 1 some t(r) ≥ 0 times, and
    /// t(r − 1) + t(r) = 2 × live(r) − starts(r) − ends(r); here the ends are unknown,
    /// at most live(r) at rank r and `walks` in all, so the ranks are scanned in order
    /// keeping, for each t, the counts of ends so far that allow it (a bit each). With
    /// `kings_end` (nothing goes on a King) every King ends a walk.
    fn no_walks(live: &[u8; 15], starts: &[u8; 15], walks: usize, kings_end: bool) -> bool {
        const T: usize = 16;
        if walks >= 64 {
            return false;
        }
        // ends[t][s]: the counts of ends (bit n for n ends) that leave t crossings of
        // the edge below the next rank, s telling whether the ranks those crossings join
        // it to hold a start; none beyond `high`.
        // Two tables, this rank's and the next's, in turn; each cleared only as far as
        // it was filled (`high`).
        let mut tables = [[[0u64; 2]; T]; 2];
        let mut high = [0usize; 2];
        tables[0][0][0] = 1;
        for r in 1..=13 {
            let (this, that) = ((r - 1) % 2, r % 2);
            let [a, b] = &mut tables;
            let (ends, next) = if this == 0 { (&*a, b) } else { (&*b, a) };
            next[..=high[that]].fill([0; 2]);
            let d = 2 * i32::from(live[r]) - i32::from(starts[r]);
            let mut next_high = 0;
            let most = i32::from(live[r]);
            let fewest = if kings_end && r == 13 { most } else { 0 };
            for (below, by_start) in ends[..=high[this]].iter().enumerate() {
                if by_start == &[0; 2] {
                    continue;
                }
                // The most crossings above this rank from here: with the fewest ends.
                let most_t = d - fewest - below as i32;
                if most_t < 0 {
                    // (And fewer still from more crossings below.)
                    break;
                }
                if most_t as usize >= T {
                    // (More crossings than the table holds: no bound from here.)
                    return false;
                }
                next_high = next_high.max(most_t as usize);
                for (started, &counts) in by_start.iter().enumerate() {
                    if counts == 0 {
                        continue;
                    }
                    // Joined from below, this rank is in that stretch of ranks.
                    let started = (below > 0 && started == 1) || starts[r] > 0;
                    for e in fewest..most + 1 {
                        let t = most_t - (e - fewest);
                        if t < 0 {
                            break;
                        }
                        // A stretch of joined ranks that ends here must hold a start:
                        // no walk reaches it otherwise.
                        if t == 0 && live[r] > 0 && !started {
                            continue;
                        }
                        next[t as usize][usize::from(t > 0 && started)] |= counts << e;
                    }
                }
            }
            high[that] = next_high;
        }
        let ends = &tables[13 % 2];
        // Above the King no edge: no crossings, and every walk ended.
        (ends[0][0] | ends[0][1]) >> walks & 1 == 0
    }

    /// Can no walk of the top, one rank at a time from rank `start`, meet as many cards
    /// of each rank as `live` holds? (Pile order aside.) Such a walk crosses the edge
    /// between each two neighbouring ranks some t ≥ 0 times, and enters and leaves a
    /// rank's cards along its two edges: t(below) + t(above) = 2 × its cards, less one
    /// for the rank it starts at and one for the rank it ends at; and the edges it
    /// crosses join every rank with cards (Euler: then such a walk exists). For each
    /// possible end, the t follow one from the other round the ranks (King–Ace too,
    /// with wrap: thirteen being odd, that edge is then fixed as well).
    fn no_walk(live: &[u8; 15], wrap: bool, start: usize) -> bool {
        let v = |r: usize| i32::from(live[r]);
        'end: for end in (1..=13).filter(|&r| live[r] > 0) {
            let d = |r: usize| 2 * v(r) - i32::from(r == start) - i32::from(r == end);
            // t(r), the edge from rank r to r + 1, is c(r) − x for odd r and c(r) + x
            // for even r, where x is the King–Ace edge's (none without wrap).
            let mut c = [0i32; 13];
            c[1] = d(1);
            for r in 2..=12 {
                c[r] = d(r) - c[r - 1];
            }
            let x = if wrap {
                let twice = d(13) - c[12];
                if twice < 0 || twice % 2 != 0 {
                    continue;
                }
                twice / 2
            } else if c[12] == d(13) {
                0
            } else {
                continue;
            };
            let mut t = [0i32; 14];
            t[13] = x;
            for (r, &c) in c.iter().enumerate().skip(1) {
                t[r] = if r % 2 == 1 { c - x } else { c + x };
                if t[r] < 0 {
                    continue 'end;
                }
            }
            // The edges crossed must join every rank with cards to the start.
            let mut reached = 1u16 << start;
            for _ in 0..13 {
                for (r, &crossed) in t.iter().enumerate().skip(1) {
                    let up = if r == 13 { 1 } else { r + 1 };
                    if crossed > 0 && (reached >> r & 1 == 1 || reached >> up & 1 == 1) {
                        reached |= 1 << r | 1 << up;
                    }
                }
            }
            if (1..=13).all(|r| live[r] == 0 || reached >> r & 1 == 1) {
                return false;
            }
        }
        true
    }

    /// Is some tableau card left with nothing to go onto? A card plays onto a card one
    /// rank away, and only one still in play that is not under it in its own pile.
    fn stranded(&mut self) -> bool {
        // (Only for Golf's and TriPeaks' builds: one rank up or down, any suit.)
        let b = self.shape.build;
        if b.dir != Direction::Either || b.suit != SuitRule::Any {
            return false;
        }
        // The ranks next to rank `r`: with wrapping King and Ace are; without, the
        // spare ranks 0 and 14 stand in (never in play).
        let (wrap, next) = (b.wrap, |r: usize| [r - 1, r + 1]);
        let neighbours = |r: usize| match (wrap, r) {
            (true, 1) => [13, 2],
            (true, 13) => [12, 1],
            _ => next(r),
        };
        // (Each position's parent was looked at: only the cards next in rank to one
        // buried since, whose partners grew fewer, are looked at again.)
        let fresh = std::mem::take(&mut self.fresh);
        for r in 1..=13 {
            let [lo, mut hi] = neighbours(r);
            if b.kings_end && hi == 13 {
                // (A Queen never goes on a King.)
                hi = 14;
            }
            if fresh & (1 << lo | 1 << hi) == 0 {
                continue;
            }
            let partners = self.live[lo] + self.live[hi];
            for &(p, i, under) in &self.at_rank[r] {
                if i < self.heights[p] && partners == under[lo] + under[hi] {
                    return true;
                }
            }
        }
        // (Dearer than the test of each card: last.)
        self.cut_off()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::game::Game;
    use crate::solver::mix::xorshift;
    use crate::solver::searcher::Verdict;

    #[test]
    fn wins_replay_and_losses_are_proved_in_golf() {
        let rules = builtin("golf").unwrap();
        let (mut won, mut lost) = (0, 0);
        // (Deals 1..=40 take at most 1.3M positions each.)
        for number in 1..=24 {
            let game = Game::new(rules.clone(), number).unwrap();
            let report = solve(&rules, game.position(), &Budget::nodes(2_000_000)).unwrap();
            match report.verdict {
                Verdict::Solved(moves) => {
                    let mut g = game.clone();
                    for mv in moves {
                        g.apply(mv).expect("every move of a win is legal");
                    }
                    assert!(g.rules().is_won(g.position()), "#{number}");
                    won += 1;
                }
                Verdict::Impossible => lost += 1,
                Verdict::Unknown => panic!("#{number} undecided"),
            }
        }
        assert!(won > 5 && lost > 5, "{won} won, {lost} lost");
    }

    #[test]
    fn tripeaks_wins_replay_through_cards_that_open_as_they_are_uncovered() {
        let rules = builtin("tripeaks").unwrap();
        let mut decided = 0;
        for number in 1..=20 {
            let game = Game::new(rules.clone(), number).unwrap();
            let report = solve(&rules, game.position(), &Budget::nodes(2_000_000)).unwrap();
            if let Verdict::Solved(moves) = report.verdict {
                let mut g = game.clone();
                for mv in moves {
                    g.apply(mv).expect("every move of a win is legal");
                }
                assert!(g.rules().is_won(g.position()), "#{number}");
            } else {
                assert_eq!(report.verdict, Verdict::Impossible, "#{number}");
            }
            decided += 1;
        }
        assert_eq!(decided, 20);
    }

    /// Giving up stranded positions changes no verdict, only the work.
    #[test]
    fn the_stranded_test_gives_up_only_lost_positions() {
        for id in ["golf", "dead-king-golf", "tripeaks"] {
            let rules = builtin(id).unwrap();
            let mut pruned_any = false;
            for number in 1..=8 {
                let game = Game::new(rules.clone(), number).unwrap();
                let budget = Budget::nodes(5_000_000);
                let verdict = |prune| {
                    let r = solve_pruning(&rules, game.position(), &budget, prune).unwrap();
                    let won = match r.verdict {
                        Verdict::Solved(_) => true,
                        Verdict::Impossible => false,
                        Verdict::Unknown => panic!("{id} #{number} undecided"),
                    };
                    (won, r.nodes)
                };
                let ((won, nodes), (won_anyway, all_nodes)) = (verdict(true), verdict(false));
                assert_eq!(won, won_anyway, "{id} #{number}");
                pruned_any |= nodes < all_nodes;
            }
            assert!(pruned_any, "{id}: the test never gave a position up");
        }
    }

    /// `no_walk` says no exactly when no walk of the top, a rank up or down at a
    /// time, meets every card left: checked against trying every walk, for many small
    /// sets of cards, with and without wrap.
    #[test]
    fn no_walk_is_exactly_when_no_walk_meets_every_card() {
        fn walks(live: &mut [u8; 15], at: usize, left: usize, wrap: bool) -> bool {
            if left == 0 {
                return true;
            }
            let next = match (wrap, at) {
                (true, 1) => [13, 2],
                (true, 13) => [12, 1],
                _ => [at - 1, at + 1],
            };
            for r in next {
                if (1..=13).contains(&r) && live[r] > 0 {
                    live[r] -= 1;
                    let found = walks(live, r, left - 1, wrap);
                    live[r] += 1;
                    if found {
                        return true;
                    }
                }
            }
            false
        }
        let mut next = xorshift(0x2545_f491_4f6c_dd1du64);
        let (mut possible, mut impossible) = (0, 0);
        for _ in 0..4000 {
            let wrap = next().is_multiple_of(2);
            let start = (next() % 13 + 1) as usize;
            let mut live = [0u8; 15];
            live[start] = 1;
            let cards = next() % 9;
            for _ in 0..cards {
                // Ranks near the start, so that walks are often possible.
                let r = (start as u64 + 13 + next() % 5 - 2) % 13 + 1;
                live[r as usize] = (live[r as usize] + 1).min(4);
            }
            let total: usize = live.iter().map(|&n| usize::from(n)).sum();
            let mut rest = live;
            rest[start] -= 1;
            let exists = walks(&mut rest, start, total - 1, wrap);
            assert_eq!(
                Dfs::no_walk(&live, wrap, start),
                !exists,
                "{live:?} from {start}, wrap {wrap}"
            );
            if exists {
                possible += 1;
            } else {
                impossible += 1;
            }
        }
        assert!(
            possible > 500 && impossible > 500,
            "{possible} / {impossible}"
        );
    }

    /// `no_walks` never gives up cards that some order of play clears: checked
    /// against trying every order (pile order aside) for many small sets of cards and
    /// stocks, Kings ending walks or not; and it does give up some.
    #[test]
    fn no_walks_never_gives_up_cards_some_walks_meet() {
        /// Can the tableau's cards (`left` of them) all be played, from top `at`, with
        /// `stock` (turned from its end) to turn?
        fn clears(tab: &mut [u8; 15], left: usize, at: usize, stock: &[usize], k: bool) -> bool {
            if left == 0 {
                return true;
            }
            for r in [at - 1, at + 1] {
                if (1..=13).contains(&r) && tab[r] > 0 && !(k && at == 13) {
                    tab[r] -= 1;
                    let found = clears(tab, left - 1, r, stock, k);
                    tab[r] += 1;
                    if found {
                        return true;
                    }
                }
            }
            match stock.split_last() {
                Some((&next, rest)) => clears(tab, left, next, rest, k),
                None => false,
            }
        }
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15u64);
        let (mut clear, mut given_up, mut kept) = (0, 0, 0);
        for _ in 0..6000 {
            let kings_end = next().is_multiple_of(2);
            let at = (next() % 13 + 1) as usize;
            let mut tab = [0u8; 15];
            let near = |n: u64| ((at as u64 + 13 + n % 7 - 3) % 13 + 1) as usize;
            for _ in 0..next() % 8 {
                let r = near(next());
                tab[r] = (tab[r] + 1).min(4);
            }
            let stock: Vec<usize> = (0..next() % 4).map(|_| near(next())).collect();
            let mut live = tab;
            let mut starts = [0u8; 15];
            for &r in stock.iter().chain([&at]) {
                live[r] += 1;
                starts[r] += 1;
            }
            let left: usize = tab.iter().map(|&n| usize::from(n)).sum();
            let can = clears(&mut tab, left, at, &stock, kings_end);
            let dead = Dfs::no_walks(&live, &starts, stock.len() + 1, kings_end);
            assert!(
                !(can && dead),
                "{tab:?} from {at} with {stock:?}, kings end {kings_end}"
            );
            match (can, dead) {
                (true, _) => clear += 1,
                (false, true) => given_up += 1,
                (false, false) => kept += 1,
            }
        }
        assert!(
            clear > 500 && given_up > 500,
            "{clear} / {given_up} / {kept}"
        );
    }

    #[test]
    fn games_of_other_shapes_are_left_to_the_general_searches() {
        let rules = builtin("klondike").unwrap();
        let game = Game::new(rules.clone(), 1).unwrap();
        assert!(solve(&rules, game.position(), &Budget::default()).is_none());
    }
}
