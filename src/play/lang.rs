//! The player's language: the words every part of the game reads (`Lang`, the core's
//! `Words` in a resource), chosen by `--lang` for a run, else the Language setting,
//! else the system's (or the browser's) languages, else English. Changing the setting
//! changes `Lang` at once; the parts that show words follow its change.

use super::Settings;
use bevy::prelude::*;
use solitaire_core::lang::{Words, negotiate, shipped};

/// The words of the player's language. `say!(lang, "id", …)` reads them.
#[derive(Resource, Clone, Debug, Deref)]
pub struct Lang(pub Words);

impl Default for Lang {
    fn default() -> Lang {
        Lang(Words::english())
    }
}

/// The language `--lang` chose for this run, which holds until the player picks one in
/// the settings.
#[derive(Resource, Clone, Debug, Default)]
pub struct LangFlag(pub Option<String>);

/// The player's languages as the system (or the browser) lists them, best first.
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The language to speak: the flag's, the setting's, the system's, or English.
pub fn chosen_language(flag: Option<&str>, setting: Option<&str>) -> Words {
    let system = system_languages();
    let system: Vec<&str> = system.iter().map(String::as_str).collect();
    let code = flag
        .and_then(shipped)
        .or_else(|| setting.and_then(shipped))
        .or_else(|| negotiate(&system))
        .unwrap_or(solitaire_core::lang::ENGLISH);
    Words::new(code)
}

/// Follows the Language setting as the player changes it.
pub(super) fn follow_setting(
    settings: Res<Settings>,
    mut lang: ResMut<Lang>,
    mut seen: Local<Option<Option<String>>>,
    flag: Res<LangFlag>,
) {
    if !settings.is_changed() {
        return;
    }
    let setting = settings.language.clone();
    let first = seen.is_none();
    if seen.as_ref() == Some(&setting) {
        return;
    }
    *seen = Some(setting.clone());
    // At start the flag (if any) rules; once the player picks, the setting does.
    let flag = if first { flag.0.as_deref() } else { None };
    let words = chosen_language(flag, setting.as_deref());
    if words != lang.0 {
        lang.0 = words;
    }
}
