//! Where the statistics are kept: stats.ron, in the core's format.

use super::store::Versioned;
use crate::play::Stats;
use solitaire_core::stats::Stats as Core;

impl Versioned for Stats {
    const VERSION: u32 = Core::VERSION;
    const WHAT: &'static str = Core::WHAT;
    const FILE: &'static str = Core::FILE;
    fn version(&self) -> u32 {
        self.0.version
    }
    fn check(&self) -> Result<(), String> {
        self.0.check()
    }
}
