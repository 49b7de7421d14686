//! A game in play: rules, deal number, the position and its history. `apply`, `undo`,
//! `redo` and `restart` are the only ways the position changes.

use crate::card::Card;
use crate::deal::{DealNumber, DealNumberError, check_number};
use crate::moves::{Applied, Move, PileId};
use crate::position::Position;
use crate::rules::{Illegal, Rules};
use std::sync::Arc;
use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    InPlay,
    Won,
    /// Nothing can be moved, even after turning through the stock.
    NoMovesLeft,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    #[error(transparent)]
    Deal(#[from] DealNumberError),
}

/// Why a request to the game was refused: the rules' reason, or the state of play. Kept
/// typed until it is shown (its text is what the player reads).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    #[error(transparent)]
    Illegal(#[from] Illegal),
    #[error("Nothing to undo")]
    NothingToUndo,
    #[error("Nothing to redo")]
    NothingToRedo,
    /// The finishing cascade is under way.
    #[error("The cards are on their way home")]
    Finishing,
    #[error("Not every card can go home by itself yet")]
    CannotFinish,
    #[error("There is no game '{0}'")]
    NoSuchGame(String),
}

#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    number: u32,
    initial: Position,
    position: Position,
    history: Vec<Applied>,
    /// Per move played: whether it followed the one before it (see `apply_following`).
    follows: Vec<bool>,
    /// Undone moves, the next one to redo last, and whether each followed the one
    /// before it.
    redo: Vec<(Move, bool)>,
}

impl Game {
    pub fn new(rules: Arc<Rules>, number: DealNumber) -> Result<Game, GameError> {
        let number = check_number(number.into())?;
        let initial = rules.deal(number);
        Ok(Game {
            position: initial.clone(),
            initial,
            rules,
            number,
            history: Vec::new(),
            follows: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// A game of deal 1 put in `position` (for tests of what a gesture does there).
    #[cfg(test)]
    pub(crate) fn at(rules: Arc<Rules>, position: Position) -> Game {
        let mut game = Game::new(rules, 1).expect("deal 1 exists");
        game.initial = position.clone();
        game.position = position;
        game
    }

    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    pub fn number(&self) -> DealNumber {
        self.number
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn initial(&self) -> &Position {
        &self.initial
    }

    /// Moves made so far (what the HUD counts), oldest first.
    pub fn history(&self) -> &[Applied] {
        &self.history
    }

    /// Moves that `redo` would replay, next first.
    pub fn redo_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.redo.iter().rev().map(|&(mv, _)| mv)
    }

    /// For each move in `history`, whether it followed the one before it.
    pub fn follows(&self) -> &[bool] {
        &self.follows
    }

    /// For each move `redo_moves` lists, whether it follows the one before it.
    pub fn redo_follows(&self) -> impl Iterator<Item = bool> + '_ {
        self.redo.iter().rev().map(|&(_, follows)| follows)
    }

    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        self.rules.check(&self.position, mv)
    }

    /// Plays a move if it is legal. A new move clears the redo list, unless it is the
    /// very move that redo would have played.
    pub fn apply(&mut self, mv: Move) -> Result<Applied, Illegal> {
        self.apply_as(mv, false)
    }

    /// Plays a move made on the player's behalf right after their last one (a card
    /// sent home automatically): `undo_action` and `redo_action` treat the two as one.
    /// Before the player's first move it follows the deal (cards sent home as soon as
    /// they are dealt): those moves form an action of their own.
    pub fn apply_following(&mut self, mv: Move) -> Result<Applied, Illegal> {
        self.apply_as(mv, true)
    }

    /// The moves the player is told of and the records count: all but the cards sent
    /// home as the deal landed (they are the deal's, not the player's).
    pub fn moves_counted(&self) -> usize {
        let opening = self.follows.iter().take_while(|&&follows| follows).count();
        self.history.len() - opening
    }

    /// Whether the player has made a move of their own (not only moves that followed
    /// the deal), which is what starts the clock and puts a deal under way.
    pub fn player_has_moved(&self) -> bool {
        self.follows.contains(&false)
    }

    fn apply_as(&mut self, mv: Move, follows: bool) -> Result<Applied, Illegal> {
        self.check(mv)?;
        let applied = self.rules.apply(&mut self.position, mv);
        self.history.push(applied);
        self.follows.push(follows);
        if self.redo.last().is_some_and(|&(next, _)| next == mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(applied)
    }

    /// Takes back the last move; returns it so the caller can animate its reversal.
    pub fn undo(&mut self) -> Option<Applied> {
        let applied = self.history.pop()?;
        let follows = self.follows.pop().expect("one flag per move");
        self.rules.undo(&mut self.position, applied);
        self.redo.push((applied.mv, follows));
        Some(applied)
    }

    pub fn redo(&mut self) -> Option<Applied> {
        let (mv, follows) = *self.redo.last()?;
        let applied = self
            .apply_as(mv, follows)
            .expect("a redone move was legal in this very position");
        Some(applied)
    }

    /// Takes back the player's last action: their move and the moves that followed it.
    /// Returns the moves taken back, last first (empty if there was none).
    pub fn undo_action(&mut self) -> Vec<Applied> {
        let mut undone = Vec::new();
        while let Some(&follows) = self.follows.last() {
            undone.extend(self.undo());
            if !follows {
                break;
            }
        }
        undone
    }

    /// Takes back whole actions until at most `keep` moves are left; returns the moves
    /// taken back, last first.
    pub fn undo_to(&mut self, keep: usize) -> Vec<Applied> {
        let mut undone = Vec::new();
        while self.history.len() > keep {
            let action = self.undo_action();
            if action.is_empty() {
                break;
            }
            undone.extend(action);
        }
        undone
    }

    /// Plays again the action `undo_action` took back: a move and those that followed it.
    pub fn redo_action(&mut self) -> Vec<Applied> {
        let mut redone = Vec::from_iter(self.redo());
        while !redone.is_empty() && self.redo.last().is_some_and(|&(_, follows)| follows) {
            redone.extend(self.redo());
        }
        redone
    }

    /// Back to the deal as it was dealt; the game's moves become redoable.
    pub fn restart(&mut self) {
        while self.undo().is_some() {}
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        self.rules.legal_moves(&self.position)
    }

    pub fn status(&self) -> Status {
        if self.rules.is_won(&self.position) {
            Status::Won
        } else if self.rules.can_progress(&self.position) {
            Status::InPlay
        } else {
            Status::NoMovesLeft
        }
    }

    /// The game's score, where it keeps one (see `score`).
    pub fn score(&self) -> Option<i32> {
        crate::score::score(&self.rules, &self.history, &self.position)
    }

    /// The move that sends `from`'s top card home, if that is legal.
    pub fn home_move(&self, from: PileId) -> Option<Move> {
        self.rules.home_move(&self.position, from)
    }

    /// A move to a foundation that can never be regretted, if any: what auto-play to the
    /// foundations makes after each of the player's moves.
    pub fn safe_home_move(&self) -> Option<Move> {
        self.rules.safe_home_move(&self.position)
    }

    /// The next move of the finishing cascade, when foundation moves alone win.
    pub fn finishing_move(&self) -> Option<Move> {
        if !self.rules.finishes_by_home_moves(&self.position) {
            return None;
        }
        (0..self.rules.pile_count()).find_map(|p| self.home_move(p))
    }

    pub fn is_safe_home(&self, card: Card) -> bool {
        self.rules.is_safe_home(&self.position, card)
    }
}
