//! Searches in the background, never on the frame: on the desktop on the async compute
//! pool, in the browser in a Web Worker (web/bridge.js), the job crossing as text. Each
//! is for one revision of the game (an answer for a position the player has since left
//! is dropped) and is cancelled when dropped.

use crate::play::Session;
use bevy::prelude::*;
use solitaire_core::solver::{Answer, Budget, Job, Report, Rewind};
use std::marker::PhantomData;
use std::sync::Arc;

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

/// How many searches are worth running at once (a winnable deal is looked for on
/// several deals together): the desktop pool's threads; in the browser, two workers.
pub fn at_once() -> usize {
    if cfg!(target_arch = "wasm32") {
        2
    } else {
        bevy::tasks::AsyncComputeTaskPool::get().thread_num().max(1)
    }
}

/// What a kind of search answers: a solve's report, or a look back's rewind.
pub trait Answered: Sized {
    fn from_answer(answer: Answer) -> Option<Self>;
}

impl Answered for Report {
    fn from_answer(answer: Answer) -> Option<Report> {
        match answer {
            Answer::Report(report) => Some(report),
            Answer::Rewind(_) => None,
        }
    }
}

impl Answered for Rewind {
    fn from_answer(answer: Answer) -> Option<Rewind> {
        match answer {
            Answer::Rewind(rewind) => Some(rewind),
            Answer::Report(_) => None,
        }
    }
}

/// A search running in the background for one revision of the game: by default a
/// solve, whose report it gives.
pub struct Search<T = Report> {
    pub revision: u64,
    running: background::Running,
    _running: Arc<()>,
    _answer: PhantomData<T>,
}

impl Search {
    /// Starts solving the session's current position.
    pub fn start(session: &Session, budget: Budget, searching: &Searching) -> Search {
        let job = Job::Solve(session.game.clone());
        Search::run(job, budget, session.revision, searching)
    }
}

impl<T: Answered> Search<T> {
    /// Runs `job` with `budget` in the background, tagged with `revision`; dropping the
    /// search cancels it.
    pub fn run(job: Job, budget: Budget, revision: u64, searching: &Searching) -> Search<T> {
        Search {
            revision,
            running: background::Running::start(job, budget),
            _running: searching.0.clone(),
            _answer: PhantomData,
        }
    }

    /// The answer, once the search is done. (A search that failed, which only a
    /// worker the browser stopped can, answers as a search that ran out of budget.)
    pub fn poll(&mut self) -> Option<T> {
        let answer = self.running.poll()?;
        T::from_answer(answer)
    }
}

/// The desktop's background: a task on Bevy's async compute pool, stopped through the
/// budget's cancel flag.
#[cfg(not(target_arch = "wasm32"))]
mod background {
    use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
    use solitaire_core::solver::{Answer, Budget, Job};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    pub struct Running {
        task: Task<Answer>,
        cancel: Arc<AtomicBool>,
    }

    impl Running {
        pub fn start(job: Job, mut budget: Budget) -> Running {
            let cancel = Arc::new(AtomicBool::new(false));
            budget.cancel = Some(cancel.clone());
            let task = AsyncComputeTaskPool::get().spawn(async move {
                let answer = job.run(&budget);
                // The search's tables, freed, go back to the system.
                crate::memory::give_back();
                answer
            });
            Running { task, cancel }
        }

        pub fn poll(&mut self) -> Option<Answer> {
            check_ready(&mut self.task)
        }
    }

    impl Drop for Running {
        fn drop(&mut self) {
            // An abandoned search stops at its next check instead of running on.
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// The browser's background: a Web Worker of the page's (web/bridge.js), which the
/// page ends when the search is dropped unanswered.
#[cfg(target_arch = "wasm32")]
mod background {
    use crate::web::bridge;
    use solitaire_core::solver::{Answer, Budget, Job, Report, Verdict};
    use std::time::Duration;

    pub struct Running {
        id: u32,
        job: Job,
    }

    impl Running {
        pub fn start(job: Job, budget: Budget) -> Running {
            let id = bridge::search_start(&job.to_text(&budget));
            Running { id, job }
        }

        pub fn poll(&mut self) -> Option<Answer> {
            let text = bridge::search_poll(self.id)?;
            Some(self.job.answer_from_text(&text).unwrap_or_else(|e| {
                bevy::log::warn!("a search failed in its worker: {e}");
                match self.job {
                    Job::Solve(_) => Answer::Report(Report {
                        verdict: Verdict::Unknown,
                        nodes: 0,
                        seen: 0,
                        elapsed: Duration::ZERO,
                        best: Vec::new(),
                    }),
                    Job::LookBack(_) => Answer::Rewind(solitaire_core::solver::Rewind::Unknown),
                }
            }))
        }
    }

    impl Drop for Running {
        fn drop(&mut self) {
            bridge::search_cancel(self.id);
        }
    }
}
