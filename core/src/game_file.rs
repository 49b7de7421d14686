//! A game definition file to try out before it ships (`--game FILE`, in the window and
//! the CLI alike): read with the checks of the player's own files, validated as the
//! built-in games are, its solver plan checked, and its first deal dealt, so that a file
//! that passes plays, hints and solves; any problem comes back in words, naming the
//! file (and, from the validation, the line).

use crate::registry::{self, Registry};
use crate::rules::Rules;
use crate::{Game, data_files};
use std::path::Path;
use std::sync::Arc;

/// Reads and checks the game defined in `path`.
pub fn load(path: &Path) -> Result<Arc<Rules>, String> {
    let name = path.display();
    let text = data_files::read_small(path)
        .map_err(|e| format!("{name} {e}"))?
        .ok_or_else(|| format!("{name}: no such file"))?;
    let rules = Rules::from_ron(&text).map_err(|e| match e.at {
        Some(_) => format!("{name}:{}", e.located()),
        None => format!("{name}: {e}"),
    })?;
    crate::solver::check_plan(&rules).map_err(|e| match line_of(&text, "plan:") {
        Some(line) => format!("{name}:{line}: {e}"),
        None => format!("{name}: {e}"),
    })?;
    let rules = Arc::new(rules);
    Game::new(rules.clone(), 1).map_err(|e| format!("{name}: {e}"))?;
    Ok(rules)
}

/// Reads and checks the game in `path` and keeps it beside the built-in games for the
/// rest of the run (see `registry::builtin`); its id, which must not be a built-in
/// game's (their statistics and grades are theirs).
pub fn try_out(path: &Path) -> Result<String, String> {
    let rules = load(path)?;
    let id = rules.id().to_string();
    if Registry::builtin().get(&id).is_some() {
        return Err(format!(
            "{}: its id '{id}' is a built-in game's; give the game an id of its own to try it",
            path.display()
        ));
    }
    registry::tried::add(rules);
    Ok(id)
}

/// The number of the first line of `text` that holds `word`.
fn line_of(text: &str, word: &str) -> Option<usize> {
    text.lines().position(|l| l.contains(word)).map(|i| i + 1)
}
