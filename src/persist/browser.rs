//! The browser's storage (localStorage) as the game's shelf: settings.ron, stats.ron
//! and game.ron are keys holding the same texts the desktop keeps in files.

use super::shelf::{KeyStore, Shelf};
use crate::web::bridge;
use std::sync::Arc;

/// The page's localStorage, through the bridge.
#[derive(Debug)]
pub struct BrowserStorage;

impl KeyStore for BrowserStorage {
    fn get(&self, name: &str) -> Result<Option<String>, String> {
        bridge::store_get(name).map_err(bridge::reason)
    }
    fn set(&self, name: &str, text: &str) -> Result<(), String> {
        bridge::store_set(name, text).map_err(bridge::reason)
    }
    fn remove(&self, name: &str) -> Result<(), String> {
        bridge::store_remove(name).map_err(bridge::reason)
    }
    fn place(&self) -> &str {
        "the browser's storage"
    }
}

/// The browser's storage, if the page may use it; if not, the browser's reason
/// (storage disabled, or refused to the page): the game then saves nothing.
pub fn shelf() -> Result<Shelf, String> {
    // A read is enough to find storage disabled; a full store is told at the first save.
    bridge::store_get("settings.ron").map_err(bridge::reason)?;
    Ok(Shelf::Keys(Arc::new(BrowserStorage)))
}
