//! A Fluent bundle of one language, as the game uses them: no Unicode isolation marks
//! (the font would draw them and a screen reader would read them), numbers in the
//! language's style, and a message that does not format whole counted as missing.

use super::number;
use super::shipped::CATALOGUES;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub(super) struct Bundle(FluentBundle<FluentResource>);

impl Bundle {
    /// An empty bundle of language `code`.
    pub fn empty(code: &str) -> Bundle {
        let lang = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(number::formatter_for(code)));
        // NUMBER(), for ordinals: `{ NUMBER($n, type: "ordinal") -> [one] … }`.
        bundle
            .add_builtins()
            .expect("a new bundle has no functions yet");
        Bundle(bundle)
    }

    /// Shipped language `code`'s shell catalogue. The tests check every file parses;
    /// here a broken entry is skipped rather than losing the rest.
    pub fn catalogue(code: &str) -> Bundle {
        let mut bundle = Bundle::empty(code);
        for catalogue in CATALOGUES.iter().filter(|c| c.code == code) {
            for text in catalogue.files {
                bundle.add(text);
            }
        }
        bundle
    }

    /// Adds the messages of `text`; the ones that parse, where some do not.
    pub fn add(&mut self, text: &str) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        // A message defined twice keeps its first text; the tests forbid it.
        let _ = self.0.add_resource(resource);
    }

    /// Message `id` formatted with `args`, or `None` when it is missing, has no value
    /// or does not format cleanly (a missing variable, a reference to nothing).
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.0.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = self.0.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Whether message `id` is here.
    pub fn has(&self, id: &str) -> bool {
        self.0.has_message(id)
    }
}

/// The ids of shipped language `code`'s shell messages.
pub(super) fn message_ids(code: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for catalogue in CATALOGUES.iter().filter(|c| c.code == code) {
        for text in catalogue.files {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                }
            }
        }
    }
    ids
}
