//! Reading and writing the game's small RON files (settings, statistics): versioned,
//! written atomically, and a file that cannot be used is kept aside with a notice
//! while defaults take its place.

use super::files;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::Path;

/// A file format with a version number, so a newer game's file is recognised.
pub trait Versioned: Serialize + DeserializeOwned + Default {
    const VERSION: u32;
    /// What the file holds, for messages: "settings".
    const WHAT: &'static str;
    /// The file's name in the data directory.
    const FILE: &'static str;
    fn version(&self) -> u32;
}

/// Loads `path`, or defaults. The message says what went wrong, if anything did.
pub fn load<T: Versioned>(path: &Path) -> (T, Option<String>) {
    let problem = match files::read_small(path) {
        Ok(None) => return (T::default(), None),
        Ok(Some(text)) => match parse::<T>(&text) {
            Ok(value) => return (value, None),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let kept = match files::keep_aside(path) {
        Ok(aside) => format!("it was kept as {}", aside.display()),
        Err(e) => format!("it could not be moved aside ({e})"),
    };
    let message = format!(
        "Your {} file {problem}; {kept}, and defaults are used.",
        T::WHAT
    );
    (T::default(), Some(message))
}

/// Parses a file's text, refusing files from a newer version of the game.
pub fn parse<T: Versioned>(text: &str) -> Result<T, String> {
    if text.trim().is_empty() {
        return Err("is empty".into());
    }
    let value: T = ron::from_str(text).map_err(|e| format!("cannot be read ({e})"))?;
    match value.version() {
        v if v > T::VERSION => Err(format!("is from a newer version of the game (format {v})")),
        0 => Err("has no valid version".into()),
        _ => Ok(value),
    }
}

pub fn save<T: Versioned>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .expect("settings and statistics always serialise");
    files::write_atomic(path, &text)
}
