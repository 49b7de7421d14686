//! The game in other languages: switching leaves no English on the screens, and every
//! dialog's text fits its box at 800x600 in every language, at every text size's ends.

use crate::harness::*;
use solitaire::play::{Lang, Overlay, Settings, TEXT_SIZES};
use solitaire_core::lang::codes;
use std::collections::BTreeSet;

/// The screens a player reads, in turn: each one's texts, with the HUD's under it.
const SCREENS: [Overlay; 6] = [
    Overlay::None,
    Overlay::Chooser,
    Overlay::Rules,
    Overlay::Settings,
    Overlay::Stats,
    Overlay::Daily,
];

fn show(app: &mut App, overlay: Overlay) {
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(overlay);
    for _ in 0..10 {
        app.update();
    }
}

fn speak(app: &mut App, code: &str) {
    app.world_mut().resource_mut::<Settings>().language = Some(code.to_string());
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<Lang>().code(), code);
}

/// Every text on every screen, and what the screen reader's tree names.
fn words_on_screens(app: &mut App) -> BTreeSet<String> {
    let mut all = BTreeSet::new();
    for screen in SCREENS {
        show(app, screen);
        all.extend(ui_texts(app));
        all.extend(
            app.world_mut()
                .query::<&bevy::a11y::AccessibilityNode>()
                .iter(app.world())
                .filter_map(|n| n.label().map(str::to_string)),
        );
    }
    show(app, Overlay::None);
    all
}

/// Words German shares with English on these screens (weekdays in the calendar's
/// head: Mo, Fr, Sa).
const SAME_IN_GERMAN: [&str; 6] = ["Animation", "Demo", "Normal", "Mo", "Fr", "Sa"];

/// A text a language may share with English: no letters, a word the same in both, or
/// a game's name as German players know it.
fn same_in_both(text: &str, german_names: &BTreeSet<String>) -> bool {
    !text.chars().any(char::is_alphabetic)
        || SAME_IN_GERMAN.contains(&text)
        || german_names.contains(text)
        || text.split(['·', ',', '#', '—', ' ']).all(|w| {
            let w = w.trim();
            w.is_empty() || !w.chars().any(char::is_alphabetic) || german_names.contains(w)
        })
}

#[test]
fn switching_to_german_leaves_no_english_on_the_screens() {
    let mut app = app("freecell", 1);
    let english = words_on_screens(&mut app);
    speak(&mut app, "de");
    let german = words_on_screens(&mut app);
    let de = solitaire_core::lang::Words::new("de");
    let names: BTreeSet<String> = solitaire_core::builtin_games()
        .map(|r| de.games().name(&r.def))
        .collect();
    let left: Vec<&String> = german
        .iter()
        .filter(|t| english.contains(*t) && !same_in_both(t, &names))
        .collect();
    assert!(
        left.is_empty(),
        "English left after switching to German: {left:#?}"
    );
    // And back: the same English as at first (but for the Language setting's value,
    // which was the system's language and is now English by name).
    speak(&mut app, "en");
    let setting = |t: &String| t.as_str() != "English" && !t.starts_with("System (");
    let again: BTreeSet<String> = words_on_screens(&mut app)
        .into_iter()
        .filter(setting)
        .collect();
    assert_eq!(again, english.into_iter().filter(setting).collect());
}

#[test]
fn every_dialog_fits_at_800_by_600_in_every_language_and_text_size() {
    let mut app = app("three-bears", 2_147_483_647);
    resize(&mut app, 800.0, 600.0);
    let w = window(&mut app);
    let width = app.world().get::<Window>(w).unwrap().physical_width() as f32;
    // At the designed size and at the largest of the Text size setting.
    let sizes = [TEXT_SIZES[0], TEXT_SIZES[TEXT_SIZES.len() - 1]];
    for (code, text_size) in codes().into_iter().flat_map(|c| sizes.map(|s| (c, s))) {
        app.world_mut().resource_mut::<Settings>().text_size = text_size;
        speak(&mut app, code);
        let code = format!("{code} at {text_size}%");
        for dialog in [
            Overlay::Chooser,
            Overlay::Rules,
            Overlay::Settings,
            Overlay::Stats,
            Overlay::Daily,
            Overlay::DealNumber,
            Overlay::Menu,
            Overlay::Won,
            Overlay::Leave,
        ] {
            show(&mut app, dialog);
            let mut texts = app.world_mut().query::<(
                &Text,
                &bevy::text::TextLayoutInfo,
                &bevy::ui::ComputedNode,
                &bevy::ui::UiGlobalTransform,
                &ChildOf,
                Entity,
            )>();
            let found: Vec<_> = texts
                .iter(app.world())
                .filter(|(_, _, node, _, _, _)| node.size() != Vec2::ZERO)
                .map(|(t, laid, node, at, parent, e)| {
                    (
                        t.0.clone(),
                        laid.size * laid.scale_factor,
                        node.size(),
                        at.translation,
                        parent.parent(),
                        e,
                    )
                })
                .collect();
            // Where each of the dialog's texts is drawn: from its node's top left, as
            // laid out (the dialog lies over the HUD, whose words it may cover).
            let world = app.world();
            let in_dialog = |mut e: Entity| loop {
                if world.get::<DespawnOnExit<Overlay>>(e).is_some() {
                    return true;
                }
                match world.get::<ChildOf>(e) {
                    Some(c) => e = c.parent(),
                    None => return false,
                }
            };
            let drawn: Vec<(&String, Rect)> = found
                .iter()
                .filter(|(_, _, _, _, _, e)| in_dialog(*e))
                .map(|(text, laid, size, at, _, _)| {
                    let min = *at - *size / 2.0;
                    (text, Rect::from_corners(min, min + *laid))
                })
                .collect();
            for (i, (a, ra)) in drawn.iter().enumerate() {
                for (b, rb) in &drawn[i + 1..] {
                    let both = ra.intersect(*rb);
                    assert!(
                        both.width() <= 2.0 || both.height() <= 2.0,
                        "{code} {dialog:?}: {a:?} runs over {b:?}"
                    );
                }
            }
            let mut boxes = app.world_mut().query::<&bevy::ui::ComputedNode>();
            for (text, laid, size, at, parent, _) in found {
                let (left, right) = (at.x - size.x / 2.0, at.x + size.x / 2.0);
                assert!(
                    left >= -0.5 && right <= width + 0.5,
                    "{code} {dialog:?}: {text:?} spans {left}..{right} of {width}"
                );
                // The words fit their node's width (a word too long to wrap spills
                // over), within a few pixels (a line's measure takes in its trailing
                // space); a line more than the node was laid out for is no harm unless
                // it runs over other words (above)...
                assert!(
                    laid.x <= size.x + 8.0,
                    "{code} {dialog:?}: {text:?} is laid out {laid} in a node of {size}"
                );
                // ...and the node fits the box it is in.
                if let Ok(outer) = boxes.get(app.world(), parent) {
                    let inner = outer.content_box().size();
                    assert!(
                        size.x <= inner.x + 8.0 && size.y <= inner.y + 8.0,
                        "{code} {dialog:?}: {text:?} is {size} in a box of {inner}"
                    );
                }
            }
        }
    }
}
