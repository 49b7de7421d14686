//! Why a move was refused, in words a player can read.

use crate::card::Card;
use thiserror::Error;

fn pretty(card: &Card) -> String {
    card.pretty()
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
    #[error("Cards cannot be taken from the stock; click it to draw")]
    FromStock,
    #[error("That card is face down")]
    FaceDown,
    #[error("Only the top card can be moved")]
    TopCardOnly,
    #[error("Only the top card of the waste plays")]
    WasteTopOnly,
    #[error("Those cards are not in sequence: only a run moves together")]
    NotARun,
    #[error("Not enough free space to move {wanted} cards (at most {allowed} now)")]
    RunTooLong { wanted: usize, allowed: usize },
    #[error("Nothing can be placed on the {0}")]
    NotATarget(&'static str),
    #[error("A free cell holds one card")]
    CellFull,
    #[error("Only one card at a time goes to a {0}")]
    OneAtATime(&'static str),
    #[error("This pile is full ({0} cards at most)")]
    PileFull(usize),
    #[error("An emptied {0} is never refilled")]
    NeverRefilled(String),
    #[error("Only a King can fill an empty pile")]
    KingsOnly,
    #[error("Only a King or a group headed by a King can fill an empty pile")]
    KingsOnlyGroup,
    #[error("An empty foundation starts with {0}")]
    FoundationStart(String),
    #[error("This foundation is complete")]
    FoundationComplete,
    #[error(
        "{} cannot go on {}: next here is {}",
        pretty(card),
        pretty(onto),
        wanted
    )]
    FoundationNext {
        card: Card,
        onto: Card,
        wanted: String,
    },
    #[error("{} cannot go on {}: {}", pretty(card), pretty(onto), rule)]
    DoesNotBuild {
        card: Card,
        onto: Card,
        rule: String,
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
}
