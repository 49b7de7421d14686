//! Numbered deals: the same deck order for deal #N on every machine and in every release.
//!
//! Only value-stable pieces are used: ChaCha8's keystream (rand_chacha documents it as
//! reproducible) and our own Fisher–Yates with unbiased rejection sampling, so a change
//! in `rand`'s sampling algorithms can never change a deal. FreeCell uses Microsoft's own
//! LCG so that its deal numbers match every other FreeCell, and a game that PySolFC
//! numbers can use PySolFC's shuffle (`pysol`).

use crate::card::{Card, Rank, Suit};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

/// How a game shuffles its deck for deal #N (named in its definition).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shuffle {
    /// Fisher–Yates driven by ChaCha8 seeded from the deal number.
    #[default]
    ChaCha,
    /// Microsoft FreeCell's LCG: deal #N is Microsoft's deal #N.
    Microsoft,
    /// PySolFC's: deal #N is PySolFC's deal #N (see `pysol`).
    PySol,
}

/// A deal's number: the same type from the command line and the deal box to the
/// shuffle, the saves, the grades and the statistics.
pub type DealNumber = u32;

/// Deal numbers run from 1 to 2^31 − 1 (Microsoft's range, kept for every game).
pub const MAX_DEAL: DealNumber = 0x7fff_ffff;

/// Why a deal number was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealNumberError {
    #[error("'{0}' is not a deal number")]
    NotANumber(String),
    #[error("deal numbers run from 1 to {MAX_DEAL}; {0} is out of range")]
    OutOfRange(String),
}

/// The one check of a deal number: 1 to `MAX_DEAL`.
pub fn check_number(number: u64) -> Result<DealNumber, DealNumberError> {
    DealNumber::try_from(number)
        .ok()
        .filter(|n| (1..=MAX_DEAL).contains(n))
        .ok_or_else(|| DealNumberError::OutOfRange(number.to_string()))
}

/// A deal number as typed (on the command line, in the deal box).
pub fn parse_number(text: &str) -> Result<DealNumber, DealNumberError> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DealNumberError::NotANumber(text.to_string()));
    }
    // Digits too many for a u64 are out of range, not "not a number".
    check_number(text.parse().unwrap_or(u64::MAX))
        .map_err(|_| DealNumberError::OutOfRange(text.to_string()))
}

/// Cards in dealing order: the first card returned is dealt first.
pub fn shuffled(shuffle: Shuffle, decks: u8, number: DealNumber) -> Vec<Card> {
    match shuffle {
        Shuffle::ChaCha => chacha_order(decks, number),
        Shuffle::Microsoft => microsoft_order(decks, number),
        Shuffle::PySol => crate::pysol::order(decks, number),
    }
}

fn chacha_order(decks: u8, number: u32) -> Vec<Card> {
    // The seed is a fixed tag plus the deal number, so it never depends on rand_core's
    // seed_from_u64 expansion.
    let mut seed = *b"solitaire deal #\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0";
    seed[16..20].copy_from_slice(&number.to_le_bytes());
    let mut rng = ChaCha8Rng::from_seed(seed);
    let mut cards: Vec<Card> = Card::all(decks).collect();
    for i in (1..cards.len()).rev() {
        let j = uniform_below(&mut rng, i as u32 + 1) as usize;
        cards.swap(i, j);
    }
    cards
}

/// A uniform value in 0..bound, by rejection of the biased tail.
fn uniform_below(rng: &mut ChaCha8Rng, bound: u32) -> u32 {
    let zone = u32::MAX - (u32::MAX - bound + 1) % bound;
    loop {
        let v = rng.next_u32();
        if v <= zone {
            return v % bound;
        }
    }
}

/// Microsoft FreeCell's shuffle, as documented by Freecell Solver and PySolFC: the deck
/// starts A♣ A♦ A♥ A♠ 2♣ …; each step picks `rand() % left`, deals that card and moves
/// the last card into its place.
fn microsoft_order(decks: u8, number: u32) -> Vec<Card> {
    let mut seed = number;
    let mut rand = move || {
        seed = seed.wrapping_mul(214_013).wrapping_add(2_531_011);
        (seed >> 16) & 0x7fff
    };
    let mut deck: Vec<Card> = (0..u32::from(decks) * 52)
        .map(|i| {
            let value = i % 52;
            let rank = Rank::new((value / 4) as u8 + 1).expect("rank in range");
            Card::new((i / 52) as u8, Suit::ALL[(value % 4) as usize], rank)
        })
        .collect();
    let mut out = Vec::with_capacity(deck.len());
    while !deck.is_empty() {
        let j = rand() as usize % deck.len();
        let last = deck.len() - 1;
        deck.swap(j, last);
        out.push(deck.pop().expect("non-empty"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn deal_numbers_are_checked_in_one_place() {
        assert_eq!(parse_number(" 11982 "), Ok(11982));
        assert_eq!(parse_number("2147483647"), Ok(MAX_DEAL));
        for text in ["0", "2147483648", "99999999999999999999999"] {
            let e = parse_number(text).unwrap_err();
            assert_eq!(e, DealNumberError::OutOfRange(text.into()));
            assert!(
                e.to_string()
                    .starts_with("deal numbers run from 1 to 2147483647")
            );
        }
        for text in ["", "-1", "1e3", "x"] {
            assert_eq!(
                parse_number(text),
                Err(DealNumberError::NotANumber(text.into()))
            );
        }
        assert_eq!(
            check_number(u64::MAX),
            Err(DealNumberError::OutOfRange(u64::MAX.to_string()))
        );
    }

    #[test]
    fn chacha_deals_are_permutations_and_differ_by_number() {
        for decks in 1..=3 {
            let a = shuffled(Shuffle::ChaCha, decks, 1);
            let b = shuffled(Shuffle::ChaCha, decks, 2);
            assert_eq!(a.len(), decks as usize * 52);
            assert_eq!(a.iter().collect::<HashSet<_>>().len(), a.len());
            assert_ne!(a, b);
            assert_eq!(a, shuffled(Shuffle::ChaCha, decks, 1));
        }
    }

    /// Pins the exact order so that a dependency bump can never silently renumber deals.
    #[test]
    fn chacha_deal_one_is_pinned() {
        let first: Vec<String> = shuffled(Shuffle::ChaCha, 1, 1)[..8]
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(first.join(" "), PINNED_DEAL_ONE);
    }
    const PINNED_DEAL_ONE: &str = "4H TH KS KH AC 6H AD 7S";

    #[test]
    fn uniform_below_stays_in_range() {
        let mut rng = ChaCha8Rng::from_seed([7; 32]);
        for bound in [1, 2, 3, 52, 156, u32::MAX] {
            for _ in 0..100 {
                assert!(uniform_below(&mut rng, bound) < bound);
            }
        }
    }
}
