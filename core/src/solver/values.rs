//! What the searches ask of a card's value, `suit * 13 + (rank - 1)` (one deck's:
//! `Card::value`), written once for all of them.

/// Diamonds and Hearts, one bit a value.
const RED_CARDS: u64 = 0x1fff << 13 | 0x1fff << 26;

/// The rank, Ace 1 to King 13.
pub(super) fn rank(card: u8) -> u8 {
    card % 13 + 1
}

/// The suit's index in `Suit::ALL`.
pub(super) fn suit(card: u8) -> usize {
    usize::from(card) / 13
}

/// Red suits are Diamonds and Hearts (1 and 2 in `Suit::ALL`).
pub(super) fn red(suit: usize) -> bool {
    suit == 1 || suit == 2
}

pub(super) fn is_red(card: u8) -> bool {
    RED_CARDS >> card & 1 == 1
}

/// The other card of the same rank and colour: Clubs (0) pair with Spades (3),
/// Diamonds (1) with Hearts (2).
pub(super) fn twin(card: u8) -> u8 {
    (3 - card / 13) * 13 + card % 13
}

/// The two cards `card` lies on where columns build in alternate colours: one rank
/// higher, of the other colour, the lower value first (meaningless for a King).
pub(super) fn parents(card: u8) -> [u8; 2] {
    let up = card % 13 + 1;
    if is_red(card) {
        [up, 39 + up]
    } else {
        [13 + up, 26 + up]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, Colour, Rank, Suit};

    #[test]
    fn values_agree_with_cards() {
        for suit_ in Suit::ALL {
            for r in 1..=13 {
                let card = Card::new(0, suit_, Rank::new(r).unwrap());
                let v = card.value() as u8;
                assert_eq!(rank(v), r);
                assert_eq!(suit(v), suit_.index());
                assert_eq!(is_red(v), suit_.colour() == Colour::Red);
                assert_eq!(red(suit(v)), is_red(v));
                let t = twin(v);
                assert_eq!((rank(t), is_red(t)), (r, is_red(v)));
                assert_ne!(suit(t), suit(v));
                if r < 13 {
                    let [a, b] = parents(v);
                    assert!(a < b);
                    for p in [a, b] {
                        assert_eq!(rank(p), r + 1);
                        assert_ne!(is_red(p), is_red(v));
                    }
                }
            }
        }
    }
}
