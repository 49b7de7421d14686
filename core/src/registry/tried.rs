//! Games read from definition files to try out before they ship (`--game FILE`): kept
//! beside the built-in games for the rest of the run, so that everything that looks a
//! game up by its id (a new deal, the chooser's recent games) finds them.

use crate::rules::Rules;
use std::sync::{Arc, RwLock};

static TRIED: RwLock<Vec<Arc<Rules>>> = RwLock::new(Vec::new());

/// Keeps `rules` for the rest of the run, in place of a game tried before with its id.
pub fn add(rules: Arc<Rules>) {
    let mut tried = TRIED.write().unwrap_or_else(|e| e.into_inner());
    tried.retain(|r| r.id() != rules.id());
    tried.push(rules);
}

/// The game tried out with this id, if any.
pub fn get(id: &str) -> Option<Arc<Rules>> {
    let tried = TRIED.read().unwrap_or_else(|e| e.into_inner());
    tried.iter().find(|r| r.id() == id).cloned()
}
