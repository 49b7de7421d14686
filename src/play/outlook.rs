//! What the solver knows of the position on the table (`assist::verdict` finds it
//! out), and the way back from a lost position that it offers.

use super::messages::Request;
use super::session::Session;
use bevy::prelude::*;
use solitaire_core::Status;
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

/// How the line for a lost position offers the way back.
/// How the lost line's offer to go back ends.
pub fn go_back() -> String {
    format!("tap here or press {}", super::keys::BACK_KEY)
}

/// The lasting line for a position the solver proved lost (`lost` says how), by what
/// the look back found.
pub fn lost_line(session: &Session, outlook: &Outlook, lost: &str) -> String {
    match outlook.rewind(session) {
        Some(Rewind::To(keep)) => {
            // Counted as undo counts: the player's actions, each with what followed it.
            let actions = session.game.follows()[keep..]
                .iter()
                .filter(|&&follows| !follows)
                .count();
            let back = if actions == 1 {
                "one move back".to_string()
            } else {
                format!("{actions} moves back")
            };
            format!("{lost}, but {back} it could still be won — {}", go_back())
        }
        Some(Rewind::DealLost) => format!("{lost} — no play could have won this deal: deal again"),
        _ => format!("{lost} — undo, restart or deal again"),
    }
}
