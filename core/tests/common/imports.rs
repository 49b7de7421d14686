//! Which source file of a crate imports which: each `crate::`, `super::`, `self::` or
//! child-module path is linked to the file that defines the item it names, through
//! `pub use` re-exports. Test modules count as the file they are in, or are left out
//! (`Crate::without_tests`). Shared by the core's import test and the game's layers test
//! (which includes it by path).
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

pub type Module = Vec<String>;

pub struct Crate {
    /// Each module file's text, comments removed.
    pub files: BTreeMap<Module, String>,
}

impl Crate {
    /// The library under `root` (binaries under `bin/` are crates of their own).
    pub fn read(root: &Path) -> Crate {
        let mut files = BTreeMap::new();
        read_dir(root, root, &mut files);
        Crate { files }
    }

    /// The same files with their test modules (from `#[cfg(test)]` on) left out: a test
    /// may use what its module's layer may not.
    pub fn without_tests(mut self) -> Crate {
        for text in self.files.values_mut() {
            if let Some(at) = text.find("#[cfg(test)]") {
                text.truncate(at);
            }
        }
        self
    }

    /// The library under `root` named `name`, with its binaries in `root/bin/*.rs` as
    /// modules `bin/NAME`: their `name::` paths are the library's `crate::` paths.
    pub fn read_with_bins(root: &Path, name: &str) -> Crate {
        let mut krate = Crate::read(root);
        for entry in std::fs::read_dir(root.join("bin")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                let stem = path.file_stem().unwrap().to_string_lossy().to_string();
                let text = strip(&std::fs::read_to_string(&path).unwrap());
                let text = rename_crate(&text, name);
                krate.files.insert(vec!["bin".into(), stem], text);
            }
        }
        krate
    }

    /// The file that defines what `path` (absolute, without `crate`) names.
    fn locate(&self, path: &[String], depth: usize) -> Option<Module> {
        if depth > 16 {
            return None;
        }
        let n = (0..=path.len())
            .rev()
            .find(|&n| self.files.contains_key(&path[..n]))?;
        let module: Module = path[..n].to_vec();
        let Some(name) = path.get(n).filter(|s| *s != "*") else {
            return Some(module);
        };
        let text = &self.files[&module];
        if defines(text, name) {
            return Some(module);
        }
        for export in reexports(text) {
            let last = export.last().map(String::as_str);
            if last != Some(name.as_str()) && last != Some("*") {
                continue;
            }
            let mut target = absolute(&module, &export);
            if last == Some("*") {
                target.pop();
                target.push(name.clone());
            }
            target.extend(path[n + 1..].iter().cloned());
            if let Some(found) = self.locate(&target, depth + 1) {
                return Some(found);
            }
        }
        Some(module)
    }

    /// Each file's imports: the other files whose items it names.
    pub fn edges(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut edges = BTreeMap::new();
        for (module, text) in &self.files {
            let children: BTreeSet<&str> = self
                .files
                .keys()
                .filter(|m| m.len() == module.len() + 1 && m.starts_with(module))
                .map(|m| m.last().unwrap().as_str())
                .collect();
            let mut to = BTreeSet::new();
            for path in paths(text) {
                let head = path[0].as_str();
                let relative =
                    matches!(head, "crate" | "super" | "self") || children.contains(head);
                if !relative {
                    continue;
                }
                if let Some(found) = self.locate(&absolute(module, &path), 0)
                    && found != *module
                {
                    to.insert(found);
                }
            }
            edges.insert(module.clone(), to);
        }
        edges
    }
}

fn read_dir(root: &Path, dir: &Path, files: &mut BTreeMap<Module, String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().unwrap() != "bin" {
                read_dir(root, &path, files);
            }
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let rel = path.strip_prefix(root).unwrap().with_extension("");
        let mut module: Module = rel.iter().map(|s| s.to_string_lossy().into()).collect();
        if matches!(
            module.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            module.pop();
        }
        files.insert(module, strip(&std::fs::read_to_string(&path).unwrap()));
    }
}

/// Each path's leading `super::` as `self::` (a nested `super::super::` keeps the rest).
fn first_super_as_self(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("super::") {
        let leading = !rest[..at].ends_with("::") && !rest[..at].ends_with(|c: char| is_ident(c));
        out.push_str(&rest[..at]);
        out.push_str(if leading { "self::" } else { "super::" });
        rest = &rest[at + "super::".len()..];
    }
    out + rest
}

/// `name::` paths (a binary naming its library) as `crate::` paths.
fn rename_crate(text: &str, name: &str) -> String {
    let pattern = format!("{name}::");
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(&pattern) {
        let before = rest[..at].chars().next_back();
        out.push_str(&rest[..at]);
        out.push_str(if before.is_some_and(|c| is_ident(c) || c == ':') {
            &pattern
        } else {
            "crate::"
        });
        rest = &rest[at + pattern.len()..];
    }
    out + rest
}

/// The text without line comments, its test module's paths made the file's own: the
/// module is written inline (`mod tests { use super::*; }`), so its `super` is the file.
fn strip(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => {
            let (code, tests) = text.split_at(at);
            code.to_string() + &first_super_as_self(tests)
        }
        None => text.to_string(),
    };
    text.lines()
        .map(|l| l.find("//").map_or(l, |at| &l[..at]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `path` made absolute from `module`: `crate::a` is `a`, `super::` climbs, anything
/// else is relative to `module`.
fn absolute(module: &[String], path: &[String]) -> Vec<String> {
    let mut base: Vec<String> = module.to_vec();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => return path[1..].to_vec(),
        Some("self") => rest = &path[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        base.pop();
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    base
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Does `text` define an item called `name` (at any depth: good enough for files of
/// one job each)?
pub fn defines(text: &str, name: &str) -> bool {
    let kinds = [
        "struct", "enum", "fn", "const", "static", "type", "trait", "mod", "union",
    ];
    let words: Vec<&str> = text
        .split(|c: char| !is_ident(c) && c != '!')
        .filter(|w| !w.is_empty())
        .collect();
    words
        .windows(2)
        .any(|w| w[1] == name && (kinds.contains(&w[0]) || w[0] == "macro_rules!"))
}

/// The paths of the `pub use` items of a file (`pub(crate) use` too), flattened.
fn reexports(text: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("pub") {
        let after = text[at + 3..].trim_start();
        let after = match after.strip_prefix('(') {
            Some(rest) => rest.split_once(')').map_or("", |(_, r)| r).trim_start(),
            None => after,
        };
        if let Some(rest) = after.strip_prefix("use ") {
            let statement = rest.split(';').next().unwrap_or("");
            let chars: Vec<char> = statement.chars().collect();
            let mut i = 0;
            found.extend(read_path(&chars, &mut i));
        }
    }
    found
}

/// Every path of two or more segments in `text`, groups (`a::{b, c::d}`) flattened.
fn paths(text: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts = is_ident(chars[i])
            && !chars[i].is_ascii_digit()
            && (i == 0 || !(is_ident(chars[i - 1]) || chars[i - 1] == ':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i;
        let paths = read_path(&chars, &mut j);
        found.extend(paths.into_iter().filter(|p| p.len() > 1));
        i = j.max(i + 1);
    }
    found
}

/// Reads a path (with groups) from `chars[*i..]`, leaving `*i` after it.
fn read_path(chars: &[char], i: &mut usize) -> Vec<Vec<String>> {
    let skip_space = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    let mut prefix = Vec::new();
    loop {
        skip_space(i);
        if *i < chars.len() && chars[*i] == '{' {
            *i += 1;
            let mut all = Vec::new();
            loop {
                skip_space(i);
                if *i >= chars.len() || chars[*i] == '}' {
                    *i += 1;
                    break;
                }
                if chars[*i] == ',' {
                    *i += 1;
                    continue;
                }
                let before = *i;
                for sub in read_path(chars, i) {
                    let mut p: Vec<String> = prefix.clone();
                    if sub != ["self"] {
                        p.extend(sub);
                    }
                    all.push(p);
                }
                if *i == before {
                    *i += 1;
                }
            }
            return all;
        }
        let start = *i;
        while *i < chars.len() && (is_ident(chars[*i]) || chars[*i] == '*') {
            *i += 1;
        }
        if *i == start {
            return if prefix.is_empty() {
                Vec::new()
            } else {
                vec![prefix]
            };
        }
        prefix.push(chars[start..*i].iter().collect());
        // `as alias` renames the last segment; the path still names it.
        if chars.get(*i) == Some(&':') && chars.get(*i + 1) == Some(&':') {
            *i += 2;
        } else {
            return vec![prefix];
        }
    }
}

/// The strongly connected components of more than one file (Tarjan).
/// Fails unless the crate's imports were read and none of its files import one another
/// in a cycle.
pub fn assert_no_cycle(krate: &Crate) {
    let edges = krate.edges();
    assert!(
        edges.values().map(BTreeSet::len).sum::<usize>() > 50,
        "the imports were not read"
    );
    assert_eq!(cycles(&edges), Vec::<Vec<String>>::new());
}

pub fn cycles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on: BTreeSet<&'a Module>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Module) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        for w in &s.edges[v] {
            let Some((w, _)) = s.edges.get_key_value(w) else {
                continue;
            };
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on.remove(w);
                component.push(w.join("/"));
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                s.found.push(component);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.found
}
