//! `Rules`: a game definition compiled to a flat table of piles, each with its group's
//! rules resolved, which the engine interprets; and the deal.

use super::build;
use super::def::{Base, Build, Fill, GameDef, HomeRule, Movable, PileKind, RunLimit};
use crate::card::{Card, Rank};
use crate::deal;
use crate::moves::PileId;
use crate::position::{Pile, Position};

/// One pile's rules, resolved from its group.
#[derive(Clone, Debug, PartialEq)]
pub struct PileSpec {
    pub group: usize,
    /// Position within the group (0-based).
    pub index: usize,
    pub kind: PileKind,
    /// Short name used in move notation: "t3", "f1", "s".
    pub name: String,
    pub build: Option<Build>,
    pub moves: Movable,
    pub run_limit: RunLimit,
    pub empty: Fill,
    pub max_cards: Option<usize>,
    /// A foundation whose top card may go back onto a tableau pile.
    pub gives_back: bool,
    /// A foundation that takes only whole suits, King to Ace (Spider).
    pub complete_runs: bool,
    /// What a foundation that does not build takes (Aces Up's discard pile).
    pub home_rule: Option<HomeRule>,
    /// The pile whose top card fills this one once a move empties it (Canfield).
    pub refill_from: Option<PileId>,
    /// The one pile this one takes cards from, any card (Sir Tommy's waste).
    pub takes_from: Option<PileId>,
    /// (face down, face up) cards dealt here; `None` for the pile that takes the rest.
    pub deal: Option<(usize, usize)>,
    /// The distances (one bit each) to the piles of its group on its left that this
    /// pile's cards may go onto; 0: any pile (Accordion's 1 and 3).
    pub onto_left: u64,
    /// An emptied pile of this group closes up (Accordion).
    pub close_gaps: bool,
    /// The group's last pile.
    pub group_last: PileId,
    /// The pile on its left in its row (rows as the layout's `per_row` lays them);
    /// `None` for a row's first.
    pub left: Option<PileId>,
}

/// A validated game definition, ready to deal and judge moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    pub def: GameDef,
    pub piles: Vec<PileSpec>,
    pub foundations: Vec<PileId>,
    pub tableau: Vec<PileId>,
    /// The tableau piles, one bit each as in a `PileSet` (where a foundation gives
    /// cards back to).
    pub tableau_set: u64,
    pub cells: Vec<PileId>,
    pub stock: Option<PileId>,
    pub waste: Option<PileId>,
    /// The distinct build rules of the tableau piles.
    pub tableau_builds: Vec<Build>,
    /// For each card value (suit × rank, 0..52), the values that some tableau pile
    /// would let be built onto it (and, where foundations give cards back, onto
    /// those, and so on): what must be home before it is safe to send home.
    pub builders: Vec<Vec<u8>>,
    /// The definition's `deal_rows` as the piles each deals to, in order (empty: round
    /// by round).
    pub deal_rows: Vec<Vec<PileId>>,
    /// For each pile, the piles lying over it (one bit each, as in a `PileSet`): it is
    /// blocked while any of them holds a card. Zero for most piles and games.
    pub covered_by: Vec<u64>,
    /// For each pile, the piles it lies over.
    pub covering: Vec<u64>,
    /// The foundations take whole suits, which leave as soon as they lie complete.
    pub complete_runs: bool,
    /// Some foundation takes cards by a `HomeRule` (a discard pile): no card is ever
    /// safe to send there unasked.
    pub discards: bool,
    /// The values (suit × rank) of the definition's `last_dealt` cards, in order.
    pub last_dealt: Vec<usize>,
    /// The rank (1 to 13) of the definition's `sink`: cards that go under their piles.
    pub sink: Option<u8>,
    /// The tableau piles (one bit each, as in a `PileSet`) a stock dealt onto the
    /// tableau reaches with its rows, a card each from the first as far as it goes:
    /// Spider's ten, Scorpion's first three. None where the stock deals to a waste.
    pub row_piles: u64,
    /// The piles (one bit each) whose place in their group is part of the rules
    /// (`onto_left`, `close_gaps`, `Fill::FollowsLeft`): never interchangeable.
    pub positional: u64,
    /// The rank (1 to 13) of the definition's `set_aside`, and the pile those cards go to.
    pub set_aside: Option<(u8, PileId)>,
}

/// PySolFC's Baker's Dozen hook (see `GameDef::sink`) on `order`, first dealt first,
/// whose cards go to the piles `dealt_to` names in turn: the pack turned over, then
/// each card of `rank` (found before any swap, in dealing order) swapped with the first
/// card dealt to its pile before it that is not of `rank`.
fn sink(order: &mut [Card], dealt_to: &[PileId], rank: u8) {
    order.reverse();
    let of_rank = |c: &Card| c.rank().value() == rank;
    let found: Vec<usize> = (0..dealt_to.len().min(order.len()))
        .filter(|&i| of_rank(&order[i]))
        .collect();
    for i in found {
        if let Some(j) = (0..i).find(|&j| dealt_to[j] == dealt_to[i] && !of_rank(&order[j])) {
            order.swap(i, j);
        }
    }
}

impl PileSpec {
    /// What a run that moves together off this pile is built by: its build rule
    /// (`Run`), in one suit (`SuitedRun`); `None` where runs do not move together.
    pub fn run_build(&self) -> Option<Build> {
        match self.moves {
            Movable::Run | Movable::TopOrPile => self.build,
            Movable::SuitedRun => self.build.map(|b| Build {
                suit: super::SuitRule::Same,
                ..b
            }),
            Movable::Top | Movable::Group | Movable::Pile => None,
        }
    }

    /// May `count` of this pile's `len` cards leave together, as far as how many they
    /// are goes? Always, but where a pile gives its top card or all of them (Canfield),
    /// or only all of them (Accordion).
    pub fn gives(&self, count: usize, len: usize) -> bool {
        match self.moves {
            Movable::TopOrPile => count == 1 || count == len,
            Movable::Pile => count == len,
            _ => true,
        }
    }

    /// The card of the `moving` ones (bottom first) that must build where they go: the
    /// bottom one, or the top one where whole piles move (Accordion).
    pub fn lead(&self, moving: &[Card]) -> Card {
        match self.moves {
            Movable::Pile => moving[moving.len() - 1],
            _ => moving[0],
        }
    }
}

/// `Rules::row_piles`: the first tableau piles, as many as the deal leaves in the stock
/// of a deck of `deck` cards, where the stock deals onto the tableau.
pub(super) fn row_piles(
    onto_tableau: bool,
    piles: &[PileSpec],
    tableau: &[PileId],
    deck: usize,
) -> u64 {
    if !onto_tableau {
        return 0;
    }
    let dealt: usize = piles
        .iter()
        .filter_map(|p| p.deal)
        .map(|(d, u)| d + u)
        .sum();
    tableau
        .iter()
        .take(deck.saturating_sub(dealt))
        .fold(0, |set, &t| set | 1u64.checked_shl(t as u32).unwrap_or(0))
}

/// `builders` for a set of tableau build rules. Where foundations give cards back, a
/// card built onto this one may be taken back to hold one built onto it (the Four of
/// hearts for the Three of clubs, needing a black Five), and so on: all of those
/// must be home too.
pub(super) fn builders_table(builds: &[Build], gives_back: bool) -> Vec<Vec<u8>> {
    let direct: Vec<Vec<u8>> = Card::all(1)
        .map(|card| {
            Card::all(1)
                .filter(|&other| builds.iter().any(|&b| build::builds_on(b, other, card)))
                .map(Card::id)
                .collect()
        })
        .collect();
    if !gives_back {
        return direct;
    }
    (0..direct.len())
        .map(|card| {
            let mut all: Vec<u8> = Vec::new();
            let mut todo = direct[card].clone();
            while let Some(other) = todo.pop() {
                if usize::from(other) != card && !all.contains(&other) {
                    all.push(other);
                    todo.extend(&direct[usize::from(other)]);
                }
            }
            all.sort_unstable();
            all
        })
        .collect()
}

impl Rules {
    pub fn id(&self) -> &str {
        &self.def.id
    }

    pub fn name(&self) -> &str {
        &self.def.name
    }

    pub fn deck_size(&self) -> usize {
        usize::from(self.def.decks) * 52
    }

    /// How many copies of each value the deck holds: one a deck, more where the decks
    /// have fewer suits (Spider's one-suit game has eight of each spade).
    pub fn copies(&self) -> u8 {
        self.def.decks * 4 / self.def.suits.count()
    }

    /// The game's cards, each once, in id order.
    pub fn cards(&self) -> impl Iterator<Item = Card> {
        Card::game_deck(self.def.decks, self.def.suits)
    }

    /// Does the deal hide cards from the player (face down, or in the stock's order)?
    pub fn hides_cards(&self) -> bool {
        self.piles
            .iter()
            .any(|p| p.deal.is_none_or(|(down, _)| down > 0))
    }

    /// Is pile `p` under a pile that still holds a card?
    #[inline]
    pub fn is_covered(&self, pos: &Position, p: PileId) -> bool {
        let by = self.covered_by[p];
        by != 0 && super::members(by).any(|q| !pos.piles[q].is_empty())
    }

    /// Does pile `p` lie over others or under them (TriPeaks, Pyramid)?
    pub fn is_layered(&self, p: PileId) -> bool {
        self.covered_by[p] != 0 || self.covering[p] != 0
    }

    /// For each tableau pile, the tableau piles lying over it, by their index in
    /// `tableau` (one bit each): what a search over the tableau alone needs.
    pub fn tableau_over(&self) -> Vec<u64> {
        let index = |p: usize| self.tableau.iter().position(|&t| t == p);
        self.tableau
            .iter()
            .map(|&t| {
                super::members(self.covered_by[t])
                    .filter_map(index)
                    .fold(0u64, |m, i| m | 1 << i)
            })
            .collect()
    }

    /// How many layers of piles pile `p` lies over (0 for a pile over none): cards of
    /// a higher layer are drawn over those of a lower.
    pub fn layer(&self, p: PileId) -> usize {
        super::members(self.covering[p])
            .map(|q| 1 + self.layer(q))
            .max()
            .unwrap_or(0)
    }

    pub fn pile_count(&self) -> usize {
        self.piles.len()
    }

    /// The pile each dealt card goes to, in the order the dealer puts them out: round
    /// by round, one to each pile that still wants one, as a dealer would (this is also
    /// how Microsoft FreeCell deals); or, where the definition gives `deal_rows`, row by
    /// row (as PySolFC deals). The stock's share, the rest, is not in it.
    pub fn dealing_order(&self) -> Vec<PileId> {
        if !self.deal_rows.is_empty() {
            return self.deal_rows.concat();
        }
        let wants: Vec<usize> = self
            .piles
            .iter()
            .map(|p| p.deal.map_or(0, |(down, up)| down + up))
            .collect();
        let rounds = wants.iter().copied().max().unwrap_or(0);
        let mut order = Vec::new();
        for round in 0..rounds {
            order.extend((0..wants.len()).filter(|&p| round < wants[p]));
        }
        order
    }

    /// For each pile, the turn (from 0) at which the dealer puts out each of its dealt
    /// cards, bottom card first (see `dealing_order`): what a deal's animation follows.
    pub fn dealing_turns(&self) -> Vec<Vec<usize>> {
        let mut turns = vec![Vec::new(); self.piles.len()];
        for (turn, p) in self.dealing_order().into_iter().enumerate() {
            turns[p].push(turn);
        }
        turns
    }

    /// Deals game #`number` in the `dealing_order`; the stock takes whatever is left,
    /// as dealt (the last card on top), or with `deal_rows` the next card on top (as
    /// PySolFC's stock holds it).
    pub fn deal(&self, number: u32) -> Position {
        let suits = self.def.suits;
        let mut order: Vec<Card> = deal::shuffled(self.def.shuffle, self.def.decks, number)
            .into_iter()
            .map(|c| suits.relabel(c))
            .collect();
        // Cards put out last keep the others' order (PySolFC's shuffle hook).
        for &value in &self.last_dealt {
            if let Some(i) = order.iter().rposition(|c| c.value() == value) {
                let card = order.remove(i);
                order.push(card);
            }
        }
        if let Some(rank) = self.sink {
            sink(&mut order, &self.dealing_order(), rank);
        }
        let mut cards = order.into_iter();
        let mut piles = vec![Pile::default(); self.piles.len()];
        for p in self.dealing_order() {
            piles[p].cards.extend(cards.next());
        }
        let rest: Vec<Card> = if self.deal_rows.is_empty() {
            cards.collect()
        } else {
            cards.rev().collect()
        };
        let mut rest = rest.into_iter();
        for (pile, spec) in piles.iter_mut().zip(&self.piles) {
            match spec.deal {
                Some((down, _)) => pile.down = down,
                None => {
                    pile.cards.extend(rest.by_ref());
                    pile.down = pile.cards.len();
                }
            }
        }
        // A stock whose top card plays shows it (Pyramid).
        if let Some(stock) = self.stock
            && self.stock_top_plays()
        {
            let pile = &mut piles[stock];
            pile.down = pile.cards.len().saturating_sub(1);
        }
        // Cards set aside as they are dealt leave their places empty (Montana's Aces).
        if let Some((rank, aside)) = self.set_aside {
            for p in self.dealing_order() {
                if let Some(i) = piles[p].cards.iter().position(|c| c.rank().value() == rank) {
                    let card = piles[p].cards.remove(i);
                    piles[p].down = piles[p].down.min(piles[p].len());
                    piles[aside].cards.push(card);
                }
            }
        }
        let base = match self.def.base {
            Base::Ace => Rank::ACE,
            Base::King => Rank::KING,
            Base::Dealt => piles[self.foundations[0]]
                .top()
                .expect("validated: the first foundation is dealt a card")
                .rank(),
        };
        // A reshuffle carries on the deal's generator from where its shuffle left it.
        let (deal, draws) = match self.def.stock.and_then(|s| s.reshuffle) {
            Some(_) => (number, u32::from(self.def.decks) * 52 - 1),
            None => (0, 0),
        };
        Position {
            piles,
            redeals: 0,
            base,
            deal,
            draws,
        }
    }
}
