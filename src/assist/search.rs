//! Searches in the background: on the async compute pool, never on the frame, each for
//! one revision of the game (an answer for a position the player has since left is
//! dropped), cancelled when dropped.

use crate::play::Session;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use solitaire_core::solver::{Budget, Report, solve};
use solitaire_core::{Position as CorePosition, Rules};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether a search the player waits for is running (a hint, the demo's, a winnable
/// deal's): its answer is picked up on a frame, so frames should come soon while one
/// runs (see `app::pace_frames`). Each such search holds a clone; the quiet look at
/// whether the position can still be won holds its own (see `verdict`).
#[derive(Resource, Default)]
pub struct Searching(Arc<()>);

impl Searching {
    pub fn any(&self) -> bool {
        Arc::strong_count(&self.0) > 1
    }
}

/// A search running in the background for one revision of the game: by default a
/// solve, whose report it gives.
pub struct Search<T = Report> {
    pub revision: u64,
    task: Task<T>,
    cancel: Arc<AtomicBool>,
    _running: Arc<()>,
}

impl Search {
    /// Starts solving the session's current position.
    pub fn start(session: &Session, budget: Budget, searching: &Searching) -> Search {
        let rules = session.game.rules().clone();
        Search::spawn(
            rules,
            session.game.position().clone(),
            budget,
            session.revision,
            searching,
        )
    }

    /// Starts solving `position`, tagged with `revision`.
    pub fn spawn(
        rules: Arc<Rules>,
        position: CorePosition,
        budget: Budget,
        revision: u64,
        searching: &Searching,
    ) -> Search {
        Search::run(budget, revision, searching, move |budget| {
            solve(&rules, &position, &budget)
        })
    }
}

impl<T: Send + 'static> Search<T> {
    /// Runs `work` with `budget` in the background, tagged with `revision`; dropping
    /// the search cancels the budget.
    pub fn run(
        mut budget: Budget,
        revision: u64,
        searching: &Searching,
        work: impl FnOnce(Budget) -> T + Send + 'static,
    ) -> Search<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        budget.cancel = Some(cancel.clone());
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let answer = work(budget);
            // The search's tables, freed, go back to the system.
            crate::memory::give_back();
            answer
        });
        Search {
            revision,
            task,
            cancel,
            _running: searching.0.clone(),
        }
    }

    /// The answer, once the search is done.
    pub fn poll(&mut self) -> Option<T> {
        check_ready(&mut self.task)
    }
}

impl<T> Drop for Search<T> {
    fn drop(&mut self) {
        // An abandoned search stops at its next check instead of running on.
        self.cancel.store(true, Ordering::Relaxed);
    }
}
