//! Files made from the code and kept in the repository (the man pages and the shell
//! completions under packaging/): a test makes each again and compares; with
//! `UPDATE_PACKAGING` set in the environment, it writes them instead.

use std::path::{Path, PathBuf};

/// The repository's packaging/ folder.
pub fn packaging_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../packaging")
}

/// The files of `made` (each a path under packaging/ and what it should hold) that
/// hold something else, or cannot be read; with `UPDATE_PACKAGING` set, each is
/// written first.
pub fn stale(made: &[(String, Vec<u8>)]) -> Vec<String> {
    let update = std::env::var_os("UPDATE_PACKAGING").is_some();
    made.iter()
        .filter(|(path, bytes)| {
            let file = packaging_dir().join(path);
            if update {
                std::fs::write(&file, bytes).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            }
            std::fs::read(&file).ok().as_deref() != Some(bytes.as_slice())
        })
        .map(|(path, _)| path.clone())
        .collect()
}
