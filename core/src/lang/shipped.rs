//! The catalogues and the games' translations as the build script found them
//! (`core/build.rs`, with `scan.rs`), compiled in as text.

/// One language's shell catalogue.
pub(crate) struct Catalogue {
    pub code: &'static str,
    pub files: &'static [&'static str],
}

/// One game's texts in one language.
pub(crate) struct GameText {
    pub code: &'static str,
    pub id: &'static str,
    pub text: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/lang.rs"));
