//! Words a player reads or hears, in the player's language (Project Fluent).
//!
//! The shell's sentences are in one catalogue per language (`core/lang/<code>/*.ftl`);
//! a game's own texts (name, summary, rules, pile names) stay in its `.ron` in English,
//! with each translation beside it in `core/games/<code>/<id>.ftl`. A message missing
//! from a language, or one that does not format there, falls back to English for that
//! message, so a player never sees a message id.
//!
//! Every message is asked for with `say!(words, "id", name = value, …)` and a literal
//! id: the tests read the sources for those calls and check every language against them.

mod bundle;
mod game;
mod number;
pub mod scan;
mod shipped;

pub use fluent_bundle::{FluentArgs, FluentValue};
pub use game::GameWords;
pub use number::number_in;

use bundle::Bundle;
use shipped::{CATALOGUES, GAME_TEXTS};
use std::sync::Arc;

/// The language everything falls back to.
pub const ENGLISH: &str = "en";

/// The languages shipped, by code ("de", "pt-BR"), English first, then by code.
pub fn codes() -> Vec<&'static str> {
    let mut codes: Vec<&'static str> = CATALOGUES.iter().map(|c| c.code).collect();
    codes.sort_by_key(|&c| (c != ENGLISH, c));
    codes
}

/// A shipped language's code as written, for a code in any case or with a region the
/// catalogue lacks ("DE", "de_AT.UTF-8" → "de"); `None` when nothing matches.
pub fn shipped(code: &str) -> Option<&'static str> {
    negotiate(&[code])
}

/// The best shipped language for the player's languages, in their order of preference
/// (the system's, or the browser's): an exact match, else the same language in
/// another region ("pt-PT" → "pt-BR"); `None` when none is shipped.
pub fn negotiate(wanted: &[&str]) -> Option<&'static str> {
    use fluent_langneg::{NegotiationStrategy, negotiate_languages};
    use unic_langid::LanguageIdentifier;
    let parse = |s: &str| -> Option<LanguageIdentifier> {
        // POSIX locales: "de_AT.UTF-8@euro" → "de-AT".
        let s = s.split(['.', '@']).next()?.replace('_', "-");
        s.parse().ok()
    };
    let wanted: Vec<LanguageIdentifier> = wanted.iter().filter_map(|s| parse(s)).collect();
    let available: Vec<LanguageIdentifier> =
        codes().iter().filter_map(|c| c.parse().ok()).collect();
    let chosen = negotiate_languages(&wanted, &available, None, NegotiationStrategy::Lookup);
    let chosen = chosen.first()?.to_string();
    codes().into_iter().find(|&c| c == chosen)
}

/// How much of the game language `code` covers: the shell's messages it has of
/// English's, and the games whose texts it has (English's are the games' own files).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coverage {
    pub messages: usize,
    pub of_messages: usize,
    pub games: usize,
    pub of_games: usize,
}

pub fn coverage(code: &str) -> Coverage {
    let own = Bundle::catalogue(code);
    let english = bundle::message_ids(ENGLISH);
    let of_games = crate::registry::game_ids().len();
    Coverage {
        messages: english.iter().filter(|id| own.has(id)).count(),
        of_messages: english.len(),
        games: if code == ENGLISH {
            of_games
        } else {
            crate::registry::game_ids()
                .filter(|id| GAME_TEXTS.iter().any(|t| t.code == code && t.id == *id))
                .count()
        },
        of_games,
    }
}

/// The player's language: the shell's catalogue and the games' texts in it, with
/// English behind each message. Cheap to clone.
#[derive(Clone)]
pub struct Words(Arc<Inner>);

struct Inner {
    code: &'static str,
    own: Bundle,
    /// English, when the language is not English itself.
    english: Option<Bundle>,
    games: GameWords,
}

impl Words {
    /// The words of shipped language `code`, or English's when it is not shipped.
    pub fn new(code: &str) -> Words {
        let code = shipped(code).unwrap_or(ENGLISH);
        let own = Bundle::catalogue(code);
        let english = (code != ENGLISH).then(|| Bundle::catalogue(ENGLISH));
        Words(Arc::new(Inner {
            code,
            own,
            english,
            games: GameWords::new(code),
        }))
    }

    pub fn english() -> Words {
        Words::new(ENGLISH)
    }

    /// The language's code, as shipped ("pt-BR").
    pub fn code(&self) -> &'static str {
        self.0.code
    }

    /// Message `id` with `args`; English's where this language lacks it or it does not
    /// format here. Use `say!`, which the tests can read.
    pub fn message(&self, id: &str, args: Option<&FluentArgs>) -> String {
        if let Some(text) = self.0.own.format(id, args) {
            return text;
        }
        if let Some(text) = self.0.english.as_ref().and_then(|e| e.format(id, args)) {
            return text;
        }
        // Only a message English lacks reaches here, which the tests forbid; the
        // player still reads words, not an id.
        debug_assert!(false, "no message {id:?} in English");
        id.replace('-', " ")
    }

    /// The games' own texts in this language.
    pub fn games(&self) -> &GameWords {
        &self.0.games
    }

    /// A number as this language writes it, with `fraction_digits` decimals.
    pub fn number(&self, value: f64, fraction_digits: usize) -> String {
        number_in(self.0.code, value, fraction_digits)
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Words({})", self.0.code)
    }
}

impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        self.0.code == other.0.code
    }
}

/// Message `id` of `words`, with named arguments: `say!(words, "pile-empty", name = n)`.
/// Counts pass as numbers (they choose plural forms and are written in the language's
/// style); deal numbers and other identifiers pass as text.
#[macro_export]
macro_rules! say {
    ($words:expr, $id:literal) => {
        $words.message($id, None)
    };
    ($words:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::FluentArgs::new();
        $(args.set(stringify!($name), $crate::lang::FluentValue::from($value));)+
        $words.message($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
