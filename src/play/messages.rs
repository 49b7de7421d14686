//! The messages between the parts of the game: what inputs ask of the session, what it
//! answers, and notices for the player that are not the outcome of a request.

use bevy::prelude::*;
use solitaire_core::deal::DealNumber;
use solitaire_core::{Applied, Move, Refusal};

#[derive(Message, Clone, Debug, PartialEq)]
pub enum Request {
    /// A move by the player (drag, click, keyboard).
    Move(Move),
    /// A move by auto-play (the demo): not itself a trigger for more auto-play.
    AutoMove(Move),
    /// A card sent home automatically after the player's move: part of that move for
    /// undo and redo.
    FollowUp(Move),
    Undo,
    /// Take back actions until only this many moves are left (back to a position the
    /// solver found could still be won).
    UndoTo(usize),
    Redo,
    Restart,
    /// Send every card home, one after another (when moves home alone win).
    Finish,
    /// A new deal of the current game; a random number when `None`.
    NewDeal(Option<DealNumber>),
    /// Switch game, starting a random deal.
    SwitchGame(String),
    /// A given deal of a given game.
    Deal {
        game: String,
        number: DealNumber,
    },
}

#[derive(Message, Clone, Debug, PartialEq)]
pub enum Outcome {
    Applied(Applied),
    Undone(Applied),
    /// A fresh deal (new game, new number, or restart) is on the table.
    Dealt,
    /// The core refused; the reason is for the player.
    Rejected(Refusal),
}

/// Asks for a deal of this game that the solver has won (when the setting is on).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct FindWinnable(pub String);

/// The player asks for `Request` (a deal), which leaves the deal on the table: asked
/// first if that deal is under way (see `ui::leave`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct LeaveDeal(pub Request);

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// A message for the player, shown on the notice line (see `ui::notice`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Notice(pub String);
