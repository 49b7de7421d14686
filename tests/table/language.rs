//! The player's language: the Language setting changes every word on screen at once,
//! the bar's and the open dialog's, without a restart.

use crate::harness::*;
use solitaire::play::{Lang, Overlay, Settings, chosen_language};
use solitaire_core::lang::shipped;
use solitaire_core::say;

/// The text entity of the bar's button labelled `label`.
fn hud_label(app: &mut App, label: &str) -> Entity {
    app.world_mut()
        .query::<(Entity, &Text, &ChildOf)>()
        .iter(app.world())
        .find(|(_, t, parent)| t.0 == label && app.world().get::<Button>(parent.parent()).is_some())
        .map(|(e, _, _)| e)
        .unwrap_or_else(|| panic!("no button {label:?}"))
}

fn text_of(app: &App, e: Entity) -> String {
    app.world().get::<Text>(e).expect("a text").0.clone()
}

#[test]
fn the_language_setting_changes_the_words_on_screen_at_once() {
    let mut app = app("freecell", 1);
    let new = hud_label(&mut app, "New");
    let undo = hud_label(&mut app, "Undo");
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::Settings);
    app.update();
    // The words as they were, to see them said again.
    app.world_mut().get_mut::<Text>(undo).unwrap().0 = "stale".into();

    app.world_mut().resource_mut::<Settings>().language = Some("de".into());
    app.world_mut().resource_mut::<Lang>().set_changed();
    for _ in 0..3 {
        app.update();
    }
    let lang = app.world().resource::<Lang>().clone();
    assert_eq!(lang.0, chosen_language(None, Some("de")));
    if shipped("de").is_some() {
        assert_eq!(lang.code(), "de");
    }
    // The bar is said again from the language.
    assert_eq!(text_of(&app, new), say!(lang, "hud-new"));
    assert_eq!(text_of(&app, undo), say!(lang, "hud-undo"));
    assert!(hud_figures_in(
        &mut app,
        &say!(lang, "hud-moves", moves = 0)
    ));
    // The dialog stays open, in the language.
    let overlay = *app.world().resource::<State<Overlay>>().get();
    assert_eq!(overlay, Overlay::Settings);
    assert!(ui_texts(&mut app).contains(&say!(lang, "settings-heading")));
    assert!(ui_texts(&mut app).contains(&say!(lang, "settings-language")));
}

/// Whether some text starts with `start` (the bar's figures).
fn hud_figures_in(app: &mut App, start: &str) -> bool {
    ui_texts(app).iter().any(|t| t.starts_with(start))
}
