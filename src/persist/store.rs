//! Reading and writing the game's small RON files (settings, statistics): versioned,
//! written whole, and a file that cannot be used is kept aside with a notice while
//! defaults take its place.

use super::FileNotice;
use super::shelf::Shelf;
pub use solitaire_core::data_files::{Versioned, parse};

/// Loads `name` from `shelf`, or defaults. The message says what went wrong, if anything
/// did.
pub fn load<T: Versioned>(shelf: &Shelf, name: &str) -> (T, Option<FileNotice>) {
    let problem = match shelf.read(name) {
        Ok(None) => return (T::default(), None),
        Ok(Some(text)) => match parse::<T>(&text) {
            Ok(value) => return (value, None),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let kept = shelf.keep_aside(name);
    let notice = FileNotice::Unusable {
        what: T::WHAT,
        problem,
        kept,
    };
    (T::default(), Some(notice))
}

pub fn save<T: Versioned>(shelf: &Shelf, name: &str, value: &T) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .expect("settings and statistics always serialise");
    shelf.write(name, &text)
}
