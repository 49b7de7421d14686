//! What each pile would take now, at a glance: for every card value (suit × rank), the
//! set of piles it could go onto. Worked out once per position, it lets move generation
//! match each card that could move against its few possible targets in one lookup
//! instead of trying every pile, and lets the solver skip stock cards nothing wants.

use super::build::values_onto;
use super::rows::Wanted;
use super::{Fill, PileKind, Rules};
use crate::card::{Card, Rank};
use crate::position::Position;

/// A set of piles, one bit per pile (a game has at most `MAX_PILES`).
pub type PileSet = u64;

/// At most this many piles in a game, so that a `PileSet` holds any set of them.
pub const MAX_PILES: usize = 64;

/// The members of a bit set, lowest first: the piles of a `PileSet`, or card values.
pub fn members(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let p = set.trailing_zeros() as usize;
            set &= set - 1;
            p
        })
    })
}

pub struct Takes {
    /// Per card value: the piles whose top card or empty base it fits.
    by_value: [PileSet; 52],
    /// Piles that take any card at a glance (empty free cells and spaces).
    any: PileSet,
    /// Free cells, foundations and a waste that builds: they take one card at a time,
    /// and for them the glance is the whole rule. Tableau piles still judge their fill
    /// rule, size limit and how many cards may move at once.
    exact: PileSet,
}

impl Takes {
    /// With `distinct`, of several empty piles of one group only the first counts:
    /// the others would lead to the same positions up to the order of the piles.
    pub fn of(rules: &Rules, pos: &Position, distinct: bool) -> Takes {
        let mut takes = Takes {
            by_value: [0; 52],
            any: 0,
            exact: 0,
        };
        if let Some(sum) = rules.def.pairs {
            takes.mark_pairs(rules, pos, sum);
            return takes;
        }
        // Groups with an empty pile so far (every group has a pile, so they fit too).
        let mut empty_seen: u64 = 0;
        for (p, (spec, pile)) in rules.piles.iter().zip(&pos.piles).enumerate() {
            let bit: PileSet = 1 << p;
            // (Empty piles whose place is part of the rules are never alike.)
            if distinct && pile.is_empty() && rules.positional & bit == 0 {
                let group = 1 << spec.group;
                if empty_seen & group != 0 {
                    continue;
                }
                empty_seen |= group;
            }
            if rules.is_covered(pos, p) {
                continue;
            }
            match (spec.kind, pile.top(), spec.build) {
                // A waste that builds (Golf) takes one card, and the glance is the rule.
                (PileKind::Waste, None, Some(_)) => {
                    takes.any |= bit;
                    takes.exact |= bit;
                }
                (PileKind::Waste, Some(top), Some(build)) => {
                    takes.mark(values_onto(build, top), bit);
                    takes.exact |= bit;
                }
                (PileKind::Stock | PileKind::Waste, _, _) => {}
                (PileKind::Cell, None, _) => {
                    takes.any |= bit;
                    takes.exact |= bit;
                }
                (PileKind::Cell, Some(_), _) => {}
                // A whole suit goes on an empty one, King first (the engine checks the
                // rest).
                (PileKind::Foundation, None, _) if spec.complete_runs => {
                    takes.mark(rank_values(Rank::KING), bit)
                }
                (PileKind::Foundation, _, _) if spec.complete_runs => {}
                (PileKind::Foundation, _, _) => {
                    let wants = foundation_wants(rules, pos, p);
                    if wants != 0 {
                        takes.mark(wants, bit);
                        takes.exact |= bit;
                    }
                }
                // Any card from one pile (Sir Tommy's waste): the engine checks where
                // it comes from.
                (PileKind::Tableau, _, _) if spec.takes_from.is_some() => takes.any |= bit,
                (PileKind::Tableau, None, _) => match spec.empty {
                    Fill::Any => takes.any |= bit,
                    Fill::Kings => takes.mark(rank_values(Rank::KING), bit),
                    Fill::Never => {}
                    Fill::FollowsLeft(first) => match rules.wanted_after_left(pos, p, first) {
                        Wanted::Rank(rank) => takes.mark(rank_values(rank), bit),
                        Wanted::After(left) => {
                            if let Some(rank) = left.rank().succ(false) {
                                let value =
                                    left.suit().index() * 13 + usize::from(rank.value()) - 1;
                                takes.mark(1 << value, bit);
                            }
                        }
                        Wanted::Nothing => {}
                    },
                },
                (PileKind::Tableau, Some(top), Some(build)) => {
                    takes.mark(values_onto(build, top), bit)
                }
                (PileKind::Tableau, Some(_), None) => {}
            }
        }
        takes
    }

    /// Where cards pair off (Pyramid): each open top card takes its partners, and the
    /// foundation takes a card of rank `sum` alone (that glance is its whole rule).
    fn mark_pairs(&mut self, rules: &Rules, pos: &Position, sum: u8) {
        for (p, (spec, pile)) in rules.piles.iter().zip(&pos.piles).enumerate() {
            let bit: PileSet = 1 << p;
            if spec.kind == PileKind::Foundation {
                if let Some(rank) = Rank::new(sum) {
                    self.mark(rank_values(rank), bit);
                }
                self.exact |= bit;
                continue;
            }
            let open = pile.top().is_some() && pile.face_up(pile.len() - 1);
            if let Some(top) = pile.top().filter(|_| open && !rules.is_covered(pos, p))
                && let Some(rank) = sum.checked_sub(top.rank().value()).and_then(Rank::new)
            {
                self.mark(rank_values(rank), bit);
            }
        }
    }

    /// The piles `card` might go onto (for tableau piles, the full check may still say
    /// no).
    pub fn targets(&self, card: Card) -> PileSet {
        self.by_value[card.value()] | self.any
    }

    /// Piles for which the glance is the whole rule, for one card at a time.
    pub fn exact(&self) -> PileSet {
        self.exact
    }

    /// Marks `bit` for the card values in `values` (one bit each).
    fn mark(&mut self, values: u64, bit: PileSet) {
        for value in members(values) {
            self.by_value[value] |= bit;
        }
    }
}

/// The card values (one bit each) foundation `f` takes next, at a glance.
#[inline]
pub fn foundation_wants(rules: &Rules, pos: &Position, f: usize) -> u64 {
    let pile = &pos.piles[f];
    match (pile.top(), rules.piles[f].build) {
        _ if rules.piles[f].complete_runs => 0,
        _ if rules.piles[f].home_rule == Some(super::HomeRule::SetAside) => 0,
        _ if rules.piles[f].home_rule.is_some() => {
            let full = rules.piles[f]
                .max_cards
                .is_some_and(|max| pile.len() >= max);
            if full {
                0
            } else {
                outranked_values(rules, pos)
            }
        }
        // Where cards pair off (Pyramid), a card of the pairs' rank goes home alone.
        _ if rules.def.pairs.is_some() => {
            rules.def.pairs.and_then(Rank::new).map_or(0, rank_values)
        }
        (None, _) => rank_values(pos.base),
        (Some(top), Some(build)) if pile.len() < 13 => values_onto(build, top),
        _ => 0,
    }
}

/// The card values (one bit each) outranked on the tableau: below, in its suit, the
/// highest top card of a tableau pile, Aces high; never an Ace. (A top card never
/// outranks itself, so "another pile's" needs no check.)
pub fn outranked_values(rules: &Rules, pos: &Position) -> u64 {
    let mut values = 0;
    for &t in &rules.tableau {
        if let Some(top) = pos.piles[t].top() {
            // The suit's cards from its 2 up to (not including) the top's rank; all of
            // them from 2 to King under an Ace.
            let below = match top.rank().value() {
                1 => 13,
                r => r - 1,
            };
            let twos = (1u64 << below) - 2;
            values |= twos << (13 * top.suit().index());
        }
    }
    values
}

/// The card values of `rank`, one per suit.
fn rank_values(rank: Rank) -> u64 {
    // The aces' bits (values 0, 13, 26, 39), moved up to `rank`.
    const ACES: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;
    ACES << (rank.value() - 1)
}
