//! How promising a position looks (lower is better): cards still to go home, cards
//! buried under others that do not build on them, face-down cards, full cells, tableau
//! piles not yet cleared, and how deep the next cards the foundations want are buried.
//! The weights of these terms differ between the searches of a portfolio.

use super::candidates::Scope;
use crate::card::Card;
use crate::position::Position;
use crate::rules::top_run;
use crate::rules::{Goal, HomeCounts, Movable, PileKind, Rules, RunLimit, SuitRule, WeightSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Of the estimate against the moves already made: above 1, the search prefers
    /// promising positions over short paths (weighted A*).
    pub estimate: u32,
    /// Per card not yet home.
    pub away: u32,
    /// Per face-down card.
    pub down: u32,
    /// Per face-up tableau card under its pile's top run (where foundations take
    /// whole suits, Spider: per face-up card not on the next rank up).
    pub unordered: u32,
    /// Where foundations take whole suits: per face-up card on the next rank up of
    /// another suit (it builds, but does not move with the card below).
    pub offsuit: u32,
    /// Per card in a stock dealt onto the tableau (Spider).
    pub stock: u32,
    /// Per card in a free cell.
    pub cell: u32,
    /// Per card on top of the lowest card of a suit not yet home.
    pub burying: u32,
    /// How many ranks from the lowest of each suit not home count as buried: each
    /// card on top of one costs `burying` times this, less one for each rank it lies
    /// above the lowest (1: the lowest alone, at `burying`; at most `MAX_BURIED_RANKS`).
    pub buried_ranks: u8,
    /// Per tableau pile that holds cards.
    pub column: u32,
    /// Per waste card under the waste's top once no redeal is left: those cards come
    /// back only as the ones above them play.
    pub waste: u32,
    /// How many of the cards that turning the stock would bring to a play a step may
    /// play: all of them (`None`: the search is complete), or only the first few, which
    /// makes a search incomplete (it cannot prove a deal lost) but cuts its branching
    /// where the stock is long (see `portfolio`).
    pub reach: Option<u8>,
    /// Whether steps may split a run off a card it lies on in suit (see
    /// `Scope::splits`); without, a search is incomplete.
    pub splits: bool,
    /// With a width: a beam search that keeps this many positions a layer (see
    /// `beam`), which is incomplete; without, a best-first search.
    pub beam: Option<u16>,
    /// Noise up to this much is added to each priority, drawn from the position's key
    /// and `salt`: searches that differ only in their salt order the positions they
    /// find alike differently (see `restarts`).
    pub jitter: u32,
    pub salt: u64,
    /// Whether a card dug out (those on it put into free cells, then it moved home or
    /// onto a parent) is one step too, besides the single moves (the free-cell games'
    /// own search only).
    pub digs: bool,
    /// Whether a card goes into a free cell alone only where that frees the card
    /// under it for its foundation or for a parent (the free-cell games' own search
    /// only): the search then proves nothing by running out of positions.
    pub lean: bool,
}

impl Weights {
    /// The searches a solve runs (see `portfolio_as`).
    #[cfg(test)]
    pub fn portfolio(rules: &Rules) -> Vec<Weights> {
        Self::portfolio_as(rules, false)
    }

    /// The searches to run for `rules`, in turn order, by the weight set its definition
    /// names (`SolverDef::weights`); or (`graded`) as the shipped grades were made: in
    /// the free-cell games no search digs, and FreeCell has four (see
    /// `Budget::graded`). Each set was chosen by measuring deals of the game it names
    /// with `solitaire-cli solve` (docs/solver.md): the hard deals of one weighting are
    /// rarely hard for the others. Greedy weightings value a card home at twelve moves
    /// and dive; wide ones value it at three, so that they try more ways through each
    /// stage of a deal (slower, but what finds the wins of deals where an early choice
    /// decides everything); others lie between or beyond. The first is always complete
    /// (no `reach`), and so is one that proves (`proves`: the first, but in FreeCell,
    /// whose first is lean): `solve` keeps both running as long as the budget lasts.
    pub fn portfolio_as(rules: &Rules, graded: bool) -> Vec<Weights> {
        let greedy = |down, unordered, cell, burying| Weights {
            estimate: 3,
            away: 4,
            down,
            unordered,
            cell,
            burying,
            offsuit: 0,
            stock: 0,
            buried_ranks: 1,
            column: 0,
            waste: 0,
            reach: None,
            splits: true,
            beam: None,
            jitter: 0,
            salt: 0,
            digs: false,
            lean: false,
        };
        let wide = |down, unordered, cell, burying| Weights {
            estimate: 1,
            away: 3,
            ..greedy(down, unordered, cell, burying)
        };
        // A card home at eight moves, and at twenty.
        let middling = |down, unordered, cell, burying| Weights {
            estimate: 2,
            ..greedy(down, unordered, cell, burying)
        };
        let greedier = |down, unordered, cell, burying| Weights {
            estimate: 5,
            ..greedy(down, unordered, cell, burying)
        };
        match rules.def.solver.weights {
            WeightSet::FreeCells => {
                // Full cells are what blocks FreeCell-like games; how much they weigh
                // decides which deals come easily. Where a cleared column doubles the run
                // that moves as a unit (FreeCell), clearing one is worth two moves (all
                // 32,000 deals: 14% less CPU); in ForeCell it does not pay.
                let doubles = rules
                    .tableau
                    .iter()
                    .any(|&t| rules.piles[t].run_limit == RunLimit::FreeCellsAndColumns);
                let column = if doubles { 2 } else { 0 };
                let cleared = |w: Weights| Weights { column, ..w };
                // The first, wide, digs cards out in one step (see `Weights::digs`), as
                // Freecell Solver's moves with a goal do (FreeCell 1001..3000: 33% fewer
                // positions). Not in ForeCell, whose columns build in alternate colours
                // and move runs no faster for a cleared column: its hard wins lie deep,
                // and cards dug out fill the cells.
                let alternate = rules.tableau.iter().any(|&t| {
                    rules.piles[t]
                        .build
                        .is_some_and(|b| b.suit == SuitRule::AlternateColour)
                });
                // Second, a greedy search blind to buried low cards: it wins two fifths of
                // the deals the wide one finds hard within a thousand positions.
                let mut searches = vec![
                    Weights {
                        digs: !graded && (doubles || !alternate),
                        ..cleared(wide(2, 1, 3, 1))
                    },
                    cleared(greedy(2, 1, 3, 0)),
                    cleared(greedy(2, 1, 3, 1)),
                    cleared(greedy(2, 1, 1, 1)),
                ];
                // In FreeCell the second digs too, and the wide search without digs comes
                // last: digging loses its way in a few deals that the single moves win at
                // once (#50463: 3.5k positions without, 614k with). All but that one are
                // lean (see `Weights::lean`): it proves the lost deals, and runs as long
                // as the budget lasts (the lost #11982 in 144k positions). Tuned on deals
                // 40001..56000, with the short turns of `portfolio::first_turn`.
                if Self::nearly_all_won(rules) && !graded {
                    searches[1].digs = true;
                    searches.push(cleared(wide(2, 1, 3, 1)));
                    for search in &mut searches[..4] {
                        search.lean = true;
                    }
                }
                if doubles {
                    return searches;
                }
                // Where runs move no faster for a cleared column (ForeCell), the hard
                // wins lie deep: narrow beam tries with noise find them where the
                // best-first searches circle (tuned on ForeCell 1001..3000; on 1..1000,
                // 6 deals undecided at 300k positions where there were 8 without). In
                // FreeCell they cost CPU and play long lines.
                let beam = Weights {
                    beam: Some(CELLS_BEAM),
                    ..cleared(greedy(2, 1, 3, 1))
                };
                searches
                    .into_iter()
                    .chain(restarts(&[beam], CELLS_TRIES, STOCK_JITTER))
                    .collect()
            }
            WeightSet::StockBeams => {
                // A stock that runs out (Lower 48): what the last pass leaves in the waste
                // and cards on the lowest ones block the end. Searches free to play any
                // card the stock can reach branch forty ways. Cards on the rank the
                // foundations want after the lowest count as buried too, at half the
                // weight (in FreeCell it costs three times the positions). Only the
                // complete search can prove a position lost: it has the first turn (2,000
                // positions, enough for an endgame) and what the tries leave. The tries
                // are beam searches that play only the stock's next two cards that fit (or
                // a tableau move): the opening decides most deals, and a best-first
                // search, finding each position a little worse than the last, keeps going
                // back to redo it; a beam goes on (tuned on Lower 48 101..200 and
                // 301..400: beams that play the next two cards won the most).
                let base = Weights {
                    waste: 6,
                    buried_ranks: 2,
                    ..middling(2, 1, 0, 2)
                };
                let beam = Weights {
                    reach: Some(2),
                    beam: Some(STOCK_BEAM),
                    ..base
                };
                std::iter::once(base)
                    .chain(restarts(&[beam], STOCK_RESTARTS, STOCK_JITTER))
                    .collect()
            }
            WeightSet::FaceDownRestarts => {
                // Turning cards over is the progress that counts, and whether a search
                // finds a win soon is largely luck: restarts of weightings more different
                // than `FaceDown`'s (tuned on Three Bears 1..200 at 300k positions: 96.5%
                // decided, where `FaceDown`'s four decide 90%).
                restarts(
                    &[
                        greedy(6, 1, 0, 1),
                        middling(6, 1, 0, 2),
                        greedier(6, 1, 0, 1),
                        greedy(6, 1, 0, 0),
                        greedy(2, 1, 0, 1),
                        wide(6, 1, 0, 1),
                    ],
                    RESTARTS,
                    JITTER,
                )
            }
            WeightSet::FaceDown => {
                // Turning cards over is the progress that counts (more weightings split
                // the memory). Cards on the rank above the lowest count as buried too
                // (tuned on Brisbane 1..1000: 3.2 ms a deal where the lowest alone takes
                // 8.3; in Three Bears it does not pay).
                let next_rank_too = |w: Weights| Weights {
                    buried_ranks: 2,
                    ..w
                };
                vec![
                    next_rank_too(greedy(6, 1, 0, 1)),
                    greedy(6, 1, 0, 0),
                    next_rank_too(greedy(2, 1, 0, 1)),
                    next_rank_too(wide(6, 1, 0, 1)),
                ]
            }
            WeightSet::RunBeams => {
                // Runs leave whole, so the order of the face-up cards is the progress:
                // breaks in rank and suit cost, face-down cards more. A row the stock
                // deals mostly lands out of order: its cards cost a little less than a
                // break each, so that a search deals when shuffling runs about gains
                // nothing, and not before. Best-first searches drown in the positions
                // that shuffling makes; noisy beams that never split a run in suit go
                // deep (tuned on Spider 1001..1050 at 1M positions: one and two suits
                // all won, four suits 82%).
                let beam = Weights {
                    estimate: 10,
                    away: 8,
                    down: 10,
                    unordered: 5,
                    offsuit: 2,
                    column: 2,
                    stock: 4,
                    splits: false,
                    beam: Some(SPIDER_BEAM),
                    ..greedy(0, 0, 0, 0)
                };
                restarts(&[beam], SPIDER_TRIES, JITTER)
            }
            WeightSet::Exhaustive => {
                // Four deals in five are lost (Scorpion), and proving one takes a
                // complete search through every position it can reach; tries beside it
                // only take positions from it (tuned on Scorpion 1001..1100: as many
                // decided as with `AllInView`'s tries, in 17% less CPU).
                vec![greedy(6, 1, 0, 1)]
            }
            WeightSet::AllInView => {
                // Every card in view: three best-first searches, then the narrow noisy
                // beams of the free-cell games, which dive where best-first searches
                // circle among positions that look alike (tuned on Bear River 6001..9000
                // at 300k positions; Bear River #1751 is won in 4,178 positions, which
                // the best-first searches leave undecided).
                let beam = Weights {
                    beam: Some(CELLS_BEAM),
                    ..greedy(2, 1, 0, 1)
                };
                vec![wide(2, 1, 0, 0), greedy(2, 1, 0, 0), greedy(2, 1, 0, 1)]
                    .into_iter()
                    .chain(restarts(&[beam], CELLS_TRIES, STOCK_JITTER))
                    .collect()
            }
        }
    }

    /// Does the search try every move (and so can prove a position lost)?
    pub fn is_complete(&self) -> bool {
        self.reach.is_none() && self.beam.is_none() && self.splits
    }

    /// Can the search prove a deal lost, by running out of positions? It tries every
    /// move (it is complete and not lean).
    pub fn proves(&self) -> bool {
        self.is_complete() && !self.lean
    }

    /// Free-cell games whose columns build in alternate colours and whose cleared
    /// columns double the run that moves as one (FreeCell): nearly every deal is won
    /// (one of the 32,000 Microsoft deals is lost), and is won sooner by searches that
    /// take short turns (see `portfolio::first_turn`).
    pub fn nearly_all_won(rules: &Rules) -> bool {
        rules.def.solver.weights == WeightSet::FreeCells
            && rules.tableau.iter().all(|&t| {
                let p = &rules.piles[t];
                p.run_limit == RunLimit::FreeCellsAndColumns
                    && p.build.is_some_and(|b| b.suit == SuitRule::AlternateColour)
            })
    }

    /// The steps this search tries.
    pub fn scope(&self) -> Scope {
        Scope {
            reach: self.reach,
            splits: self.splits,
        }
    }

    /// The noise this search adds to the priority of the position with `key`.
    pub fn noise(&self, key: u64) -> u32 {
        if self.jitter == 0 {
            return 0;
        }
        let h = (key ^ self.salt).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
        h as u32 % (self.jitter + 1)
    }

    pub fn priority(&self, rules: &Rules, pos: &Position, depth: u32) -> u32 {
        let lowest = self.lowest(rules, &rules.home_counts(pos));
        let piles = (0..pos.piles.len()).map(|p| self.pile_cost(rules, pos, p, lowest));
        self.priority_from(rules, depth, piles.sum())
    }

    /// The priority given the sum of `pile_cost` over all piles, which a search keeps
    /// up to date as moves change a few piles.
    fn priority_from(&self, rules: &Rules, depth: u32, piles: i32) -> u32 {
        let cost = (self.away * rules.deck_size() as u32) as i32 + piles;
        depth + self.estimate * cost as u32
    }

    /// The lowest card value (suit × rank) of each suit not yet home, one bit each, for
    /// the burying term (which only changes when a card goes home), from the cards
    /// `home`. None when the term has no weight.
    fn lowest(&self, rules: &Rules, home: &HomeCounts) -> Lowest {
        if self.burying == 0 {
            return 0;
        }
        debug_assert!(
            (1..=MAX_BURIED_RANKS).contains(&self.buried_ranks),
            "{} buried ranks",
            self.buried_ranks
        );
        let copies = rules.copies();
        (0..4)
            .filter_map(|suit| (suit * 13..suit * 13 + 13).find(|&v| home.count(v) < copies))
            .map(|value| 1 << value)
            .sum()
    }

    /// The card values the burying term counts, one bit each: the `lowest` and, with
    /// two buried ranks, the rank above each. (A foundation holds every card of its
    /// suit below its top, so no value above the lowest not home is all home.)
    fn counted(&self, lowest: Lowest) -> u64 {
        if self.buried_ranks > 1 {
            lowest | rank_above(lowest)
        } else {
            lowest
        }
    }

    /// How many times `burying` each card on top of `card` costs (see `buried_ranks`).
    fn buried_weight(&self, card: Card, lowest: Lowest) -> usize {
        let ranks = usize::from(self.buried_ranks);
        if card.value_in(lowest) {
            ranks
        } else if card.value_in(self.counted(lowest)) {
            ranks - 1
        } else {
            0
        }
    }

    /// Pile `p`'s share of the estimate: its face-down cards, cards out of order and
    /// cards on the `lowest` cards in the tableau, its cards in a cell, and (negative)
    /// its cards home.
    fn pile_cost(&self, rules: &Rules, pos: &Position, p: usize, lowest: Lowest) -> i32 {
        let (spec, pile) = (&rules.piles[p], &pos.piles[p]);
        let cost = match spec.kind {
            PileKind::Tableau if rules.complete_runs => {
                let up = &pile.cards[pile.down..];
                let (mut breaks, mut offsuit) = (0, 0);
                for pair in up.windows(2) {
                    if pair[1].rank().value() + 1 != pair[0].rank().value() {
                        breaks += 1;
                    } else if pair[1].suit() != pair[0].suit() {
                        offsuit += 1;
                    }
                }
                let column = if pile.is_empty() { 0 } else { self.column };
                column
                    + self.down * pile.down as u32
                    + self.unordered * breaks
                    + self.offsuit * offsuit
            }
            PileKind::Tableau => {
                // Cards under the top run: each must move before the pile is in order.
                let up = &pile.cards[pile.down..];
                // (Where whole piles move, only their top cards count: no order.)
                let unordered = match spec.build {
                    Some(b) if spec.moves != Movable::Pile => up.len() - top_run(b, up),
                    _ => 0,
                };
                let mut burying = 0;
                if self.burying > 0 {
                    // (Most cards are not counted: one bit test each.)
                    let counted = self.counted(lowest);
                    for (i, &c) in pile.cards.iter().enumerate() {
                        if c.value_in(counted) {
                            burying += (pile.len() - 1 - i) * self.buried_weight(c, lowest);
                        }
                    }
                }
                let column = if pile.is_empty() { 0 } else { self.column };
                // Where the goal is to clear the tableau, each card on it is a card
                // away from the goal, as a card not home is elsewhere.
                let away = match rules.def.goal {
                    Goal::ClearTableau => self.away * pile.len() as u32,
                    // Each pile is one more to gather onto another.
                    Goal::OnePile => self.away * u32::from(!pile.is_empty()),
                    // A card not after the one on its left is a card away, locally.
                    Goal::RowsInSuit => {
                        self.away * u32::from(!pile.is_empty() && !rules.follows_left(pos, p))
                    }
                    Goal::Foundations | Goal::AcesAlone => 0,
                };
                column
                    + away
                    + self.down * pile.down as u32
                    + self.unordered * unordered as u32
                    + self.burying * burying as u32
            }
            PileKind::Cell => self.cell * pile.len() as u32,
            PileKind::Foundation => return -((self.away * pile.len() as u32) as i32),
            // A waste that builds is where the cards go (Golf): nothing there is lost.
            PileKind::Waste if spec.build.is_some() => 0,
            PileKind::Waste if rules.redeals_left(pos) == Some(0) => {
                self.waste * pile.len().saturating_sub(1) as u32
            }
            // A row dealt onto the tableau (Spider) mostly lands on cards it does not
            // build on: its cards count as out of order already, so that dealing is
            // no loss against shuffling runs about when nothing better is left.
            PileKind::Stock if rules.deals_onto_tableau() => self.stock * pile.len() as u32,
            PileKind::Stock | PileKind::Waste => 0,
        };
        cost as i32
    }
}

/// `base`, then `times - 1` copies of it that add noise up to `jitter` to their
/// priorities (`Weights::jitter`), each with its own salt. In a game where a search
/// that chooses well early wins in a few thousand positions and one that does not is
/// lost in millions, many searches that break ties differently, each given a few
/// thousand positions a turn, find wins sooner than a few searches given more (Three
/// Bears deals 201..600 at 300k positions: 91.5% decided with its six weightings
/// alone, 99.5% with these 96 searches, in a quarter of the time). Games with lost
/// deals to prove keep few searches: proving takes one search given enough positions
/// to finish.
fn restarts(base: &[Weights], times: u64, jitter: u32) -> Vec<Weights> {
    let copies = (1..times).flat_map(|salt| {
        base.iter().map(move |&w| Weights {
            jitter,
            salt: salt.wrapping_mul(0x2545_f491_4f6c_dd1d),
            ..w
        })
    });
    base.iter().copied().chain(copies).collect()
}

/// How many positions a layer of ForeCell's beam tries keeps, and how many tries.
const CELLS_BEAM: u16 = 25;
const CELLS_TRIES: u64 = 8;

/// How many positions a layer of Spider's beams keeps, and how many tries.
const SPIDER_BEAM: u16 = 300;
const SPIDER_TRIES: u64 = 32;

/// How many times `restarts` runs the base weightings, the first time without noise.
const RESTARTS: u64 = 16;

/// How many times Lower 48 runs its beam: enough for 20M positions and more (a beam
/// runs out within 17,000 positions, most within 10,000); a smaller budget runs fewer.
/// Past the last, the complete search has the rest of the budget and soon fills the
/// memory (with 400, deal #5 stopped there at 4.4M positions; with these it is won
/// at 5.6M).
const STOCK_RESTARTS: u64 = 4000;

/// How many positions a layer of Lower 48's beams keeps (deals 101..200 and 301..400
/// at 300k positions: 110 won with 100, 108 with 200).
const STOCK_BEAM: u16 = 100;

/// The noise of Lower 48's beams: twelve cards home's worth (deals 101..200 and
/// 301..400 at 300k positions: 111 won; 108 with two thirds or four thirds of it).
const STOCK_JITTER: u32 = 96;

/// The noise of a restart: at most two cards home's worth to a greedy weighting.
const JITTER: u32 = 24;

/// Card values (suit × rank), one bit each: the lowest of each suit not home.
type Lowest = u64;

/// The values one rank above `values`, in the same suits.
fn rank_above(values: u64) -> u64 {
    // A King's bit moves onto the next suit's Ace (or past the last suit): cleared.
    const ACES: u64 = 1 << 13 | 1 << 26 | 1 << 39 | 1 << 52;
    (values << 1) & !ACES
}

/// The most ranks `Weights::buried_ranks` may count.
const MAX_BURIED_RANKS: u8 = 2;

/// One position's estimate kept pile by pile, so that the estimates of its children,
/// which differ from it in a few piles, are this one's mended.
#[derive(Default)]
pub struct Estimate {
    costs: Vec<i32>,
    total: i32,
    lowest: Lowest,
}

impl Estimate {
    /// Remembers each pile's share of `pos`'s estimate, given the cards `home` there.
    pub fn reset(&mut self, weights: &Weights, rules: &Rules, pos: &Position, home: &HomeCounts) {
        self.lowest = weights.lowest(rules, home);
        self.costs.clear();
        let lowest = self.lowest;
        self.costs
            .extend((0..pos.piles.len()).map(|p| weights.pile_cost(rules, pos, p, lowest)));
        self.total = self.costs.iter().sum();
    }

    /// Remembers `pos`, which differs from the remembered position only in the piles
    /// listed in `changed`, and has the cards `home`.
    pub fn descend(
        &mut self,
        weights: &Weights,
        rules: &Rules,
        pos: &Position,
        changed: &[usize],
        home: &HomeCounts,
    ) {
        // A new lowest card not home changes the shares of piles that did not change.
        if weights.lowest(rules, home) != self.lowest {
            return self.reset(weights, rules, pos, home);
        }
        for (i, &p) in changed.iter().enumerate() {
            if !changed[..i].contains(&p) {
                let cost = weights.pile_cost(rules, pos, p, self.lowest);
                self.total += cost - self.costs[p];
                self.costs[p] = cost;
            }
        }
        // (Unit tests check the mending against remembering anew.)
        #[cfg(test)]
        {
            let mut anew = Estimate::default();
            anew.reset(weights, rules, pos, home);
            assert_eq!((&anew.costs, anew.total), (&self.costs, self.total));
        }
    }

    /// The priority of `pos`, which differs from the remembered position only in the
    /// piles listed in `changed`, and has the cards `home`.
    pub fn priority(
        &self,
        weights: &Weights,
        rules: &Rules,
        pos: &Position,
        depth: u32,
        changed: &[usize],
        home: &HomeCounts,
    ) -> u32 {
        // A card gone home (or taken back) may change the lowest cards not home: then
        // the piles that hold cards counted now or before are mended too.
        let went_home = changed
            .iter()
            .any(|&p| rules.piles[p].kind == PileKind::Foundation);
        let lowest = if went_home {
            weights.lowest(rules, home)
        } else {
            self.lowest
        };
        let mut piles = self.total;
        let mut mend = |p: usize| piles += weights.pile_cost(rules, pos, p, lowest) - self.costs[p];
        for (i, &p) in changed.iter().enumerate() {
            if !changed[..i].contains(&p) {
                mend(p);
            }
        }
        if lowest != self.lowest {
            // Cards counted now or before: a card taken back off a foundation lowers
            // the lowest, and cards counted only before are then still in play.
            let counted = weights.counted(lowest) | weights.counted(self.lowest);
            for (p, pile) in pos.piles.iter().enumerate() {
                if !changed.contains(&p) && pile.cards.iter().any(|&c| c.value_in(counted)) {
                    mend(p);
                }
            }
        }
        let priority = weights.priority_from(rules, depth, piles);
        // (Unit tests check the mending against the whole sum.)
        #[cfg(test)]
        assert_eq!(priority, weights.priority(rules, pos, depth));
        priority
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::card::{Rank, Suit};

    #[test]
    fn a_cleared_column_counts_where_it_doubles_the_runs_that_move() {
        let king = Card::new(0, Suit::Spades, Rank::KING);
        let share = |id: &str, cards: Vec<Card>| {
            let rules = builtin(id).unwrap();
            let weights = Weights::portfolio(&rules)[0];
            let mut pos = rules.deal(1);
            let t = rules.tableau[0];
            pos.piles[t].cards = cards;
            pos.piles[t].down = 0;
            let lowest = weights.lowest(&rules, &rules.home_counts(&pos));
            weights.pile_cost(&rules, &pos, t, lowest)
        };
        // A lone King holds no lowest card and is in order: only the column term is left.
        assert_eq!(share("freecell", vec![king]) - share("freecell", vec![]), 2);
        assert_eq!(share("forecell", vec![king]) - share("forecell", vec![]), 0);
    }

    #[test]
    fn cards_on_the_rank_above_the_lowest_count_as_buried_at_less_weight() {
        let rules = builtin("lower-48").unwrap();
        let card = |suit, rank| Card::new(0, suit, Rank::new(rank).unwrap());
        // Nothing home: the Ace of spades is the lowest spade not home.
        let share = |weights: Weights, bottom: u8| {
            let mut pos = rules.deal(1);
            let t = rules.tableau[0];
            let (nine, eight) = (card(Suit::Hearts, 9), card(Suit::Spades, 8));
            pos.piles[t].cards = vec![card(Suit::Spades, bottom), nine, eight];
            let lowest = weights.lowest(&rules, &rules.home_counts(&pos));
            weights.pile_cost(&rules, &pos, t, lowest)
        };
        let two_ranks = Weights::portfolio(&rules)[0];
        assert_eq!((two_ranks.buried_ranks, two_ranks.burying), (2, 2));
        // Two cards on top, at twice the weight on the Ace, once on the two.
        assert_eq!(share(two_ranks, 1) - share(two_ranks, 3), 8);
        assert_eq!(share(two_ranks, 2) - share(two_ranks, 3), 4);
        let lowest_only = Weights {
            buried_ranks: 1,
            ..two_ranks
        };
        assert_eq!(share(lowest_only, 1) - share(lowest_only, 3), 4);
        assert_eq!(share(lowest_only, 2) - share(lowest_only, 3), 0);
    }

    #[test]
    fn the_rank_above_stays_in_its_suit() {
        let value = |suit: Suit, rank: u8| Card::new(0, suit, Rank::new(rank).unwrap()).value();
        let bits = |values: &[usize]| values.iter().map(|&v| 1u64 << v).sum::<u64>();
        let (ace, two) = (value(Suit::Hearts, 1), value(Suit::Hearts, 2));
        assert_eq!(rank_above(bits(&[ace])), bits(&[two]));
        // No rank above a King, whichever suit.
        let kings: Vec<usize> = Suit::ALL.iter().map(|&s| value(s, 13)).collect();
        assert_eq!(rank_above(bits(&kings)), 0);
    }

    #[test]
    fn every_game_searches_every_move_first() {
        // Only a complete search proves a deal lost, and `solve` never retires the first.
        for rules in crate::builtin_games() {
            assert_eq!(Weights::portfolio(rules)[0].reach, None, "{}", rules.id());
        }
        let lower_48 = Weights::portfolio(&builtin("lower-48").unwrap());
        assert!(
            lower_48[1..]
                .iter()
                .all(|w| !w.is_complete() && w.beam.is_some())
        );
    }

    #[test]
    fn restarts_run_the_base_first_then_salted_noisy_copies() {
        let rules = builtin("three-bears").unwrap();
        let portfolio = Weights::portfolio(&rules);
        let base = portfolio.iter().take_while(|w| w.jitter == 0).count();
        assert!(base > 0 && portfolio.len() == base * RESTARTS as usize);
        let copies = &portfolio[base..];
        assert!(copies.iter().all(|w| w.jitter == JITTER));
        let mut salts: Vec<u64> = copies.iter().map(|w| w.salt).collect();
        salts.sort_unstable();
        salts.dedup();
        assert_eq!(salts.len(), RESTARTS as usize - 1);
        // Games with lost deals to prove keep their few searches, without noise;
        // ForeCell adds its beam tries after them.
        let freecell = builtin("freecell").unwrap();
        assert!(Weights::portfolio(&freecell).iter().all(|w| w.jitter == 0));
        let forecell = Weights::portfolio(&builtin("forecell").unwrap());
        assert!(
            forecell[..4]
                .iter()
                .all(|w| w.is_complete() && w.jitter == 0)
        );
        assert!(forecell[4..].iter().all(|w| w.beam == Some(CELLS_BEAM)));
        assert_eq!(forecell.len(), 4 + CELLS_TRIES as usize);
    }

    #[test]
    fn noise_stays_within_the_jitter_and_depends_on_the_salt() {
        let rules = builtin("three-bears").unwrap();
        let portfolio = Weights::portfolio(&rules);
        let (plain, a, b) = (portfolio[0], portfolio[6], portfolio[12]);
        let keys = (0..1000u64).map(|k| k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (mut differ, mut most) = (0, 0);
        for key in keys {
            assert_eq!(plain.noise(key), 0);
            most = most.max(a.noise(key));
            differ += usize::from(a.noise(key) != b.noise(key));
        }
        assert_eq!(most, JITTER);
        assert!(differ > 900, "{differ}");
    }
}
