//! A stock that reshuffles (La Belle Lucie, Montana): a redeal gathers tableau cards,
//! shuffles them with the deal's generator carried on (as PySolFC does) and deals them
//! out again; undoing it puts every card back where it lay.
//!
//! What undo needs is kept in `Applied::gathered`: gathering the whole tableau, each
//! pile's length (`LENGTH_BITS` each); gathering after the rows' runs, the piles left
//! empty (bits 0..64, one a pile) and each row's run (`RUN_BITS` each from bit 64).

use super::{Gather, Redeal, Reshuffle, Rules};
use crate::card::Card;
use crate::position::Position;
use crate::pysol;

/// Bits per pile length in `Applied::gathered` (lengths up to 127).
const LENGTH_BITS: usize = 7;

/// The most tableau piles a reshuffle that gathers the whole tableau may have: their
/// lengths must fit in `Applied::gathered`.
pub const MAX_GATHERED_PILES: usize = 128 / LENGTH_BITS;

/// Bits per row's run in `Applied::gathered` (runs up to 31 places).
const RUN_BITS: usize = 5;

/// The most rows a reshuffle after the rows' runs may have.
pub const MAX_GATHERED_ROWS: usize = 64 / RUN_BITS;

impl Rules {
    /// How the stock reshuffles, where it does.
    pub fn reshuffles(&self) -> Option<Reshuffle> {
        self.def.stock.and_then(|s| s.reshuffle)
    }

    /// Gathers, shuffles and deals the cards again; returns what undo needs.
    pub(super) fn reshuffle(&self, pos: &mut Position) -> u128 {
        let how = self.reshuffles().expect("checked: the stock reshuffles");
        let (mut cards, gathered) = match how.gather {
            Gather::Tableau => self.gather_tableau(pos),
            Gather::AfterRuns => self.gather_after_runs(pos),
        };
        pysol::reshuffle(pos.deal, pos.draws, &mut cards);
        pos.draws += draws(cards.len());
        // The stock's top card (the last) is dealt first.
        for p in self.redeal_order(how.deal, cards.len(), gathered) {
            let card = cards.pop().expect("a pile for each card");
            pos.piles[p].cards.push(card);
        }
        gathered
    }

    /// Exactly reverses `reshuffle`, given what it returned.
    pub(super) fn unshuffle(&self, pos: &mut Position, gathered: u128) {
        let how = self.reshuffles().expect("a reshuffle was made");
        let n = match how.gather {
            Gather::Tableau => self.tableau.iter().map(|&t| pos.piles[t].len()).sum(),
            Gather::AfterRuns => self.gathered_piles(gathered).len() - self.rows().count(),
        };
        // Taken back in the reverse of dealing, the cards lie as the shuffle left them.
        let mut cards: Vec<Card> = Vec::with_capacity(n);
        for p in self.redeal_order(how.deal, n, gathered).into_iter().rev() {
            cards.push(
                pos.piles[p]
                    .cards
                    .pop()
                    .expect("dealt cards are on the piles"),
            );
        }
        pos.draws -= draws(n);
        pysol::unshuffle(pos.deal, pos.draws, &mut cards);
        match how.gather {
            Gather::Tableau => {
                let mut rest = cards.into_iter();
                for (i, &t) in self.tableau.iter().enumerate() {
                    let len = (gathered >> (i * LENGTH_BITS)) as usize & ((1 << LENGTH_BITS) - 1);
                    pos.piles[t].cards.extend(rest.by_ref().take(len));
                }
            }
            Gather::AfterRuns => {
                let mut rest = cards.into_iter();
                for p in self.gathered_piles(gathered) {
                    if gathered >> p & 1 == 0 {
                        pos.piles[p].cards.extend(rest.next());
                    }
                }
            }
        }
    }

    /// In each row, the places after its run, row by row, left to right, with their
    /// cards; which places were empty and each row's run.
    fn gather_after_runs(&self, pos: &mut Position) -> (Vec<Card>, u128) {
        let (mut cards, mut empty, mut runs) = (Vec::new(), 0u64, 0u128);
        for (r, (start, first)) in self.rows().enumerate() {
            let run = self.row_run(pos, start, first);
            runs |= (run as u128) << (r * RUN_BITS);
            for p in self.row(start).skip(run) {
                match pos.piles[p].cards.pop() {
                    Some(card) => cards.push(card),
                    None => empty |= 1 << p,
                }
            }
        }
        (cards, u128::from(empty) | runs << 64)
    }

    /// The places `gather_after_runs` gathered, in order, as its `gathered` says.
    fn gathered_piles(&self, gathered: u128) -> Vec<usize> {
        self.rows_after_runs(gathered, 0)
    }

    /// In each row, the places after its run (as `gathered` keeps it) but the first
    /// `skip`, row by row, left to right.
    fn rows_after_runs(&self, gathered: u128, skip: usize) -> Vec<usize> {
        let runs = (gathered >> 64) as u64;
        self.rows()
            .enumerate()
            .flat_map(|(r, (start, _))| {
                let run = (runs >> (r * RUN_BITS)) as usize & ((1 << RUN_BITS) - 1);
                self.row(start).skip(run + skip)
            })
            .collect()
    }

    /// Every tableau card, pile by pile from its bottom, and the piles' lengths.
    fn gather_tableau(&self, pos: &mut Position) -> (Vec<Card>, u128) {
        let mut cards = Vec::new();
        let mut lengths = 0u128;
        for (i, &t) in self.tableau.iter().enumerate() {
            let pile = &mut pos.piles[t];
            lengths |= (pile.len() as u128) << (i * LENGTH_BITS);
            cards.append(&mut pile.cards);
            pile.down = 0;
        }
        (cards, lengths)
    }

    /// The piles `n` gathered cards go to, in the order they are dealt (`gathered` as
    /// the gathering returned it).
    fn redeal_order(&self, deal: Redeal, n: usize, gathered: u128) -> Vec<usize> {
        match deal {
            Redeal::Fans(fan) => {
                let fan = usize::from(fan);
                (0..fan)
                    .flat_map(|round| self.tableau[..(n + round) / fan].iter().copied())
                    .collect()
            }
            // Each row's first place gathered stays a gap.
            Redeal::IntoGathered => self.rows_after_runs(gathered, 1),
        }
    }

    /// What is wrong with the stock's reshuffle, if anything: (field, problem).
    pub(super) fn reshuffle_problem(&self) -> Option<(&'static str, String)> {
        let stock = self.def.stock?;
        let how = stock.reshuffle?;
        let problem = if self.waste.is_some() {
            "a stock that reshuffles turns nothing over: the game has no waste".into()
        } else if self.def.shuffle != super::Shuffle::PySol {
            "a reshuffle carries on PySolFC's generator: shuffle: PySol".into()
        } else if stock.redeals.is_none_or(|r| r == 0) {
            "a stock that reshuffles does so a set number of times: redeals: Some(n), n > 0".into()
        } else if self
            .piles
            .iter()
            .any(|p| p.deal.is_some_and(|(down, _)| down > 0))
        {
            "a reshuffle deals every card face up: the deal must too".into()
        } else {
            match (how.gather, how.deal) {
                (Gather::Tableau, Redeal::Fans(0)) => "fans of at least one card".into(),
                (Gather::Tableau, Redeal::Fans(fan)) => {
                    let room = usize::from(fan) * self.tableau.len();
                    if self.tableau.len() > MAX_GATHERED_PILES {
                        format!("a reshuffle gathers at most {MAX_GATHERED_PILES} tableau piles")
                    } else if room < self.deck_size() {
                        format!("the tableau's fans hold {room} cards, fewer than the deck's")
                    } else {
                        return None;
                    }
                }
                (Gather::AfterRuns, Redeal::IntoGathered) => {
                    let rows = self.rows().count();
                    if rows == 0 {
                        "gathering after the rows' runs needs rows: tableau piles with empty: FollowsLeft(rank)".into()
                    } else if rows > MAX_GATHERED_ROWS || self.piles.len() > 64 {
                        format!("gathering after the rows' runs takes at most {MAX_GATHERED_ROWS} rows and 64 piles")
                    } else if self.rows().any(|(p, _)| self.row(p).count() >= 1 << RUN_BITS) {
                        "a row of at most 31 places".into()
                    } else if self.tableau.iter().any(|&t| self.piles[t].max_cards != Some(1)) {
                        "gathering after the rows' runs takes places of one card: max_cards: Some(1)".into()
                    } else {
                        return None;
                    }
                }
                _ => "gather: Tableau goes with deal: Fans(n), gather: AfterRuns with deal: IntoGathered".into(),
            }
        };
        Some(("stock.reshuffle", problem))
    }

    /// Are there cards for a reshuffle to gather?
    pub(super) fn anything_to_gather(&self, pos: &Position) -> bool {
        let how = self.reshuffles().expect("checked: the stock reshuffles");
        match how.gather {
            Gather::Tableau => self.tableau.iter().any(|&t| !pos.piles[t].is_empty()),
            Gather::AfterRuns => self.rows().any(|(start, first)| {
                let run = self.row_run(pos, start, first);
                self.row(start).skip(run).any(|p| !pos.piles[p].is_empty())
            }),
        }
    }
}

/// The generator's draws a shuffle of `n` cards makes: one a card but the first.
fn draws(n: usize) -> u32 {
    n.saturating_sub(1) as u32
}
