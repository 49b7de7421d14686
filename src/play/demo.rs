//! Whether the demo plays, as everyone sees it (`assist::demo` plays it).

use bevy::prelude::*;
use std::time::Duration;

#[derive(Resource, Default, Debug)]
pub struct Demo {
    pub active: bool,
    /// Deals won since the demo started.
    pub wins: u32,
    /// When the player last stopped the demo (app time), so the press that stops it
    /// does not also restart it through the Demo button it landed on.
    stopped_at: Option<Duration>,
    /// When the player started the demo (app time), so the key press that starts it
    /// does not count as input that stops it.
    started_at: Option<Duration>,
}

impl Demo {
    pub fn start(&mut self) {
        *self = Demo {
            active: true,
            ..Demo::default()
        };
    }

    /// The player stopped it at app time `now`.
    pub fn stop(&mut self, now: Duration) {
        *self = Demo {
            stopped_at: Some(now),
            ..Demo::default()
        };
    }

    /// The Demo button (or D): starts the demo unless this very press just stopped it.
    pub fn button(&mut self, now: Duration) {
        let just_stopped = self
            .stopped_at
            .is_some_and(|t| now.saturating_sub(t) < Duration::from_millis(800));
        if !self.active && !just_stopped {
            self.start();
            self.started_at = Some(now);
        }
    }

    /// Was the demo started by a press at app time `now` (which is not one that stops it)?
    pub fn starting(&self, now: Duration) -> bool {
        self.started_at == Some(now)
    }
}
