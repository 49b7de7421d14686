//! Reading and writing the game's small RON files (settings, statistics): versioned,
//! written atomically, and a file that cannot be used is kept aside with a notice
//! while defaults take its place.

use super::files;
pub use solitaire_core::data_files::{Versioned, parse};
use std::path::Path;

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

pub fn save<T: Versioned>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .expect("settings and statistics always serialise");
    files::write_atomic(path, &text)
}
