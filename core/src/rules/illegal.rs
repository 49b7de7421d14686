//! Why a move was refused, in words a player can read.

use crate::card::{Card, Rank};
use crate::rules::Build;
use thiserror::Error;

// Values, not strings: the solver checks millions of moves and only a player's refused
// move is ever put into words.
fn pretty(card: &Card) -> String {
    card.pretty()
}

fn article(rank: &Rank) -> String {
    let a = if matches!(rank.value(), 1 | 8) {
        "an"
    } else {
        "a"
    };
    format!("{a} {}", rank.name())
}

fn next_card(onto: &Card, next: &Option<Rank>) -> String {
    next.map_or_else(
        || "nothing".to_string(),
        |r| format!("{}{}", r.label(), onto.suit().symbol()),
    )
}

fn not_a_pair(card: &Card, onto: &Option<Card>, sum: u8) -> String {
    match onto {
        Some(onto) => format!(
            "{} and {} do not pair: their ranks add up to {}, not {sum}",
            pretty(card),
            pretty(onto),
            card.rank().value() + onto.rank().value()
        ),
        None => format!(
            "{} pairs only with a card: ranks adding up to {sum}",
            pretty(card)
        ),
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("There is no pile {0}")]
    NoSuchPile(usize),
    #[error("A card cannot move onto its own pile")]
    SamePile,
    #[error("There are no cards to move there")]
    NotEnoughCards,
    #[error("Cards on a foundation stay there")]
    FromFoundation,
    #[error("A foundation's top card goes back only onto a tableau pile, one at a time")]
    BackToTableauOnly,
    #[error("Cards cannot be taken from the stock; click it to draw")]
    FromStock,
    #[error("That card is face down")]
    FaceDown,
    #[error("That card is covered: the cards lying on it must go first")]
    Covered,
    #[error("Only the top card can be moved")]
    TopCardOnly,
    #[error("Only the top card of the waste plays")]
    WasteTopOnly,
    #[error("Those cards are not in sequence: only a run moves together")]
    NotARun,
    #[error("{}", not_a_pair(card, onto, *sum))]
    NotAPair {
        card: Card,
        onto: Option<Card>,
        sum: u8,
    },
    #[error(
        "Only a card of rank {0} goes to the foundation alone: the others leave in pairs adding up to {0}"
    )]
    PairsHome(u8),
    #[error("Only the top card moves, or the whole pile together")]
    TopOrPileOnly,
    #[error("Only a run in one suit moves together")]
    NotASuitedRun,
    #[error("A foundation here takes only a whole suit, King down to Ace, at once")]
    NotACompleteRun,
    #[error("The complete suit leaves the table first")]
    CompleteRunFirst,
    #[error("Every pile needs a card before the stock deals a row")]
    FillEveryPile,
    #[error("Not enough free space to move {wanted} cards (at most {allowed} now)")]
    RunTooLong { wanted: usize, allowed: usize },
    #[error("Nothing can be placed on the {0}")]
    NotATarget(&'static str),
    #[error("Nothing builds on these piles' cards")]
    NoBuilding,
    #[error("A free cell holds one card")]
    CellFull,
    #[error("Only one card at a time goes to a {0}")]
    OneAtATime(&'static str),
    #[error("This pile is full ({0} cards at most)")]
    PileFull(usize),
    #[error("This pile is never refilled once emptied")]
    NeverRefilled,
    #[error("Only a King can fill an empty pile")]
    KingsOnly,
    #[error("Only a King or a group headed by a King can fill an empty pile")]
    KingsOnlyGroup,
    #[error("An empty foundation starts with {}", article(.0))]
    FoundationStart(Rank),
    #[error("This foundation is complete")]
    FoundationComplete,
    #[error("Aces stay on the table")]
    AcesStay,
    /// The pile takes cards from one other pile only, of this kind.
    #[error("These piles take cards only from the {}", .0.noun())]
    OnlyFrom(super::PileKind),
    #[error("Play the waste's card before drawing another")]
    WasteFull,
    #[error(
        "{} goes out only while another pile's top card is a higher card of its suit",
        pretty(.0)
    )]
    NotOutranked(Card),
    #[error(
        "{} cannot go on {}: next here is {}",
        pretty(card),
        pretty(onto),
        next_card(onto, next)
    )]
    FoundationNext {
        card: Card,
        onto: Card,
        next: Option<Rank>,
    },
    #[error("{} cannot go on {}: {}", pretty(card), pretty(onto), super::build::describe_build(*build))]
    DoesNotBuild {
        card: Card,
        onto: Card,
        build: Build,
    },
    #[error("This game has no stock")]
    NoStock,
    #[error("The stock is empty")]
    StockEmpty,
    #[error("Draw from the stock first: the waste is turned over only when the stock is empty")]
    StockNotEmpty,
    #[error("The waste is empty: there is nothing to redeal")]
    WasteEmpty,
    #[error("No redeals left")]
    NoRedealsLeft,
    #[error("No redeals left")]
    NoReshufflesLeft,
    /// A row's first place takes a card of this rank alone (Montana's Two).
    #[error("A row starts with a {}", .0.label())]
    RowStartsWith(Rank),
    /// An empty place takes only the card after the one on its left, in suit.
    #[error("Only the card after {} in its suit goes here", pretty(.0))]
    OnlyAfterLeft(Card),
    /// The place on the left is empty or holds a King.
    #[error("Nothing goes right of a gap or a King")]
    NothingAfterLeft,
    /// Only whole piles move (Accordion).
    #[error("Only a whole pile moves")]
    WholePileOnly,
    /// A pile's cards go only onto the piles these many places to its left (one bit
    /// per distance).
    #[error("A pile goes only onto the pile {} places to its left", distances(*.0))]
    NotToTheLeft(u64),
}

/// Distances, one bit each, in words: "1 or 3".
fn distances(set: u64) -> String {
    let list: Vec<String> = super::members(set).map(|d| d.to_string()).collect();
    list.join(" or ")
}
