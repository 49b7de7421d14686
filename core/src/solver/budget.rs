//! How much work a search may do: positions, time and memory, and a flag another
//! thread sets to cancel it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The clock budgets are read from: std's on the desktop; in the browser (wasm32, where
/// std's `Instant::now` panics) the page's `performance.now()` through web-time.
#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;

/// How much work a search may do.
#[derive(Clone, Debug)]
pub struct Budget {
    /// Positions expanded at most.
    pub nodes: usize,
    pub time: Option<Duration>,
    /// Set from another thread to stop the search (it then reports `Unknown`).
    pub cancel: Option<Arc<AtomicBool>>,
    /// Bytes the search's tables may take, estimated as they grow.
    pub memory: usize,
    /// Search as the shipped grades were made, so that grading again measures a deal
    /// as they do: the free-cell games' searches without the digs and short turns
    /// that came after (see `Weights::portfolio_as`).
    pub graded: bool,
}

impl Budget {
    pub fn nodes(nodes: usize) -> Budget {
        Budget {
            nodes,
            time: None,
            cancel: None,
            memory: DEFAULT_MEMORY,
            graded: false,
        }
    }

    /// Has a search begun at `began` run out of time, or been cancelled?
    pub fn out_of_time(&self, began: Instant) -> bool {
        self.time.is_some_and(|t| began.elapsed() > t)
            || self
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Has a depth-first search begun at `began` that has expanded `nodes` positions
    /// spent its budget? (The clock and the cancel flag are read every 4096
    /// positions: reading them costs more than a position.)
    pub fn spent(&self, nodes: usize, began: Instant) -> bool {
        nodes > self.nodes || (nodes.is_multiple_of(4096) && self.out_of_time(began))
    }

    /// At most `nodes` positions and `time`, whichever runs out first.
    pub fn timed(nodes: usize, time: Duration) -> Budget {
        Budget {
            time: Some(time),
            ..Budget::nodes(nodes)
        }
    }
}

/// Keeps one solve's peak under 512 MB, whatever the game (the estimate runs high:
/// measured peaks stay within three quarters of it). Each search of a solve keeps to
/// it, and where one follows another (Beleaguered Castle given tens of millions of
/// positions) the first's memory, freed, may still be held by the allocator: peaks of
/// up to 0.7 GB were measured there.
pub const DEFAULT_MEMORY: usize = 560 << 20;

impl Default for Budget {
    fn default() -> Self {
        Budget::nodes(300_000)
    }
}
