//! The statistics as a resource: the core's `Stats` (what is counted and how), kept in
//! stats.ron.

use super::store::Versioned;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use solitaire_core::stats::Stats as Core;
pub use solitaire_core::stats::{GameStats, LastWin, LevelStats, Played};

#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize, Deref, DerefMut)]
#[serde(transparent)]
pub struct Stats(pub Core);

impl Versioned for Stats {
    const VERSION: u32 = Core::VERSION;
    const WHAT: &'static str = Core::WHAT;
    const FILE: &'static str = Core::FILE;
    fn version(&self) -> u32 {
        self.0.version
    }
}
