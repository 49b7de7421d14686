//! The stock and the waste hashed as one: the waste followed by the stock read from its
//! top is the same sequence however far the stock has been turned (a draw moves the
//! stock's top to the waste's top; a redeal turns the waste over into an empty stock).
//! Only playing the waste's top takes cards out of it. So a position's stock and waste
//! are this sequence and the waste's length, and a child's sequence is its parent's
//! less a run of cards ending at the child's waste top: with a polynomial hash and the
//! parent's prefix sums, one multiplication gives it, where hashing both piles again
//! would cost a pass over every card (the solver turns the stock for most children).

use crate::position::Position;

/// The base of the polynomial hash; odd, so that it has an inverse modulo 2^64.
const BASE: u64 = 0x9e37_79b9_7f4a_7c15 | 1;

/// The most cards a stock and waste can hold (three decks).
const MAX: usize = 3 * 52;

/// BASE^-i, for taking a run of cards out of the middle of the sequence.
static INVERSE_POWERS: [u64; MAX + 1] = inverse_powers();

const fn inverse_powers() -> [u64; MAX + 1] {
    // Newton's iteration doubles the correct low bits each round: 3 → 6 → … → 96.
    let mut inverse = BASE;
    let mut round = 0;
    while round < 5 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(BASE.wrapping_mul(inverse)));
        round += 1;
    }
    let mut powers = [1u64; MAX + 1];
    let mut i = 1;
    while i <= MAX {
        powers[i] = powers[i - 1].wrapping_mul(inverse);
        i += 1;
    }
    powers
}

/// The prefix sums of one position's sequence: `prefix[k]` is the hash of its first
/// `k` cards, Σ (value + 1) · BASE^i.
#[derive(Default)]
pub struct Turning {
    prefix: Vec<u64>,
}

impl Turning {
    /// Remembers `pos`'s sequence.
    pub fn reset(&mut self, stock: usize, waste: usize, pos: &Position) {
        let (stock, waste) = (&pos.piles[stock].cards, &pos.piles[waste].cards);
        self.prefix.clear();
        self.prefix.push(0);
        let mut power = 1u64;
        let mut sum = 0u64;
        // Cards of equal value in different decks play alike: hash the value.
        for c in waste.iter().chain(stock.iter().rev()) {
            sum = sum.wrapping_add(power.wrapping_mul(c.value() as u64 + 1));
            power = power.wrapping_mul(BASE);
            self.prefix.push(sum);
        }
    }

    /// The hash of the stock and waste of `pos`, a position reached from the
    /// remembered one by turning the stock and playing cards off the waste.
    pub fn hash(&self, stock: usize, waste: usize, pos: &Position) -> u64 {
        let waste_len = pos.piles[waste].len();
        let len = waste_len + pos.piles[stock].len();
        let all = self.prefix.len() - 1;
        // The cards played: the run that ended at the waste's top.
        let played = all - len;
        let before = self.prefix[waste_len];
        let after = self.prefix[all].wrapping_sub(self.prefix[waste_len + played]);
        let sequence = before.wrapping_add(after.wrapping_mul(INVERSE_POWERS[played]));
        super::mix::mix(sequence, waste_len as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::solver::candidates::turn;

    #[test]
    fn the_inverse_is_one() {
        assert_eq!(BASE.wrapping_mul(INVERSE_POWERS[1]), 1);
    }

    #[test]
    fn turning_and_playing_the_waste_agree_with_hashing_anew() {
        let rules = builtin("lower-48").unwrap();
        let (stock, waste) = (rules.stock.unwrap(), rules.waste.unwrap());
        let mut pos = rules.deal(3);
        let mut turning = Turning::default();
        turning.reset(stock, waste, &pos);
        let piles = |pos: &Position| (pos.piles[stock].clone(), pos.piles[waste].clone());
        let mut seen = vec![(piles(&pos), turning.hash(stock, waste, &pos))];
        // Children as a search makes them: turn the stock (through a redeal too), then
        // play cards off the waste's top. Each hash must be the one worked out anew.
        for child in 0..60 {
            for _ in 0..child % 9 {
                if let Some(mv) = turn(&rules, &pos) {
                    rules.apply(&mut pos, mv);
                }
            }
            for _ in 0..child % 3 {
                pos.piles[waste].cards.pop();
            }
            let mut fresh = Turning::default();
            fresh.reset(stock, waste, &pos);
            let hash = turning.hash(stock, waste, &pos);
            assert_eq!(hash, fresh.hash(stock, waste, &pos), "child {child}");
            seen.push((piles(&pos), hash));
            turning = fresh;
        }
        // Equal stocks and wastes hash alike, different ones differently.
        for (a, hash_a) in &seen {
            for (b, hash_b) in &seen {
                assert_eq!(a == b, hash_a == hash_b);
            }
        }
    }
}
