//! Compiles in every game in `games/`: each `<id>.ron` with its optional `<id>.grades`
//! and `<id>.wins` (see `src/registry/scan.rs`, which `Registry::load_dir` shares). A new
//! game is a new file there, listed nowhere else.

#[path = "src/registry/scan.rs"]
mod scan;

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("games");
    println!("cargo::rerun-if-changed={}", dir.display());
    let games = scan::scan(&dir).unwrap_or_else(|e| panic!("{e}"));
    let text = |path: &Option<PathBuf>| match path {
        Some(p) => format!("Some(include_str!({:?}))", p.display().to_string()),
        None => "None".to_string(),
    };
    let mut out = String::from("&[\n");
    for game in &games {
        let ron: &Path = &game.ron;
        writeln!(
            out,
            "    GameFiles {{ id: {:?}, ron: include_str!({:?}), grades: {}, wins: {} }},",
            game.id,
            ron.display().to_string(),
            text(&game.grades),
            text(&game.wins)
        )
        .unwrap();
    }
    out.push_str("]\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").unwrap()).join("games.rs");
    std::fs::write(dest, out).unwrap();
}
