//! Compiles in every game in `games/`: each `<id>.ron` with its optional `<id>.grades`
//! and `<id>.wins` (see `src/registry/scan.rs`, which `Registry::load_dir` shares). A new
//! game is a new file there, listed nowhere else.
//!
//! Before that, the files are checked as the program will read them: the build script
//! includes the rules (and the few modules they use) by path and runs
//! `Registry::load_dir` over the folder, so a file the game would refuse at start (a
//! misspelt word, a pile group that cannot be dealt, grades of another game) fails the
//! build instead, with the file, line and column: "error: solitaire-core@0.1.0:
//! core/games/pyramid.ron:34:49: Unexpected variant named `Tablaeu` in enum
//! `PileKind`, …".

// The included modules are the library's own; the build script uses a part of them.
#![allow(dead_code, unused_imports)]

#[path = "src/card.rs"]
mod card;
#[path = "src/deal.rs"]
mod deal;
#[path = "src/grade.rs"]
mod grade;
#[path = "src/moves.rs"]
mod moves;
#[path = "src/position.rs"]
mod position;
#[path = "src/pysol.rs"]
mod pysol;
#[path = "src/rules/mod.rs"]
mod rules;

#[path = "src/registry"]
mod registry {
    mod files;
    pub mod scan;
    mod wins;

    pub use files::Registry;
    pub use scan::scan;

    // What `rules` re-exports from the registry: the built-in games, which are what
    // this script makes (so it has none to give).
    pub fn builtin() {}
    pub fn builtin_games() {}
    pub fn game_ids() {}
}

#[path = "src/lang/scan.rs"]
mod lang_scan;

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let dir = manifest.join("games");
    println!("cargo::rerun-if-changed={}", dir.display());
    let games = registry::scan(&dir).unwrap_or_else(|e| panic!("{e}"));
    // The files as the program reads them at start; the first bad one fails the build,
    // named as the compiler names sources, from the workspace's folder
    // ("core/games/pyramid.ron:34:49: …").
    if let Err(e) = registry::Registry::load_dir(&dir) {
        let crate_dir = manifest.file_name().unwrap_or_default().to_string_lossy();
        println!("cargo::error={crate_dir}/games/{e}");
        return;
    }
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
    write_translations(&manifest);
}

/// The shell's catalogues (`lang/<code>/*.ftl`) and the games' translations
/// (`games/<code>/<id>.ftl`), compiled in as text; `lang::tests` check their contents.
fn write_translations(manifest: &Path) {
    let lang_dir = manifest.join("lang");
    println!("cargo::rerun-if-changed={}", lang_dir.display());
    let catalogues = lang_scan::scan_catalogues(&lang_dir).unwrap_or_else(|e| panic!("{e}"));
    let texts =
        lang_scan::scan_game_texts(&manifest.join("games")).unwrap_or_else(|e| panic!("{e}"));
    let mut out = String::from("pub(crate) const CATALOGUES: &[Catalogue] = &[\n");
    for c in &catalogues {
        println!(
            "cargo::rerun-if-changed={}",
            lang_dir.join(&c.code).display()
        );
        let files: Vec<String> = c
            .files
            .iter()
            .map(|f| format!("include_str!({:?})", f.display().to_string()))
            .collect();
        writeln!(
            out,
            "    Catalogue {{ code: {:?}, files: &[{}] }},",
            c.code,
            files.join(", ")
        )
        .unwrap();
    }
    out.push_str("];\npub(crate) const GAME_TEXTS: &[GameText] = &[\n");
    for t in &texts {
        println!(
            "cargo::rerun-if-changed={}",
            t.path.parent().unwrap().display()
        );
        writeln!(
            out,
            "    GameText {{ code: {:?}, id: {:?}, text: include_str!({:?}) }},",
            t.code,
            t.id,
            t.path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").unwrap()).join("lang.rs");
    std::fs::write(dest, out).unwrap();
}
