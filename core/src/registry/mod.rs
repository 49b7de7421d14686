//! The games: every `core/games/<id>.ron`, with its grades and list of known wins beside
//! it, compiled in by the build script (which finds them; no list is kept by hand), or
//! read from any folder laid out the same way (`Registry::load_dir`). Everything that
//! lists games (the CLI, the chooser, grades, daily deals, the README's table) asks here.

mod files;
mod scan;
pub mod tried;
mod wins;

pub use files::{Entry, GameFiles, Registry};
pub use scan::{Found, scan};

use crate::grade::{Grade, Grades};
use crate::rules::Rules;
use std::sync::{Arc, OnceLock};

/// The files compiled in from `core/games/` (made by `build.rs`).
const SHIPPED: &[GameFiles<'static>] = include!(concat!(env!("OUT_DIR"), "/games.rs"));

impl Registry {
    /// The games built into the program.
    pub fn builtin() -> &'static Registry {
        static BUILTIN: OnceLock<Registry> = OnceLock::new();
        BUILTIN.get_or_init(|| {
            Registry::from_files(SHIPPED).unwrap_or_else(|e| panic!("a built-in game: {e}"))
        })
    }
}

/// All built-in games, in the chooser's order.
pub fn builtin_games() -> impl ExactSizeIterator<Item = &'static Arc<Rules>> {
    Registry::builtin().entries().iter().map(|e| &e.rules)
}

/// The built-in game with this id, or the game tried out with it (`tried`).
pub fn builtin(id: &str) -> Option<Arc<Rules>> {
    match Registry::builtin().get(id) {
        Some(entry) => Some(entry.rules.clone()),
        None => tried::get(id),
    }
}

/// The built-in games' ids, in the chooser's order.
pub fn game_ids() -> impl ExactSizeIterator<Item = &'static str> {
    Registry::builtin().entries().iter().map(|e| e.rules.id())
}

/// The shipped grades of built-in game `id`, where it has been graded.
pub fn grades(id: &str) -> Option<&'static Grades> {
    Registry::builtin().get(id)?.grades.as_ref()
}

/// The grade of deal `number` of built-in game `id`, where it has been graded.
pub fn grade_of(id: &str, number: u32) -> Option<Grade> {
    grades(id)?.grade(number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The build compiled in exactly what is in the folder, in the order the files give.
    #[test]
    fn every_game_file_is_built_in_and_ordered_by_the_files() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
        let mut found: Vec<String> = scan(&dir).unwrap().into_iter().map(|f| f.id).collect();
        let mut built: Vec<&str> = game_ids().collect();
        let orders: Vec<u16> = builtin_games().map(|r| r.def.order).collect();
        assert!(orders.is_sorted(), "{orders:?}");
        found.sort();
        built.sort();
        assert_eq!(found, built);
        let from_disk = Registry::load_dir(&dir).unwrap();
        assert!(from_disk.ids().eq(game_ids()));
        for e in Registry::builtin().entries() {
            let twin = from_disk.get(e.rules.id()).unwrap();
            assert_eq!(twin.rules, e.rules);
            assert_eq!(twin.grades, e.grades);
            assert_eq!(twin.wins, e.wins);
        }
        assert!(Registry::builtin().get("lower-48").unwrap().wins.len() > 100);
    }
}
