//! PySolFC's shuffle, so that where PySolFC numbers a game's deals, deal #N here is its
//! deal #N. Deals below 32000 use a Microsoft-style LCG over the deck in Microsoft's
//! order (for one deck); from 32000 on, Python's Mersenne Twister, seeded as Python
//! seeds it from an integer, with PySolFC's own `randint`. Checked against the
//! `pysol_cards` package (tools/pysol-fixtures.py makes the fixtures), but for deal
//! #32000, where pysol_cards takes the LCG and PySolFC itself (`constructRandom`) the
//! twister.

use crate::card::{Card, Rank, Suit};

/// The order PySolFC deals the cards of deal #`number` (first dealt first).
pub fn order(decks: u8, number: u32) -> Vec<Card> {
    // PySolFC's deck: clubs, spades, hearts, diamonds, each Ace to King, deck by deck.
    let suits = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];
    let mut cards: Vec<Card> = (0..decks)
        .flat_map(|deck| {
            suits.into_iter().flat_map(move |suit| {
                (1..=13).map(move |r| Card::new(deck, suit, Rank::new(r).expect("1..=13")))
            })
        })
        .collect();
    // PySolFC's constructRandom: `if 0 <= seed < 32000: return LCRandom31(seed)`,
    // whose deck starts in Microsoft's order.
    if number < 32000 && cards.len() == 52 {
        // Microsoft's order: A♣ A♦ A♥ A♠ 2♣ …
        cards = (0..13)
            .flat_map(|i| [0, 39, 26, 13].map(|j| cards[i + j]))
            .collect();
    }
    let mut generator = Generator::new(number);
    shuffle(&mut cards, |n| generator.randint(n));
    cards.reverse();
    cards
}

/// PySolFC's redeal shuffle (`AShuffleStackMove`) of `cards` (bottom first, as a
/// stack holds them), carrying on deal #`number`'s generator after `calls` draws (the
/// deal's shuffle, one draw a card but the first, and the reshuffles before).
pub fn reshuffle(number: u32, calls: u32, cards: &mut [Card]) {
    for (n, j) in swaps(number, calls, cards.len()) {
        cards.swap(n, j);
    }
}

/// Undoes `reshuffle(number, calls, cards)`.
pub fn unshuffle(number: u32, calls: u32, cards: &mut [Card]) {
    for (n, j) in swaps(number, calls, cards.len()).into_iter().rev() {
        cards.swap(n, j);
    }
}

/// The swaps of PySolFC's shuffle of `len` cards, in order.
fn swaps(number: u32, calls: u32, len: usize) -> Vec<(usize, usize)> {
    let mut generator = Generator::new(number);
    for _ in 0..calls {
        generator.randint(1);
    }
    (1..len).rev().map(|n| (n, generator.randint(n))).collect()
}

/// PySolFC's shuffle: from the last card down, swap with a card at or below it.
fn shuffle(cards: &mut [Card], mut randint: impl FnMut(usize) -> usize) {
    for n in (1..cards.len()).rev() {
        let j = randint(n);
        cards.swap(n, j);
    }
}

/// PySolFC's game generator for a deal number (`constructRandom`: the LCG below
/// 32000, the twister from there on). Each `randint` draws the same amount whatever
/// its bound, so k calls of any bound skip k calls.
enum Generator {
    Lcg(Lcg),
    Twister(Box<Twister>),
}

impl Generator {
    fn new(number: u32) -> Generator {
        if number < 32000 {
            Generator::Lcg(Lcg(u64::from(number)))
        } else {
            Generator::Twister(Box::new(Twister::seeded(number)))
        }
    }

    /// `randint(0, n)`.
    fn randint(&mut self, n: usize) -> usize {
        match self {
            Generator::Lcg(lcg) => lcg.next() % (n + 1),
            // PySolFC's randint(0, n): int(random() * (n + 1)).
            Generator::Twister(mt) => (mt.random() * (n + 1) as f64) as usize,
        }
    }
}

/// PySolFC's LCRandom31 for seeds below 2^31.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = (self.0 * 214_013 + 2_531_011) & ((1 << 33) - 1);
        ((self.0 >> 16) & 0x7fff) as usize
    }
}

/// MT19937 as Python's `random.Random(seed)` runs it.
struct Twister {
    state: [u32; 624],
    index: usize,
}

impl Twister {
    fn with_seed(seed: u32) -> Twister {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Twister { state, index: 624 }
    }

    /// Python seeds from an integer's 32-bit words (one, here) by `init_by_array`.
    fn seeded(number: u32) -> Twister {
        let key = [number];
        let mut t = Twister::with_seed(19_650_218);
        let mt = &mut t.state;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..624.max(key.len()) {
            let prev = mt[i - 1];
            mt[i] = (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= 624 {
                mt[0] = mt[623];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..623 {
            let prev = mt[i - 1];
            mt[i] =
                (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= 624 {
                mt[0] = mt[623];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
        t
    }

    fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            for k in 0..624 {
                let y = (self.state[k] & 0x8000_0000) | (self.state[(k + 1) % 624] & 0x7fff_ffff);
                let mut v = self.state[(k + 397) % 624] ^ (y >> 1);
                if y & 1 == 1 {
                    v ^= 0x9908_b0df;
                }
                self.state[k] = v;
            }
            self.index = 0;
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// Python's `random()`: 53 random bits in [0, 1).
    fn random(&mut self) -> f64 {
        let a = f64::from(self.next_u32() >> 5);
        let b = f64::from(self.next_u32() >> 6);
        (a * 67_108_864.0 + b) / 9_007_199_254_740_992.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Python: `random.Random(5489).getrandbits(32)` is the reference MT19937's first
    /// output for `init_genrand(5489)`, 3499211612; seeded by array as Python does from
    /// the integer 1, `random.Random(1).random()` is 0.13436424411240122.
    #[test]
    fn the_twister_matches_python() {
        assert_eq!(Twister::with_seed(5489).next_u32(), 3_499_211_612);
        assert_eq!(Twister::seeded(1).random(), 0.134_364_244_112_401_22);
    }
}
