//! The settings file: `play::Settings` as persist keeps it.

use super::store::Versioned;
use crate::play::Settings;

impl Versioned for Settings {
    const VERSION: u32 = Settings::VERSION;
    const WHAT: &'static str = "settings";
    const FILE: &'static str = "settings.ron";
    fn version(&self) -> u32 {
        self.version
    }
}
