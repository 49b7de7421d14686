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
    /// Put this deal of this game on the table: the only way a deal comes, and only
    /// the deal chooser (`assist::next_deal`) asks for one, having turned a `DealAsk`
    /// into it.
    Deal {
        game: String,
        number: DealNumber,
    },
}

/// A deal the player, a button or the demo asks for, to be chosen: the deal chooser
/// (`assist::next_deal`) turns each into one concrete `Request::Deal`.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum DealAsk {
    /// A new deal of the game on the table (`None`) or of another: one of the level's
    /// graded deals where a level is set, one the solver wins with "winnable deals
    /// only", else any.
    New(Option<String>),
    /// This deal number of the game on the table (typed in).
    Number(DealNumber),
    /// This deal of this game (a daily deal).
    Exact { game: String, number: DealNumber },
    /// The deal the demo plays after the one on the table (`policy::demo_next_deal`).
    DemoNext,
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

/// The player asks for a deal, which leaves the deal on the table: asked first if that
/// deal is under way (see `ui::leave`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct LeaveDeal(pub DealAsk);

/// Ask for a hint.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct HintRequest;

/// A message for the player, shown on the notice line (see `ui::notice`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Notice(pub String);
