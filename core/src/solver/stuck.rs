//! Positions lost because cards are stuck for good, in games of one deck built down in
//! alternate colours with cards dealt face down (Yukon, Klondike): a test that needs no
//! search, for the depth-first searches to give up at once on what they would
//! otherwise go through in full.
//!
//! A card lying on face-down cards stays there until it moves itself: what lies under
//! it cannot move before it is turned up. Take a set of such cards (Kings aside: they
//! could go to an empty pile), where a card also counts if it lies on one of the set,
//! so that it too leaves only by moving itself; each either under one of the set or
//! with a card of its suit and lower rank of the set or under one of it, so that it
//! cannot go home first; and each with both parents (the cards of the other colour
//! one rank higher) under one of the set, or home where the foundations keep their
//! cards. Whichever of them moved first would have to move onto a parent, and none is
//! uncovered before one of them moves: none ever moves, and none goes home. The
//! largest such set is what is left of all cards once those that fail are taken out,
//! over and over; the position is lost if it is not empty.
//!
//! Cards are values, suit × 13 + rank − 1 (see `values`).

use super::values::{parents, rank, suit};

/// The tableau as the test sees it: each pile's cards from the bottom and how many of
/// them lie face down.
pub(super) struct Tableau<'a, const N: usize> {
    pub piles: [&'a [u8]; N],
    pub down: [u8; N],
}

/// Is the position lost, its tableau `t`, `home` the cards home by suit, `home_kept`
/// whether foundations keep their cards (else a parent home may come back)?
pub(super) fn stuck<const N: usize>(t: &Tableau<'_, N>, home: &[u8; 4], home_kept: bool) -> bool {
    // Per pile, one past its highest card of the set: the set's cards there run up
    // from the face-down ones, and the cards under the highest lie under one of the
    // set. 0 for none.
    let mut top: [u8; N] = std::array::from_fn(|i| t.piles[i].len() as u8);
    // Where each card lies: (pile, index); `None` off the tableau.
    let mut at = [None; 52];
    for (i, pile) in t.piles.iter().enumerate() {
        for (k, &c) in pile.iter().enumerate() {
            at[usize::from(c)] = Some((i, k as u8));
        }
    }
    loop {
        let under_the_set = |card: u8| at[usize::from(card)].is_some_and(|(p, k)| k + 1 < top[p]);
        // The lowest rank of each suit of the set or under one of it: none of those
        // goes home before one of the set moves.
        let mut lowest = [14u8; 4];
        for (pile, &n) in t.piles.iter().zip(&top) {
            for &c in &pile[..usize::from(n)] {
                lowest[suit(c)] = lowest[suit(c)].min(rank(c));
            }
        }
        let holds = |card: u8| {
            let r = rank(card);
            if r == 13 || !(under_the_set(card) || lowest[suit(card)] < r) {
                return false;
            }
            parents(card)
                .iter()
                .all(|&p| (home_kept && home[suit(p)] >= rank(p)) || under_the_set(p))
        };
        let mut next = [0u8; N];
        for (i, n) in next.iter_mut().enumerate() {
            let (pile, down, end) = (t.piles[i], t.down[i], top[i]);
            // Face-up cards from the lowest up, while they hold.
            let mut k = down;
            while k < end && holds(pile[usize::from(k)]) {
                k += 1;
            }
            if k > down {
                *n = k;
                continue;
            }
            // Else the highest face-down card that holds (one lying on another).
            let mut k = down.min(end);
            while k > 1 && !holds(pile[usize::from(k) - 1]) {
                k -= 1;
            }
            *n = if k > 1 { k } else { 0 };
        }
        let any = next.iter().any(|&n| n > 0);
        if next == top || !any {
            return any;
        }
        top = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;

    /// Card values from "9C 2C ..." notation.
    fn cards(s: &str) -> Vec<u8> {
        s.split_whitespace()
            .map(|c| {
                let (suit, rank) = Card::parse_value(c).expect("a card");
                Card::new(0, suit, rank).value() as u8
            })
            .collect()
    }

    /// Is the tableau of `piles` (cards from the bottom, how many face down) stuck?
    fn is_stuck(piles: &[(&str, u8)], home: [u8; 4], home_kept: bool) -> bool {
        let values: Vec<Vec<u8>> = piles.iter().map(|(p, _)| cards(p)).collect();
        let mut t = Tableau {
            piles: [&[][..]; 4],
            down: [0; 4],
        };
        for (i, v) in values.iter().enumerate() {
            t.piles[i] = v;
            t.down[i] = piles[i].1;
        }
        stuck(&t, &home, home_kept)
    }

    /// The Nine of clubs lies on the Two of clubs, face down, with both red Tens face
    /// down under them: lost. With a red Ten elsewhere, or the Two not under it, or a
    /// King in the Nine's place, it is not.
    #[test]
    fn a_card_over_its_suit_and_both_parents_is_stuck() {
        let others = ("AS 2S 3S", 0);
        assert!(is_stuck(&[("TH TD 2C 9C", 3), others], [0; 4], true));
        assert!(!is_stuck(&[("TH 5D 2C 9C", 3), others], [0; 4], true));
        assert!(!is_stuck(&[("TH TD 3D 9C", 3), others], [0; 4], true));
        assert!(!is_stuck(&[("TH TD 2C KC", 3), others], [0; 4], true));
        // A face-up card can carry the Nine away: the Two under it is not stuck.
        assert!(!is_stuck(&[("TH TD 2C 4H 9C", 3), others], [0; 4], true));
    }

    /// A parent home holds the card back where foundations keep their cards, not where
    /// they give them back.
    #[test]
    fn parents_home_count_only_where_foundations_keep_them() {
        let pile = [("TC 2C 9C", 2)];
        assert!(!is_stuck(&pile, [0; 4], true));
        // Every suit home to the Ten but clubs, home to the Ace.
        let home = home_but([10; 4], "2C");
        assert!(is_stuck(&pile, home, true));
        assert!(!is_stuck(&pile, home, false));
    }

    /// `home` with `card`'s suit brought down to below it.
    fn home_but(mut home: [u8; 4], card: &str) -> [u8; 4] {
        let v = cards(card)[0];
        home[suit(v)] = rank(v) - 1;
        home
    }

    /// Cards stuck only together: the black Nines, each over the Two of its suit and
    /// one red Ten.
    #[test]
    fn cards_can_hold_each_other_back() {
        let a = ("TH 2C 9C", 2);
        assert!(is_stuck(&[a, ("TD 2S 9S", 2)], [0; 4], true));
        // The Nine of spades free to go home (no lower spade under it): neither is.
        assert!(!is_stuck(&[a, ("TD 5H 9S", 2)], [0; 4], true));
    }
}
