//! The games' files read and checked: each definition validated and named after its
//! file, its grades and list of known wins parsed, the chooser's order kept by family.
//! The build script includes this file (with the rules) and runs the same checks over
//! `core/games/`, so that a bad game file fails the build, named with its line, and
//! the games built in are known good.

use super::{scan, wins};
use crate::grade::Grades;
use crate::rules::Rules;
use std::path::Path;
use std::sync::Arc;

/// One game's shipped files, as text.
pub struct GameFiles<'a> {
    pub id: &'a str,
    pub ron: &'a str,
    pub grades: Option<&'a str>,
    pub wins: Option<&'a str>,
}

/// A game with what ships beside it.
#[derive(Debug)]
pub struct Entry {
    pub rules: Arc<Rules>,
    /// Measured difficulty of a range of deals, where the game has been graded.
    pub grades: Option<Grades>,
    /// Deals the solver is known to win quickly, ascending (see `solver::known_wins`);
    /// empty where wins come quickly anyway.
    pub wins: Vec<u32>,
}

/// Every game of a collection, in the chooser's order.
#[derive(Debug)]
pub struct Registry {
    entries: Vec<Entry>,
}

impl Registry {
    /// The games in folder `dir` (laid out as `core/games/`).
    pub fn load_dir(dir: &Path) -> Result<Registry, String> {
        let read = |path: &Path| {
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
        };
        let read_some = |path: &Option<std::path::PathBuf>| path.as_deref().map(read).transpose();
        let mut texts = Vec::new();
        for found in scan(dir)? {
            texts.push((
                found.id.clone(),
                read(&found.ron)?,
                read_some(&found.grades)?,
                read_some(&found.wins)?,
            ));
        }
        let files: Vec<GameFiles> = texts
            .iter()
            .map(|(id, ron, grades, wins)| GameFiles {
                id,
                ron,
                grades: grades.as_deref(),
                wins: wins.as_deref(),
            })
            .collect();
        Registry::from_files(&files)
    }

    /// Parses and checks each game's files; the first bad one is the error, named.
    pub fn from_files(files: &[GameFiles]) -> Result<Registry, String> {
        let mut entries = Vec::new();
        for f in files {
            // "pyramid.ron:59:64: groups[8].count: must be at least 1"
            let rules =
                Rules::from_ron(f.ron).map_err(|e| format!("{}.ron:{}", f.id, e.located()))?;
            if rules.id() != f.id {
                return Err(format!(
                    "{}.ron: its id is \"{}\"; a game's file is named after its id",
                    f.id,
                    rules.id()
                ));
            }
            let grades = f
                .grades
                .map(|text| {
                    let grades =
                        Grades::parse(text).map_err(|e| format!("{}.grades: {e}", f.id))?;
                    if grades.game != f.id {
                        return Err(format!("{}.grades grades game {}", f.id, grades.game));
                    }
                    Ok(grades)
                })
                .transpose()?;
            let wins = f
                .wins
                .map(|text| wins::parse(text).map_err(|e| format!("{}.wins: {e}", f.id)))
                .transpose()?
                .unwrap_or_default();
            entries.push(Entry {
                rules: Arc::new(rules),
                grades,
                wins,
            });
        }
        entries.sort_by(|a, b| {
            let key = |e: &Entry| (e.rules.def.order, e.rules.name().to_string());
            key(a).cmp(&key(b))
        });
        // The chooser shows a family's games under one heading.
        for (i, pair) in entries.windows(2).enumerate() {
            let (a, b) = (&pair[0].rules, &pair[1].rules);
            let apart = entries[i + 2..]
                .iter()
                .find(|e| a.def.family != b.def.family && e.rules.def.family == a.def.family);
            if let Some(c) = apart {
                let c = &c.rules;
                return Err(format!(
                    "{}.ron: its order ({}) sets {} apart from {} ({}), with {} between; \
                     a family's games are listed together",
                    c.id(),
                    c.def.order,
                    c.name(),
                    a.name(),
                    a.def.family.name().to_lowercase(),
                    b.name(),
                ));
            }
        }
        Ok(Registry { entries })
    }

    /// Every game, in the chooser's order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The game with this id.
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.rules.id() == id)
    }

    /// The games' ids, in the chooser's order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.rules.id())
    }
}
