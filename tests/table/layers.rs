//! The game's source files (its binaries and test modules included) import one another
//! without cycles, and its layers import only downwards (the README draws them): the
//! bottom layer imports nothing else of the game.

#[path = "../../core/tests/common/imports.rs"]
mod imports;

use imports::{Crate, Module, assert_no_cycle};
use std::path::Path;

fn game() -> Crate {
    Crate::read_with_bins(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        "solitaire",
    )
}

/// The game's layers, bottom first: a file imports only from its own layer and those
/// below (and within a layer, without cycles).
const LAYERS: &[&[&str]] = &[
    &["play", "paint", "memory", "web"],
    &["theme", "options"],
    &["table"],
    &["cards"],
    &["input", "assist", "window", "sound", "access"],
    &["persist"],
    &["ui", "screenshot", "frames", "web_hook"],
    &["app", "manual", "", "bin"],
];

#[test]
fn the_game_has_no_import_cycle() {
    // (A test module may use its own file's items through the module's re-exports.)
    assert_no_cycle(&game().without_tests());
}

#[test]
fn the_games_layers_import_only_downwards() {
    let game = game();
    assert!(
        game.files
            .contains_key(&vec!["bin".to_string(), "deck_sheet".to_string()]),
        "the binaries are read"
    );
    let layer = |m: &Module| {
        let top = m.first().map_or("", String::as_str);
        LAYERS
            .iter()
            .position(|l| l.contains(&top))
            .unwrap_or_else(|| panic!("{} is in no layer: add it to LAYERS", m.join("/")))
    };
    let mut upward = Vec::new();
    for (from, to) in game.edges() {
        for m in to {
            if layer(&m) > layer(&from) {
                upward.push(format!("{} -> {}", from.join("/"), m.join("/")));
            }
        }
    }
    assert_eq!(upward, Vec::<String>::new());
    // The bottom layer imports nothing else of the game: what its files name is in it.
    let bottom = |m: &Module| LAYERS[0].contains(&m.first().map_or("", String::as_str));
    for (from, to) in game.edges().iter().filter(|(from, _)| bottom(from)) {
        for m in to {
            assert!(bottom(m), "{} imports {}", from.join("/"), m.join("/"));
        }
    }
}
