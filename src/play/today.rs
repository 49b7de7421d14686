//! Today's date on the player's clock, for the daily deal and the statistics: read
//! once a few seconds (the day changes at local midnight while the game runs). Tests
//! pin it to a date of their choosing.

use bevy::prelude::*;
use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily;
use std::time::Duration;

#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today {
    pub date: NaiveDate,
    /// Follows the clock (not a test's pinned date).
    pub follows_clock: bool,
}

impl Default for Today {
    fn default() -> Self {
        Today {
            date: daily::today(),
            follows_clock: true,
        }
    }
}

impl Today {
    /// A date that stays put.
    pub fn pinned(date: NaiveDate) -> Today {
        Today {
            date,
            follows_clock: false,
        }
    }
}

/// Reads the clock every few seconds: cheap, and a date that changes is noticed soon.
pub(super) fn follow_clock(
    time: Res<Time<Real>>,
    mut today: ResMut<Today>,
    mut last: Local<Duration>,
) {
    if !today.follows_clock || time.elapsed() < *last + Duration::from_secs(5) {
        return;
    }
    *last = time.elapsed();
    let date = daily::today();
    if today.date != date {
        today.date = date;
    }
}
