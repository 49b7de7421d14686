//! The catalogues against each other and against the code: every language has exactly
//! English's messages, each parses, and each formats with the variables the code passes
//! (read from the `say!` calls in the sources); every game's translation covers exactly
//! the game's texts.

use super::bundle::Bundle;
use super::{CATALOGUES, ENGLISH, FluentArgs, FluentValue, GAME_TEXTS, Words, codes};
use crate::registry::builtin_games;
use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The message ids (with their attributes' ids) of one Fluent text, failing on a parse
/// error or an id defined twice.
fn ids_of(what: &str, text: &str, into: &mut BTreeSet<String>) {
    let resource = FluentResource::try_new(text.to_string())
        .unwrap_or_else(|(_, e)| panic!("{what}: does not parse: {e:?}"));
    for entry in resource.entries() {
        if let ast::Entry::Message(m) = entry {
            let id = m.id.name.to_string();
            assert!(into.insert(id.clone()), "{what}: {id} is defined twice");
            assert!(m.value.is_some(), "{what}: {id} has no text");
        }
    }
}

fn catalogue_ids(code: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for c in CATALOGUES.iter().filter(|c| c.code == code) {
        for text in c.files {
            ids_of(&format!("lang/{code}"), text, &mut ids);
        }
    }
    ids
}

#[test]
fn every_language_has_exactly_englishs_messages() {
    let english = catalogue_ids(ENGLISH);
    assert!(english.len() > 10, "English's catalogue is nearly empty");
    for code in codes() {
        let ids = catalogue_ids(code);
        let missing: Vec<_> = english.difference(&ids).collect();
        let stray: Vec<_> = ids.difference(&english).collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        assert!(
            stray.is_empty(),
            "{code} has messages English lacks: {stray:?}"
        );
    }
}

/// The `say!` calls in the Rust sources under `dir`: message id → variable names.
fn say_calls(dir: &Path, into: &mut BTreeMap<String, BTreeSet<String>>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        // The command-line tool stays English (and has a printing `say!` of its own).
        if path.is_dir() && !path.ends_with("bin") {
            say_calls(&path, into);
        } else if path.is_dir() {
            continue;
        } else if path.extension().is_some_and(|e| e == "rs") {
            // Comments name the macro too (as here); only code calls it.
            let text: String = std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .map(|l| format!("{l}\n"))
                .collect();
            for call in text.split("say!(").skip(1) {
                let args = top_level_args(call);
                // The macro's own definition and its documentation name no literal id.
                let Some(id) = args.get(1).and_then(|a| literal(a)) else {
                    continue;
                };
                let vars = into.entry(id).or_default();
                for arg in &args[2..] {
                    if let Some((name, _)) = arg.split_once('=') {
                        vars.insert(name.trim().to_string());
                    }
                }
            }
        }
    }
}

/// A macro call's arguments up to its closing parenthesis, split at top-level commas.
fn top_level_args(call: &str) -> Vec<String> {
    let (mut args, mut current, mut depth, mut in_str) = (Vec::new(), String::new(), 0, false);
    let mut chars = call.chars();
    while let Some(c) = chars.next() {
        if in_str {
            current.push(c);
            if c == '\\' {
                current.extend(chars.next());
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                args.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        args.push(current);
    }
    args
}

fn literal(arg: &str) -> Option<String> {
    let s = arg.trim();
    Some(s.strip_prefix('"')?.strip_suffix('"')?.to_string())
}

fn calls() -> BTreeMap<String, BTreeSet<String>> {
    let core = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut calls = BTreeMap::new();
    say_calls(&core.join("src"), &mut calls);
    say_calls(&core.join("../src"), &mut calls);
    calls
}

#[test]
fn every_message_the_code_asks_for_formats_in_every_language() {
    let calls = calls();
    assert!(!calls.is_empty(), "found no say! calls in the sources");
    let english = catalogue_ids(ENGLISH);
    let unknown: Vec<_> = calls.keys().filter(|id| !english.contains(*id)).collect();
    assert!(
        unknown.is_empty(),
        "the code asks for messages English lacks: {unknown:?}"
    );
    let unused: Vec<_> = english
        .iter()
        .filter(|id| !calls.contains_key(*id))
        .collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
    for code in codes() {
        let bundle = Bundle::catalogue(code);
        for (id, vars) in &calls {
            // Every variable as a number: it formats either way, and a number also
            // picks a plural form.
            let mut args = FluentArgs::new();
            for var in vars {
                args.set(var.clone(), FluentValue::from(3));
            }
            let args = (!vars.is_empty()).then_some(&args);
            assert!(
                bundle.format(id, args).is_some(),
                "{code}: {id} does not format with the variables the code passes ({vars:?})"
            );
        }
    }
}

#[test]
fn every_language_names_itself() {
    for code in codes() {
        let name = say!(Words::new(code), "language-name");
        assert!(!name.is_empty() && name != "language name", "{code}");
    }
    assert_eq!(say!(Words::new("de"), "language-name"), "Deutsch");
}

#[test]
fn every_game_is_translated_into_every_language_and_nothing_else() {
    let games: Vec<_> = builtin_games().map(|r| r.def.clone()).collect();
    for code in codes().into_iter().filter(|&c| c != ENGLISH) {
        let words = Words::new(code);
        for def in &games {
            let mut wanted: BTreeSet<String> = ["name", "summary"].map(String::from).into();
            wanted.extend((1..=def.rules.len()).map(|n| format!("rule-{n}")));
            wanted.extend((1..=def.differs.len()).map(|n| format!("differs-{n}")));
            wanted.extend(def.groups.iter().map(|g| format!("pile-{}", g.label)));
            let text = GAME_TEXTS
                .iter()
                .find(|t| t.code == code && t.id == def.id)
                .unwrap_or_else(|| panic!("games/{code}/{}.ftl is missing", def.id));
            let mut ids = BTreeSet::new();
            ids_of(&format!("games/{code}/{}.ftl", def.id), text.text, &mut ids);
            let missing: Vec<_> = wanted.difference(&ids).collect();
            let stray: Vec<_> = ids.difference(&wanted).collect();
            assert!(
                missing.is_empty(),
                "games/{code}/{}.ftl lacks {missing:?}",
                def.id
            );
            assert!(
                stray.is_empty(),
                "games/{code}/{}.ftl has stray {stray:?}",
                def.id
            );
            assert!(words.games().translated(def));
        }
    }
}

#[test]
fn a_missing_message_falls_back_to_english_and_an_unknown_language_is_english() {
    assert_eq!(Words::new("xx").code(), ENGLISH);
    assert_eq!(Words::new("de_AT.UTF-8").code(), "de");
    assert_eq!(super::negotiate(&["pt-PT", "en"]), Some("pt-BR"));
    assert_eq!(super::negotiate(&["ja"]), None);
    let def = &builtin_games().next().unwrap().def;
    // English's game texts are the game file's own.
    let english = Words::english();
    assert_eq!(english.games().name(def), def.name);
    assert_eq!(english.games().rules(def), def.rules);
}

/// The desktop entry's words are the catalogues': English as the plain keys, every
/// other language as `Key[code]`.
#[test]
fn the_desktop_entry_speaks_every_language() {
    let path =
        crate::generated::packaging_dir().join("io.github.solitaire_collection.Solitaire.desktop");
    let entry = std::fs::read_to_string(&path).unwrap();
    let mut wanted = String::new();
    for code in codes() {
        let words = Words::new(code);
        let tag = if code == ENGLISH {
            String::new()
        } else {
            format!("[{}]", code.replace('-', "_"))
        };
        for (key, text) in [
            ("Name", say!(words, "desktop-name")),
            ("GenericName", say!(words, "desktop-generic-name")),
            ("Comment", say!(words, "desktop-comment")),
            ("Keywords", say!(words, "desktop-keywords")),
        ] {
            let line = format!("{key}{tag}={text}");
            if !entry.lines().any(|l| l == line) {
                wanted.push_str(&line);
                wanted.push('\n');
            }
        }
    }
    assert!(
        wanted.is_empty(),
        "packaging/io.github.solitaire_collection.Solitaire.desktop lacks these lines (from core/lang):\n{wanted}"
    );
}

/// The software centres' page names the game and sums it up as the desktop entry does,
/// in every language.
#[test]
fn the_appstream_page_speaks_every_language() {
    let path = crate::generated::packaging_dir()
        .join("io.github.solitaire_collection.Solitaire.metainfo.xml");
    let page = std::fs::read_to_string(&path).unwrap();
    let escape = |s: String| s.replace('&', "&amp;").replace('<', "&lt;");
    let mut wanted = String::new();
    for code in codes() {
        let words = Words::new(code);
        let lang = if code == ENGLISH {
            String::new()
        } else {
            format!(" xml:lang=\"{}\"", code.replace('-', "_"))
        };
        for (tag, text) in [
            ("name", say!(words, "desktop-name")),
            ("summary", say!(words, "desktop-comment")),
        ] {
            let line = format!("<{tag}{lang}>{}</{tag}>", escape(text));
            if !page.lines().any(|l| l.trim() == line) {
                wanted.push_str(&line);
                wanted.push('\n');
            }
        }
    }
    assert!(
        wanted.is_empty(),
        "packaging/io.github.solitaire_collection.Solitaire.metainfo.xml lacks these lines (from core/lang):\n{wanted}"
    );
}
