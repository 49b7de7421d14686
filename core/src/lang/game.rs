//! A game's own texts in the player's language: its name, summary, rules, the lines on
//! where it differs, and its pile groups' names. English is the game's `.ron`; a
//! translation is `core/games/<code>/<id>.ftl` with these messages, each optional:
//!
//! ```ftl
//! name = Klondike
//! summary = …
//! rule-1 = …          # one per entry of `rules`, in order
//! differs-1 = …       # one per entry of `differs`
//! pile-t = Spalte     # a pile group's name by its label, as it begins a pile's name
//! ```

use super::bundle::Bundle;
use super::shipped::GAME_TEXTS;
use crate::rules::GameDef;
use std::collections::HashMap;

pub struct GameWords {
    by_game: HashMap<&'static str, Bundle>,
}

impl GameWords {
    pub(super) fn new(code: &str) -> GameWords {
        let mut by_game = HashMap::new();
        for text in GAME_TEXTS.iter().filter(|t| t.code == code) {
            let mut bundle = Bundle::empty(code);
            bundle.add(text.text);
            by_game.insert(text.id, bundle);
        }
        GameWords { by_game }
    }

    fn text(&self, def: &GameDef, id: &str) -> Option<String> {
        self.by_game.get(def.id.as_str())?.format(id, None)
    }

    /// The game's name: "Klondike", "Спайдер".
    pub fn name(&self, def: &GameDef) -> String {
        self.text(def, "name").unwrap_or_else(|| def.name.clone())
    }

    /// The chooser's line about the game.
    pub fn summary(&self, def: &GameDef) -> String {
        self.text(def, "summary")
            .unwrap_or_else(|| def.summary.clone())
    }

    /// The rules, a paragraph each.
    pub fn rules(&self, def: &GameDef) -> Vec<String> {
        lines(&def.rules, |n| self.text(def, &format!("rule-{n}")))
    }

    /// Where the game differs from the rule text it came from.
    pub fn differs(&self, def: &GameDef) -> Vec<String> {
        lines(&def.differs, |n| self.text(def, &format!("differs-{n}")))
    }

    /// Pile group `group`'s name as it begins a pile's name: "Tableau pile", "Spalte".
    pub fn group(&self, def: &GameDef, group: usize) -> String {
        let g = &def.groups[group];
        self.text(def, &format!("pile-{}", g.label))
            .unwrap_or_else(|| upper_first(&g.name))
    }

    /// Whether `def` has a translation here at all (English has none: it is the `.ron`).
    pub fn translated(&self, def: &GameDef) -> bool {
        self.by_game.contains_key(def.id.as_str())
    }

    /// Whether the translation of `def` has message `id` (for the tests).
    pub fn has(&self, def: &GameDef, id: &str) -> bool {
        self.by_game.get(def.id.as_str()).is_some_and(|b| b.has(id))
    }
}

fn lines(english: &[String], text: impl Fn(usize) -> Option<String>) -> Vec<String> {
    english
        .iter()
        .enumerate()
        .map(|(i, line)| text(i + 1).unwrap_or_else(|| line.clone()))
        .collect()
}

/// "tableau pile" → "Tableau pile".
pub fn upper_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
