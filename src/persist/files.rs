//! Where the game keeps its files, and how it writes and reads them safely: writes go
//! to a temporary file that is synced and renamed over the old one, so a crash at any
//! moment leaves either the old file or the new one; a file that cannot be read is
//! moved aside (never deleted or overwritten) so nothing is lost.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

pub use solitaire_core::data_files::{MAX_FILE, data_dir, read_small};

/// Writes `text` to `path` atomically.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("ron.tmp");
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)
}

/// Moves a bad file aside as `name.bad-N` (the first N free) and returns the new path.
pub fn keep_aside(path: &Path) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let aside = (1..)
        .map(|n| path.with_file_name(format!("{name}.bad-{n}")))
        .find(|p| p.symlink_metadata().is_err())
        .expect("some number is free");
    fs::rename(path, &aside)?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("solitaire-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn atomic_write_replaces_and_an_interrupted_write_leaves_the_old_file() {
        let dir = temp_dir("atomic");
        let path = dir.join("game.ron");
        write_atomic(&path, "one").unwrap();
        write_atomic(&path, "two").unwrap();
        assert_eq!(read_small(&path).unwrap().as_deref(), Some("two"));
        // A crash after writing the temporary file but before the rename.
        fs::write(path.with_extension("ron.tmp"), "half-writ").unwrap();
        assert_eq!(read_small(&path).unwrap().as_deref(), Some("two"));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn huge_binary_and_missing_files_are_told_apart() {
        let dir = temp_dir("bad");
        assert_eq!(read_small(&dir.join("none.ron")).unwrap(), None);
        fs::write(dir.join("huge.ron"), vec![b'x'; (MAX_FILE + 10) as usize]).unwrap();
        assert!(
            read_small(&dir.join("huge.ron"))
                .unwrap_err()
                .contains("larger")
        );
        fs::write(dir.join("bin.ron"), [0xff, 0xfe, 0x00]).unwrap();
        assert_eq!(read_small(&dir.join("bin.ron")).unwrap_err(), "is not text");
        let aside = keep_aside(&dir.join("bin.ron")).unwrap();
        assert!(aside.ends_with("bin.ron.bad-1") && aside.exists());
        fs::write(dir.join("bin.ron"), "again").unwrap();
        assert!(
            keep_aside(&dir.join("bin.ron"))
                .unwrap()
                .ends_with("bin.ron.bad-2")
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
