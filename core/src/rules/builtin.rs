//! The six games that ship, compiled into the crate from `core/games/*.ron`.

use super::Rules;
use std::sync::{Arc, OnceLock};

/// Ids in the order the game chooser lists them.
pub const GAME_IDS: [&str; 6] = [
    "bear-river",
    "three-bears",
    "brisbane",
    "lower-48",
    "forecell",
    "freecell",
];

const SOURCES: [&str; 6] = [
    include_str!("../../games/bear-river.ron"),
    include_str!("../../games/three-bears.ron"),
    include_str!("../../games/brisbane.ron"),
    include_str!("../../games/lower-48.ron"),
    include_str!("../../games/forecell.ron"),
    include_str!("../../games/freecell.ron"),
];

/// All built-in games, parsed once.
pub fn builtin_games() -> &'static [Arc<Rules>] {
    static GAMES: OnceLock<Vec<Arc<Rules>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        SOURCES
            .iter()
            .zip(GAME_IDS)
            .map(|(src, id)| {
                let rules = Rules::from_ron(src)
                    .unwrap_or_else(|e| panic!("built-in game {id} is invalid: {e}"));
                assert_eq!(rules.id(), id, "built-in game file holds the wrong id");
                Arc::new(rules)
            })
            .collect()
    })
}

/// The built-in game with this id.
pub fn builtin(id: &str) -> Option<Arc<Rules>> {
    builtin_games().iter().find(|r| r.id() == id).cloned()
}
