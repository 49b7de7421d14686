//! Reading and writing the game's small RON files (settings, statistics): versioned,
//! written whole, and a file that cannot be used is kept aside with a notice while
//! defaults take its place.

use super::shelf::Shelf;
pub use solitaire_core::data_files::{Versioned, parse};

/// Loads `name` from `shelf`, or defaults. The message says what went wrong, if anything
/// did.
pub fn load<T: Versioned>(shelf: &Shelf, name: &str) -> (T, Option<String>) {
    let problem = match shelf.read(name) {
        Ok(None) => return (T::default(), None),
        Ok(Some(text)) => match parse::<T>(&text) {
            Ok(value) => return (value, None),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let kept = match shelf.keep_aside(name) {
        Ok(aside) => format!("it was kept as {aside}"),
        Err(e) => format!("it could not be moved aside ({e})"),
    };
    let message = format!(
        "Your {} file {problem}; {kept}, and defaults are used.",
        T::WHAT
    );
    (T::default(), Some(message))
}

pub fn save<T: Versioned>(shelf: &Shelf, name: &str, value: &T) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .expect("settings and statistics always serialise");
    shelf.write(name, &text)
}
