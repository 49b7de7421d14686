//! Where the player's files are kept: a folder on the desktop, named texts in a key
//! store in the browser. Both hold the same files in the same formats, refuse the same
//! bad contents with the same words, and keep a bad file aside as `name.bad-N`.

use super::files::{self, MAX_FILE};
use std::path::PathBuf;
use std::sync::Arc;

/// Where the player's files are kept.
#[derive(Clone, Debug)]
pub enum Shelf {
    /// A folder of files (the desktop): atomic writes, bad files renamed aside.
    Folder(PathBuf),
    /// Named texts in a key store (the browser's localStorage; an in-memory one in tests).
    Keys(Arc<dyn KeyStore>),
}

/// A store of named texts. Errors are the store's own words ("quota exceeded").
pub trait KeyStore: Send + Sync + std::fmt::Debug {
    fn get(&self, name: &str) -> Result<Option<String>, String>;
    fn set(&self, name: &str, text: &str) -> Result<(), String>;
    fn remove(&self, name: &str) -> Result<(), String>;
    /// How the player's messages name the place ("the browser's storage").
    fn place(&self) -> &str;
}

impl Shelf {
    /// The file's text: `Ok(None)` when there is none, else an error in words to
    /// follow the file's name, the same for both kinds of shelf.
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        match self {
            Shelf::Folder(dir) => files::read_small(&dir.join(name)),
            Shelf::Keys(keys) => match keys.get(name) {
                Ok(Some(text)) => checked(text).map(Some),
                Ok(None) => Ok(None),
                Err(e) => Err(format!("cannot be read: {e}")),
            },
        }
    }

    /// Writes the file whole. In a key store one set is whole already; between two
    /// tabs the last whole write wins.
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        match self {
            Shelf::Folder(dir) => {
                files::write_atomic(&dir.join(name), text).map_err(|e| e.to_string())
            }
            Shelf::Keys(keys) => keys.set(name, text),
        }
    }

    /// Keeps a bad file as `name.bad-N` (the first N free), and says where, for the
    /// player. The original goes only once its copy is stored: nothing is lost.
    pub fn keep_aside(&self, name: &str) -> Result<String, String> {
        match self {
            Shelf::Folder(dir) => files::keep_aside(&dir.join(name))
                .map(|aside| aside.display().to_string())
                .map_err(|e| e.to_string()),
            Shelf::Keys(keys) => {
                let text = keys.get(name)?.ok_or("it is gone")?;
                let mut aside = String::new();
                for n in 1.. {
                    aside = format!("{name}.bad-{n}");
                    if keys.get(&aside)?.is_none() {
                        break;
                    }
                }
                keys.set(&aside, &text)?;
                keys.remove(name)?;
                Ok(format!("{aside} in {}", keys.place()))
            }
        }
    }

    /// Whether the file is there, good or bad (a link to nothing, or a key that cannot
    /// be read, is there and wrong).
    pub fn exists(&self, name: &str) -> bool {
        match self {
            Shelf::Folder(dir) => dir.join(name).symlink_metadata().is_ok(),
            Shelf::Keys(keys) => !matches!(keys.get(name), Ok(None)),
        }
    }

    /// Where the file goes, for failure notices: "The game cannot be saved to …".
    pub fn describe(&self, name: &str) -> String {
        match self {
            Shelf::Folder(dir) => dir.join(name).display().to_string(),
            Shelf::Keys(keys) => keys.place().to_string(),
        }
    }
}

/// A stored text refused as `read_small` refuses a file's bytes. The browser hands back
/// what it cannot read as text (a lone surrogate) as U+FFFD; the files the game writes
/// never hold it, nor control characters (RON escapes them).
fn checked(text: String) -> Result<String, String> {
    if text.len() as u64 > MAX_FILE {
        return Err(format!("is larger than {} KB", MAX_FILE / 1024));
    }
    let binary = |c: char| c == '\u{FFFD}' || (c.is_control() && !matches!(c, '\n' | '\r' | '\t'));
    if text.contains(binary) {
        return Err("is not text".into());
    }
    Ok(text)
}

/// An in-memory key store for tests: it can be made full (sets fail as a full quota
/// does) or off (everything fails, as with storage disabled).
#[cfg(test)]
#[derive(Debug, Default)]
pub struct Memory {
    pub keys: std::sync::Mutex<std::collections::BTreeMap<String, String>>,
    pub full: std::sync::atomic::AtomicBool,
    pub off: std::sync::atomic::AtomicBool,
}

#[cfg(test)]
impl Memory {
    fn on(&self) -> Result<(), String> {
        match self.off.load(std::sync::atomic::Ordering::Relaxed) {
            true => Err("the storage is off".into()),
            false => Ok(()),
        }
    }
}

#[cfg(test)]
impl KeyStore for Memory {
    fn get(&self, name: &str) -> Result<Option<String>, String> {
        self.on()?;
        Ok(self.keys.lock().unwrap().get(name).cloned())
    }
    fn set(&self, name: &str, text: &str) -> Result<(), String> {
        self.on()?;
        if self.full.load(std::sync::atomic::Ordering::Relaxed) {
            return Err("the quota has been exceeded".into());
        }
        self.keys.lock().unwrap().insert(name.into(), text.into());
        Ok(())
    }
    fn remove(&self, name: &str) -> Result<(), String> {
        self.on()?;
        self.keys.lock().unwrap().remove(name);
        Ok(())
    }
    fn place(&self) -> &str {
        "the test's storage"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    #[test]
    fn keys_refuse_what_folders_refuse_in_the_same_words() {
        let dir = std::env::temp_dir().join(format!("solitaire-shelf-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let memory = Arc::new(Memory::default());
        let keys = Shelf::Keys(memory.clone());
        let folder = Shelf::Folder(dir.clone());
        let huge = vec![b'x'; (MAX_FILE + 10) as usize];
        for bytes in [huge, vec![0xff, 0xfe, 0x00], b"ok".to_vec()] {
            std::fs::write(dir.join("f.ron"), &bytes).unwrap();
            // What the browser's bridge makes of text that is not.
            let text = String::from_utf8_lossy(&bytes).into_owned();
            memory.keys.lock().unwrap().insert("f.ron".into(), text);
            assert_eq!(keys.read("f.ron"), folder.read("f.ron"));
        }
        assert_eq!(keys.read("none.ron"), Ok(None));
        assert!(!keys.exists("none.ron") && keys.exists("f.ron"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn keys_keep_aside_under_the_first_free_name_and_lose_nothing() {
        let memory = Arc::new(Memory::default());
        let keys = Shelf::Keys(memory.clone());
        keys.write("game.ron", "one").unwrap();
        assert_eq!(
            keys.keep_aside("game.ron").unwrap(),
            "game.ron.bad-1 in the test's storage"
        );
        keys.write("game.ron", "two").unwrap();
        assert_eq!(
            keys.keep_aside("game.ron").unwrap(),
            "game.ron.bad-2 in the test's storage"
        );
        assert_eq!(keys.read("game.ron.bad-1").unwrap().as_deref(), Some("one"));
        assert_eq!(keys.read("game.ron.bad-2").unwrap().as_deref(), Some("two"));
        assert!(!keys.exists("game.ron"));
        // Full: the copy cannot be stored, so the original stays.
        keys.write("game.ron", "three").unwrap();
        memory.full.store(true, Ordering::Relaxed);
        assert!(keys.keep_aside("game.ron").unwrap_err().contains("quota"));
        assert!(keys.write("game.ron", "four").is_err());
        assert_eq!(keys.read("game.ron").unwrap().as_deref(), Some("three"));
        assert_eq!(keys.describe("game.ron"), "the test's storage");
    }
}
