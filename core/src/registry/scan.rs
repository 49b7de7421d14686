//! Finding the games in a folder: every `<id>.ron` is a game, with an optional
//! `<id>.grades` and `<id>.wins` beside it. The build script compiles in what this finds
//! in `core/games/` (it includes this file), and `Registry::load_dir` reads a folder the
//! same way, so the two cannot disagree. Standard library only: the build script has no
//! dependencies.

use std::path::{Path, PathBuf};

/// One game's files in a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub id: String,
    pub ron: PathBuf,
    pub grades: Option<PathBuf>,
    pub wins: Option<PathBuf>,
}

/// The games in `dir`, by id. Other files are ignored, but a `.grades` or `.wins` file
/// with no game beside it is an error (a renamed game would lose its grades silently).
pub fn scan(dir: &Path) -> Result<Vec<Found>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(name) = entry.file_name().to_str() {
            names.push(name.to_string());
        }
    }
    names.sort();
    let stem = |name: &str, ext: &str| name.strip_suffix(ext).map(str::to_string);
    let mut found: Vec<Found> = names
        .iter()
        .filter_map(|name| stem(name, ".ron"))
        .map(|id| Found {
            ron: dir.join(format!("{id}.ron")),
            grades: None,
            wins: None,
            id,
        })
        .collect();
    for name in &names {
        for ext in [".grades", ".wins"] {
            let Some(id) = stem(name, ext) else { continue };
            let Some(game) = found.iter_mut().find(|g| g.id == id) else {
                return Err(format!(
                    "{}: there is no {id}.ron beside it",
                    dir.join(name).display()
                ));
            };
            let slot = if ext == ".grades" {
                &mut game.grades
            } else {
                &mut game.wins
            };
            *slot = Some(dir.join(name));
        }
    }
    if found.is_empty() {
        return Err(format!("{}: no game files (*.ron)", dir.display()));
    }
    Ok(found)
}
