//! The core's source files import one another without cycles, test modules aside (the
//! game's layers are checked by the game's own tests: `tests/table/layers.rs`).

mod common;

use common::imports::{Crate, Module, assert_no_cycle, cycles, defines};
use std::collections::BTreeMap;
use std::path::Path;

#[test]
fn the_core_has_no_import_cycle() {
    // (Test modules may use any of the crate: the registry's games, the solver.)
    let core = Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src")).without_tests();
    assert_no_cycle(&core);
}

/// The checks would see a cycle and an upward import, were there one.
#[test]
fn the_checks_see_what_they_look_for() {
    let mut files = BTreeMap::new();
    let module = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    files.insert(
        Vec::new(),
        "pub mod a;\npub mod b;\npub use a::Thing;".to_string(),
    );
    files.insert(
        module("a"),
        "use crate::b::{self, other::Deep};\npub struct Thing;".to_string(),
    );
    files.insert(module("b"), "pub mod other;\npub use other::*;".to_string());
    files.insert(
        module("b/other"),
        "pub struct Deep;\nfn f() { crate::Thing; }".to_string(),
    );
    let krate = Crate { files };
    let edges = krate.edges();
    assert!(
        edges[&module("b/other")].contains(&module("a")),
        "{edges:?}"
    );
    // (`b` is in it too: `a` names it, and it re-exports `b/other`.)
    let mut cycle = cycles(&edges).concat();
    cycle.sort();
    assert_eq!(cycle, ["a", "b", "b/other"]);
    // A test module counts as its file.
    let mut files = BTreeMap::new();
    files.insert(Vec::new(), "pub mod a;\npub mod b;".to_string());
    files.insert(module("a"), "pub struct A;".to_string());
    files.insert(
        module("b"),
        "#[cfg(test)]\nmod tests {\n    use crate::a::A;\n}".to_string(),
    );
    assert!(Crate { files }.edges()[&module("b")].contains(&module("a")));
    assert!(defines("pub(super) fn go() {}", "go"));
    assert!(!defines("fn going() {}", "go"));
}
