//! The statistics as a resource: the core's `Stats` (what is counted and how), kept in
//! stats.ron.

use super::store::Versioned;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub use solitaire_core::stats::{GameStats, LastWin, LevelStats, Played};

#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize, Deref, DerefMut)]
#[serde(transparent)]
pub struct Stats(pub solitaire_core::stats::Stats);

impl Versioned for Stats {
    const VERSION: u32 = solitaire_core::stats::Stats::VERSION;
    const WHAT: &'static str = "statistics";
    const FILE: &'static str = "stats.ron";
    fn version(&self) -> u32 {
        self.0.version
    }
}
