//! The page's functions the game calls (web/bridge.js, which wasm-bindgen ships beside
//! the game's module): the address's options, browser storage, the solver's workers,
//! the live region and the test hook.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/web/bridge.js")]
extern "C" {
    /// The options in the page's address, as command-line words, one per line.
    pub fn page_args() -> String;

    /// A stored file's text; an error where the browser keeps no storage.
    #[wasm_bindgen(catch)]
    pub fn store_get(name: &str) -> Result<Option<String>, JsValue>;
    /// Stores a file whole (one key: the last whole write wins); an error when storage
    /// is full or disabled.
    #[wasm_bindgen(catch)]
    pub fn store_set(name: &str, text: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch)]
    pub fn store_remove(name: &str) -> Result<(), JsValue>;

    /// Starts a search (a job's text) in a worker; its number.
    pub fn search_start(job: &str) -> u32;
    /// The answer's text, once the search is done.
    pub fn search_poll(id: u32) -> Option<String>;
    /// Drops a search, ending its worker if it is still searching.
    pub fn search_cancel(id: u32);

    /// Says `text` through the page's ARIA live region.
    pub fn announce(text: &str);
    /// Puts the table's description (JSON) where the browser test reads it.
    pub fn show_table(json: &str);
    /// The page's language (`<html lang>`), for the screen reader's voice.
    pub fn set_language(code: &str);
}

/// What the browser said of a failed call, in words.
pub fn reason(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
