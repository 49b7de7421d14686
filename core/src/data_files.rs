//! The player's data files, as the game writes them and the CLI reads them: where they
//! live, and how a versioned RON file is read (a newer game's file is refused, not
//! misread).

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// The data directory: `flag` (`--data-dir`), else `SOLITAIRE_DATA_DIR`, else the
/// platform's per-user data directory (~/.local/share/solitaire on Linux).
pub fn data_dir(flag: Option<&Path>) -> PathBuf {
    if let Some(dir) = flag {
        return dir.to_path_buf();
    }
    if let Some(dir) = std::env::var_os("SOLITAIRE_DATA_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "Solitaire")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("solitaire-data"))
}

/// A file format with a version number, so a newer game's file is recognised.
pub trait Versioned: Serialize + DeserializeOwned + Default {
    const VERSION: u32;
    /// What the file holds, for messages: "settings".
    const WHAT: &'static str;
    /// The file's name in the data directory.
    const FILE: &'static str;
    fn version(&self) -> u32;
    /// Whether what was read makes sense (figures that cannot be are refused, not shown).
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Files larger than this are not ours (or are damaged): refused unread.
pub const MAX_FILE: u64 = 1 << 20;

/// Reads a file that should be ours, for the game and the CLI alike: `Ok(None)` when
/// there is none, an error (in words, to follow the file's name) when it cannot be read,
/// is too large, is not text, or is a link to nothing.
pub fn read_small(path: &Path) -> Result<Option<String>, String> {
    use std::io::Read;
    let f = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // A link whose target is gone is not "no file": something is wrong to tell.
            return match std::fs::read_link(path) {
                Ok(target) => Err(format!(
                    "is a link to {}, which does not exist",
                    target.display()
                )),
                Err(_) => Ok(None),
            };
        }
        Err(e) => return Err(format!("cannot be opened: {e}")),
    };
    let mut bytes = Vec::new();
    f.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot be read: {e}"))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(format!("is larger than {} KB", MAX_FILE / 1024));
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| "is not text".to_string())
}

/// Parses a file's text, refusing files from a newer version of the game.
pub fn parse<T: Versioned>(text: &str) -> Result<T, String> {
    if text.trim().is_empty() {
        return Err("is empty".into());
    }
    let value: T = ron::from_str(text).map_err(|e| format!("cannot be read ({e})"))?;
    match value.version() {
        v if v > T::VERSION => Err(format!("is from a newer version of the game (format {v})")),
        0 => Err("has no valid version".into()),
        _ => value.check().map(|()| value),
    }
}
