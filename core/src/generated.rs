//! Files made from the code and kept in the repository (the man pages and the shell
//! completions under packaging/): a test makes each again and compares; with
//! `UPDATE_PACKAGING` set in the environment, it writes them instead.

use std::path::Path;

/// Does the file at `path` hold `made`? With `UPDATE_PACKAGING` set, it is written
/// first. A file that cannot be read is out of date.
pub fn is_current(path: &Path, made: &[u8]) -> bool {
    if std::env::var_os("UPDATE_PACKAGING").is_some() {
        std::fs::write(path, made).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    std::fs::read(path).ok().as_deref() == Some(made)
}
