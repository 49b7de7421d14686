//! Suits, ranks, colours and physical cards with stable ids.
//!
//! A card is one byte: `deck * 52 + suit * 13 + (rank - 1)`. Multi-deck games hold
//! several cards of the same value (Three Bears has three A♠); each keeps its own id
//! for the whole game, so the shell can find a card's entity by id, never by value.

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

/// One physical card: its value and which deck it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const MAX_DECKS: u8 = 3;

    pub fn new(deck: u8, suit: Suit, rank: Rank) -> Card {
        assert!(deck < Self::MAX_DECKS, "deck {deck} out of range");
        Card(deck * 52 + suit as u8 * 13 + rank.0 - 1)
    }

    /// The card with this id, if the id is valid for `decks` decks.
    pub fn from_id(id: u8, decks: u8) -> Option<Card> {
        (u16::from(id) < u16::from(decks) * 52).then_some(Card(id))
    }

    /// The card with this id, unchecked: for ids this crate wrote itself.
    pub(crate) fn from_byte(id: u8) -> Card {
        debug_assert!(id < Self::MAX_DECKS * 52);
        Card(id)
    }

    pub fn id(self) -> u8 {
        self.0
    }

    /// Its value, suit × rank (0..52), whichever deck: cards of one value play alike.
    pub fn value(self) -> usize {
        // A table, not `% 52`: rules and solver look values up card by card.
        static VALUES: [u8; 256] = {
            let mut values = [0; 256];
            let mut id = 0;
            while id < 256 {
                values[id] = (id % 52) as u8;
                id += 1;
            }
            values
        };
        usize::from(VALUES[usize::from(self.0)])
    }

    /// Is its value one of `values` (one bit per value, as `value` numbers them)?
    #[inline]
    pub fn value_in(self, values: u64) -> bool {
        values >> self.value() & 1 == 1
    }

    pub fn deck(self) -> u8 {
        self.0 / 52
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 52 / 13) as usize]
    }

    pub fn rank(self) -> Rank {
        Rank(self.0 % 13 + 1)
    }

    pub fn colour(self) -> Colour {
        self.suit().colour()
    }

    /// Same suit and rank, whichever deck.
    pub fn same_value(self, other: Card) -> bool {
        self.0 % 52 == other.0 % 52
    }

    /// All cards of `decks` decks in id order.
    pub fn all(decks: u8) -> impl Iterator<Item = Card> {
        (0..decks * 52).map(Card)
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
