//! The six games that ship, compiled into the crate from `core/games/*.ron`.

use super::Rules;
use std::sync::{Arc, OnceLock};

/// Each game that ships, by id, with its definition, in the order the game chooser
/// lists them.
const GAMES: [(&str, &str); 6] = [
    ("bear-river", include_str!("../../games/bear-river.ron")),
    ("three-bears", include_str!("../../games/three-bears.ron")),
    ("brisbane", include_str!("../../games/brisbane.ron")),
    ("lower-48", include_str!("../../games/lower-48.ron")),
    ("forecell", include_str!("../../games/forecell.ron")),
    ("freecell", include_str!("../../games/freecell.ron")),
];

/// Ids in the order the game chooser lists them.
pub const GAME_IDS: [&str; GAMES.len()] = {
    let mut ids = [""; GAMES.len()];
    let mut i = 0;
    while i < GAMES.len() {
        ids[i] = GAMES[i].0;
        i += 1;
    }
    ids
};

/// All built-in games, parsed once.
pub fn builtin_games() -> &'static [Arc<Rules>] {
    static PARSED: OnceLock<Vec<Arc<Rules>>> = OnceLock::new();
    PARSED.get_or_init(|| {
        GAMES
            .iter()
            .map(|&(id, src)| {
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
