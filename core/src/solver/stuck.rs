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
//! Cards are values, suit × 13 + rank − 1, suits `s` and `3 − s` of one colour (see
//! `klondike::twin`).

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
                let (suit, rank) = suit_rank(c);
                lowest[suit] = lowest[suit].min(rank);
            }
        }
        let holds = |card: u8| {
            let (suit, rank) = suit_rank(card);
            if rank == 13 || !(under_the_set(card) || lowest[suit] < rank) {
                return false;
            }
            parents(card).iter().all(|&p| {
                let (s, r) = suit_rank(p);
                (home_kept && home[s] >= r) || under_the_set(p)
            })
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

/// A card value's suit index and rank (1..=13).
fn suit_rank(card: u8) -> (usize, u8) {
    (usize::from(card / 13), card % 13 + 1)
}

/// The two cards `card` could lie on: one rank higher, of the other colour, the lower
/// value first (none for a King: never asked for).
pub(super) fn parents(card: u8) -> [u8; 2] {
    let (suit, rank) = suit_rank(card);
    let [a, b] = if suit == 0 || suit == 3 {
        [1, 2]
    } else {
        [0, 3]
    };
    [a * 13 + rank, b * 13 + rank]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;

    /// `parents` are the cards one rank higher of the other colour.
    #[test]
    fn parents_are_a_rank_higher_of_the_other_colour() {
        for v in 0..52u8 {
            let card = Card::from_byte(v);
            if card.rank().value() == 13 {
                continue;
            }
            for p in parents(v) {
                let parent = Card::from_byte(p);
                assert_eq!(parent.rank().value(), card.rank().value() + 1);
                assert_ne!(parent.colour(), card.colour());
            }
        }
    }
}
