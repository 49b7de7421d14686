//! The solver in the game: hints and demo mode. Searches run on the async compute pool,
//! never on the frame; an answer for a position the player has since left is dropped.

mod demo;
mod hint;

use crate::session::Session;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use solitaire_core::solver::{Budget, Report, solve};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub use demo::Demo;
pub use hint::HintRequest;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((hint::plugin, demo::plugin));
}

/// A search running in the background for one revision of the game.
pub struct Search {
    pub revision: u64,
    task: Task<Report>,
    cancel: Arc<AtomicBool>,
}

impl Search {
    /// Starts solving the session's current position.
    pub fn start(session: &Session, mut budget: Budget) -> Search {
        let cancel = Arc::new(AtomicBool::new(false));
        budget.cancel = Some(cancel.clone());
        let rules = session.game.rules().clone();
        let position = session.game.position().clone();
        let task =
            AsyncComputeTaskPool::get().spawn(async move { solve(&rules, &position, &budget) });
        Search {
            revision: session.revision,
            task,
            cancel,
        }
    }

    /// The report, once the search is done.
    pub fn poll(&mut self) -> Option<Report> {
        check_ready(&mut self.task)
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        // An abandoned search stops at its next check instead of running on.
        self.cancel.store(true, Ordering::Relaxed);
    }
}
