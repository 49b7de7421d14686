//! What the solver knows of the position on the table (`assist::verdict` finds it
//! out), and the way back from a lost position that it offers.

use super::messages::Request;
use super::session::Session;
use bevy::prelude::*;
use solitaire_core::Status;
use solitaire_core::lang::Words;
use solitaire_core::say;
use solitaire_core::solver::Rewind;

/// What the solver knows about the position on the table.
#[derive(Resource, Default, Debug)]
pub struct Outlook {
    /// The revision proved unwinnable, if the current one is.
    pub lost_at: Option<u64>,
    /// For the lost revision: where the game still could be won, once the look back
    /// along the game has found out.
    pub back: Option<Rewind>,
}

impl Outlook {
    pub fn cannot_be_won(&self, session: &Session) -> bool {
        self.lost_at == Some(session.revision)
    }

    /// For a position that cannot be won: where the game still could be, once the look
    /// back has found out.
    pub fn rewind(&self, session: &Session) -> Option<Rewind> {
        self.back.filter(|_| self.cannot_be_won(session))
    }
}

/// The request that takes a lost game back to where the solver found it could still be
/// won, once it has (tapping the lost line, or Backspace).
pub fn back_to_winnable(session: &Session, outlook: &Outlook) -> Option<Request> {
    match outlook.rewind(session) {
        Some(Rewind::To(keep)) if session.status != Status::Won => Some(Request::UndoTo(keep)),
        _ => None,
    }
}

/// How the lost line's offer to go back ends.
pub fn go_back(words: &Words) -> String {
    say!(words, "notice-go-back", key = super::keys::back_key(words))
}

/// The lasting line for a position the solver proved lost (`lost` says how), by what
/// the look back found, in `words`.
pub fn lost_line(words: &Words, session: &Session, outlook: &Outlook, lost: &str) -> String {
    match outlook.rewind(session) {
        Some(Rewind::To(keep)) => {
            // Counted as undo counts: the player's actions, each with what followed it.
            let actions = session.game.follows()[keep..]
                .iter()
                .filter(|&&follows| !follows)
                .count();
            say!(
                words,
                "notice-lost-go-back",
                lost = lost,
                moves = actions,
                back = go_back(words)
            )
        }
        Some(Rewind::DealLost) => say!(words, "notice-lost-deal", lost = lost),
        _ => say!(words, "notice-lost", lost = lost),
    }
}
