//! Finding the translations: the shell's catalogue in `core/lang/<code>/*.ftl` (one
//! folder per language, English among them), and each game's own texts in
//! `core/games/<code>/<id>.ftl` beside the game's `<id>.ron` (English stays in the
//! `.ron`). The build script compiles in what this finds (it includes this file), so a
//! new language or a game's translation is a new file, listed nowhere else. Standard
//! library only: the build script has no dependencies.

use std::path::{Path, PathBuf};

/// One language's shell catalogue: its files, sorted by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundCatalogue {
    pub code: String,
    pub files: Vec<PathBuf>,
}

/// One game's texts in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundGameText {
    pub code: String,
    pub id: String,
    pub path: PathBuf,
}

fn sorted_entries(dir: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(name) = entry.file_name().to_str() {
            out.push((name.to_string(), entry.path()));
        }
    }
    out.sort();
    Ok(out)
}

/// The languages in `lang_dir`: every folder holding `.ftl` files. English must be
/// there: it is every other language's fallback.
pub fn scan_catalogues(lang_dir: &Path) -> Result<Vec<FoundCatalogue>, String> {
    let mut found = Vec::new();
    for (code, path) in sorted_entries(lang_dir)? {
        if !path.is_dir() {
            continue;
        }
        let files: Vec<PathBuf> = sorted_entries(&path)?
            .into_iter()
            .filter(|(name, _)| name.ends_with(".ftl"))
            .map(|(_, p)| p)
            .collect();
        if files.is_empty() {
            return Err(format!(
                "{}: a language folder with no .ftl files",
                path.display()
            ));
        }
        found.push(FoundCatalogue { code, files });
    }
    if !found.iter().any(|c| c.code == "en") {
        return Err(format!(
            "{}: there is no en/ (English is every language's fallback)",
            lang_dir.display()
        ));
    }
    Ok(found)
}

/// The games' translations in `games_dir`: `<code>/<id>.ftl`, each beside a game's
/// `<id>.ron` (a renamed game would lose its translations silently otherwise).
pub fn scan_game_texts(games_dir: &Path) -> Result<Vec<FoundGameText>, String> {
    let mut found = Vec::new();
    for (code, path) in sorted_entries(games_dir)? {
        if !path.is_dir() {
            continue;
        }
        for (name, file) in sorted_entries(&path)? {
            let Some(id) = name.strip_suffix(".ftl") else {
                continue;
            };
            if !games_dir.join(format!("{id}.ron")).is_file() {
                return Err(format!("{}: there is no {id}.ron for it", file.display()));
            }
            found.push(FoundGameText {
                code: code.clone(),
                id: id.to_string(),
                path: file,
            });
        }
    }
    Ok(found)
}
