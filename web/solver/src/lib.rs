//! The solver in the browser: the page's Web Workers (web/solver-worker.js) load this
//! module, the core alone, and answer the game's searches with it, so that a search
//! never holds up the page's frames. Jobs and answers cross as text
//! (`solitaire_core::solver::Job`).

use wasm_bindgen::prelude::*;

/// Runs one job (its text) and gives its answer's text.
#[wasm_bindgen]
pub fn answer(job: &str) -> String {
    solitaire_core::solver::answer_text(job)
}
