//! Suits, ranks, colours and physical cards with stable ids.
//!
//! A card is one byte: `deck * 52 + suit * 13 + (rank - 1)`. Multi-deck games hold
//! several cards of the same value (Three Bears has three A♠); each keeps its own id
//! for the whole game, so the shell can find a card's entity by id, never by value.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Suit order is Microsoft FreeCell's (♣ ♦ ♥ ♠), which its deal numbering depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn colour(self) -> Colour {
        match self {
            Suit::Clubs | Suit::Spades => Colour::Black,
            Suit::Diamonds | Suit::Hearts => Colour::Red,
        }
    }

    /// The one-letter code used in card notation and Freecell Solver boards.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self.index()]
    }

    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self.index()]
    }

    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' | '♣' => Some(Suit::Clubs),
            'D' | '♦' => Some(Suit::Diamonds),
            'H' | '♥' => Some(Suit::Hearts),
            'S' | '♠' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// How many suits a game's decks hold. Spider is also played with one suit (every card a
/// spade) or two (spades and hearts), as Microsoft's Spider shows them: the same number
/// of cards, more copies of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Suits {
    #[default]
    Four,
    /// Spades and hearts: each black card becomes a spade, each red one a heart.
    Two,
    /// Spades only.
    One,
}

impl Suits {
    /// The suits in play.
    pub fn count(self) -> u8 {
        match self {
            Suits::Four => 4,
            Suits::Two => 2,
            Suits::One => 1,
        }
    }

    /// The card of a full deck (`Card::all`) as this deck has it: its suit as shown,
    /// a copy number of its own. A deck is made, and shuffled, as full decks are, and
    /// then relabelled: so deal #N of a one-suit game is deal #N of the four-suit game
    /// with every suit shown as a spade (as PySolFC makes such decks).
    pub fn relabel(self, card: Card) -> Card {
        let (suit, deck) = (card.suit(), card.deck());
        match self {
            Suits::Four => card,
            // Clubs and diamonds are each colour's first copy, spades and hearts its second.
            Suits::Two => {
                let second = u8::from(matches!(suit, Suit::Spades | Suit::Hearts));
                let shown = match suit.colour() {
                    Colour::Black => Suit::Spades,
                    Colour::Red => Suit::Hearts,
                };
                Card::new(deck * 2 + second, shown, card.rank())
            }
            Suits::One => Card::new(deck * 4 + suit as u8, Suit::Spades, card.rank()),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Red,
    Black,
}

/// A rank from Ace (1) to King (13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const KING: Rank = Rank(13);

    /// `None` outside 1..=13.
    pub fn new(value: u8) -> Option<Rank> {
        (1..=13).contains(&value).then_some(Rank(value))
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// The rank above, wrapping King → Ace when `wrap` is set.
    pub fn succ(self, wrap: bool) -> Option<Rank> {
        match self.0 {
            13 if wrap => Some(Rank::ACE),
            13 => None,
            v => Some(Rank(v + 1)),
        }
    }

    /// The rank below, wrapping Ace → King when `wrap` is set.
    pub fn pred(self, wrap: bool) -> Option<Rank> {
        match self.0 {
            1 if wrap => Some(Rank::KING),
            1 => None,
            v => Some(Rank(v - 1)),
        }
    }

    /// The one-character code: A 2-9 T J Q K.
    pub fn letter(self) -> char {
        b"A23456789TJQK"[self.0 as usize - 1] as char
    }

    /// How a player reads the rank: "A", "10", "K".
    pub fn label(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.0 as usize - 1]
    }

    pub fn name(self) -> &'static str {
        [
            "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King",
        ][self.0 as usize - 1]
    }

    pub fn from_label(s: &str) -> Option<Rank> {
        let v = match s.to_ascii_uppercase().as_str() {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            d if d.len() == 1 => d.parse::<u8>().ok().filter(|v| (2..=9).contains(v))?,
            _ => return None,
        };
        Rank::new(v)
    }
}

/// One physical card: its value and which copy of that value it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The copies beyond the third of the values a game dealt from fewer suits needs
/// (Spider's one- and two-suit games: eight copies of each spade, or four of each spade
/// and heart): each (suit, copy) here takes 13 ids from 156 on, one a rank.
const EXTRA: [(Suit, u8); 6] = [
    (Suit::Spades, 3),
    (Suit::Spades, 4),
    (Suit::Spades, 5),
    (Suit::Spades, 6),
    (Suit::Spades, 7),
    (Suit::Hearts, 3),
];

/// Ids in use: three full decks, then the extra copies.
const IDS: usize = 156 + 13 * EXTRA.len();

/// For each id, its value (suit × rank) and copy: tables, not arithmetic, as rules and
/// solver look cards up one by one.
static VALUES: [u8; 256] = id_table(false);
static COPIES: [u8; 256] = id_table(true);

const fn id_table(copies: bool) -> [u8; 256] {
    let mut table = [0; 256];
    let mut id = 0;
    while id < IDS {
        let (value, copy) = if id < 156 {
            (id % 52, id / 52)
        } else {
            let (suit, copy) = EXTRA[(id - 156) / 13];
            (suit as usize * 13 + (id - 156) % 13, copy as usize)
        };
        table[id] = if copies { copy as u8 } else { value as u8 };
        id += 1;
    }
    table
}

impl Card {
    pub const MAX_DECKS: u8 = 3;

    /// Copy `copy` (from 0) of the card of `suit` and `rank`: up to three copies of any
    /// value, up to eight of a spade and four of a heart (see `Suits`).
    pub fn new(copy: u8, suit: Suit, rank: Rank) -> Card {
        if copy < Self::MAX_DECKS {
            return Card(copy * 52 + suit as u8 * 13 + rank.0 - 1);
        }
        let extra = EXTRA
            .iter()
            .position(|&e| e == (suit, copy))
            .unwrap_or_else(|| panic!("no copy {copy} of {suit:?}"));
        Card((156 + extra * 13) as u8 + rank.0 - 1)
    }

    /// The card with this id, if the id is valid for `decks` decks.
    pub fn from_id(id: u8, decks: u8) -> Option<Card> {
        (u16::from(id) < u16::from(decks) * 52).then_some(Card(id))
    }

    /// The card with this id, unchecked: for ids this crate wrote itself.
    pub(crate) fn from_byte(id: u8) -> Card {
        debug_assert!(usize::from(id) < IDS);
        Card(id)
    }

    pub fn id(self) -> u8 {
        self.0
    }

    /// Its value, suit × rank (0..52), whichever copy: cards of one value play alike.
    #[inline]
    pub fn value(self) -> usize {
        usize::from(VALUES[usize::from(self.0)])
    }

    /// Is its value one of `values` (one bit per value, as `value` numbers them)?
    #[inline]
    pub fn value_in(self, values: u64) -> bool {
        values >> self.value() & 1 == 1
    }

    /// Which copy of its value it is, from 0 (the deck it came from, in a game of
    /// full decks).
    pub fn deck(self) -> u8 {
        COPIES[usize::from(self.0)]
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[self.value() / 13]
    }

    pub fn rank(self) -> Rank {
        Rank(self.value() as u8 % 13 + 1)
    }

    pub fn colour(self) -> Colour {
        self.suit().colour()
    }

    /// Same suit and rank, whichever copy.
    pub fn same_value(self, other: Card) -> bool {
        self.value() == other.value()
    }

    /// All cards of `decks` decks in id order.
    pub fn all(decks: u8) -> impl Iterator<Item = Card> {
        (0..decks * 52).map(Card)
    }

    /// All cards of a game of `decks` decks of `suits`, in the order of `all`.
    pub fn game_deck(decks: u8, suits: Suits) -> impl Iterator<Item = Card> {
        Card::all(decks).map(move |c| suits.relabel(c))
    }

    /// "Q♥": how a player reads the card.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().label(), self.suit().symbol())
    }

    /// Parses "QH", "10h", "Q♥" (any deck 0). The deck is not part of the notation.
    pub fn parse_value(s: &str) -> Option<(Suit, Rank)> {
        let suit_char = s.chars().last()?;
        let suit = Suit::from_char(suit_char)?;
        let rank = Rank::from_label(&s[..s.len() - suit_char.len_utf8()])?;
        Some((suit, rank))
    }
}

/// Two-character notation, "QH", as Freecell Solver and the CLI write it.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_and_unique_across_three_decks() {
        let cards: Vec<Card> = Card::all(3).collect();
        assert_eq!(cards.len(), 156);
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.id() as usize, i);
            assert_eq!(Card::new(c.deck(), c.suit(), c.rank()), *c);
            // The value is the same card in the first deck.
            assert_eq!(c.value(), Card::new(0, c.suit(), c.rank()).id() as usize);
        }
        let aces_of_spades = cards
            .iter()
            .filter(|c| c.suit() == Suit::Spades && c.rank() == Rank::ACE)
            .count();
        assert_eq!(aces_of_spades, 3);
    }

    /// Two decks of one or two suits: 104 cards, each id once, the right number of
    /// copies of each value, relabelling kept to the card's colour and rank.
    #[test]
    fn fewer_suits_give_more_copies_of_each_value() {
        for (suits, shown, copies) in [
            (
                Suits::Four,
                vec![Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades],
                2,
            ),
            (Suits::Two, vec![Suit::Hearts, Suit::Spades], 4),
            (Suits::One, vec![Suit::Spades], 8),
        ] {
            let deck: Vec<Card> = Card::game_deck(2, suits).collect();
            let ids: std::collections::HashSet<u8> = deck.iter().map(|c| c.id()).collect();
            assert_eq!(ids.len(), 104, "{suits:?}");
            for suit in Suit::ALL {
                for rank in 1..=13 {
                    let n = deck
                        .iter()
                        .filter(|c| c.suit() == suit && c.rank().value() == rank)
                        .count();
                    let want = if shown.contains(&suit) { copies } else { 0 };
                    assert_eq!(n, want, "{suits:?} {suit:?} {rank}");
                }
            }
            for (full, card) in Card::all(2).zip(&deck) {
                assert_eq!(full.rank(), card.rank());
                if suits != Suits::One {
                    assert_eq!(full.colour(), card.colour());
                }
                assert_eq!(Card::new(card.deck(), card.suit(), card.rank()), *card);
                assert_eq!(Card::from_byte(card.id()), *card);
            }
            assert_eq!(suits.count() as usize, shown.len());
        }
    }

    #[test]
    fn from_id_respects_deck_count() {
        assert!(Card::from_id(51, 1).is_some());
        assert!(Card::from_id(52, 1).is_none());
        assert!(Card::from_id(155, 3).is_some());
        assert!(Card::from_id(156, 3).is_none());
    }

    #[test]
    fn rank_wraps_only_when_asked() {
        assert_eq!(Rank::KING.succ(true), Some(Rank::ACE));
        assert_eq!(Rank::KING.succ(false), None);
        assert_eq!(Rank::ACE.pred(true), Some(Rank::KING));
        assert_eq!(Rank::ACE.pred(false), None);
        assert_eq!(Rank::new(7).unwrap().succ(false), Rank::new(8));
    }

    #[test]
    fn colours() {
        assert_eq!(Suit::Hearts.colour(), Colour::Red);
        assert_eq!(Suit::Diamonds.colour(), Colour::Red);
        assert_eq!(Suit::Clubs.colour(), Colour::Black);
        assert_eq!(Suit::Spades.colour(), Colour::Black);
    }

    #[test]
    fn notation_round_trips() {
        for c in Card::all(1) {
            let (s, r) = Card::parse_value(&c.to_string()).unwrap();
            assert_eq!((s, r), (c.suit(), c.rank()));
            let (s, r) = Card::parse_value(&c.pretty()).unwrap();
            assert_eq!((s, r), (c.suit(), c.rank()));
        }
        assert_eq!(
            Card::parse_value("10h"),
            Some((Suit::Hearts, Rank::new(10).unwrap()))
        );
        assert_eq!(Card::parse_value("1S"), Some((Suit::Spades, Rank::ACE)));
        assert_eq!(Card::parse_value("ZS"), None);
        assert_eq!(Card::parse_value(""), None);
    }
}
