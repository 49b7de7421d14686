//! The browser's build only (wasm32). The table as the browser test (web/test) reads it: as it changes, a JSON text on
//! the page's body (`data-table`) with the game, deal, moves and revision, and each
//! pile's name, size and where on the page (CSS pixels) its top card and its next
//! place are, so that the test can touch and drag the cards a player would. And the
//! page's language (`<html lang>`), which the browser's screen reader speaks in.

use crate::cards::CardEntities;
use crate::play::{Lang, Session};
use crate::table::TableLayout;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::speech::pile_name;

pub fn plugin(app: &mut App) {
    app.add_systems(Last, (show_table, name_the_page_language));
}

fn name_the_page_language(lang: Res<Lang>) {
    if lang.is_changed() {
        crate::web::bridge::set_language(lang.code());
    }
}

fn show_table(
    session: Res<Session>,
    layout: Res<TableLayout>,
    cards: Res<CardEntities>,
    window: Single<Ref<Window>, With<PrimaryWindow>>,
    mut shown: Local<String>,
) {
    if cards.by_id.is_empty() {
        return;
    }
    // Only what the text is made of changes it (the game writing its moves out is
    // not work for every frame).
    let changed = session.is_changed() || layout.is_changed() || cards.is_changed();
    if !changed && !window.is_changed() && !shown.is_empty() {
        return;
    }
    // The table's camera sits at the window's centre, a world unit to a CSS pixel.
    let half = window.size() / 2.0;
    let page = |world: Vec2| [(half.x + world.x).round(), (half.y - world.y).round()];
    let game = &session.game;
    let (rules, position) = (game.rules(), game.position());
    let piles: Vec<String> = position
        .piles
        .iter()
        .enumerate()
        .filter(|(i, _)| *i < layout.piles.len())
        .map(|(i, pile)| {
            // A point on the top card's uncovered corner, as a finger would touch it.
            let corner = Vec2::new(-layout.card.x * 0.3, layout.card.y * 0.4);
            let top = layout
                .card_centres(i, pile)
                .last()
                .map_or(layout.piles[i].origin, |c| *c + corner);
            format!(
                "{{\"name\":{:?},\"cards\":{},\"top\":{:?},\"spot\":{:?}}}",
                pile_name(&solitaire_core::lang::Words::english(), rules, i),
                pile.len(),
                page(top),
                page(layout.top_spot(i, pile))
            )
        })
        .collect();
    let saved = game.to_saved();
    let json = format!(
        "{{\"window\":[{},{},{}],\"game\":{:?},\"deal\":{},\"revision\":{},\"moves\":{:?},\"status\":\"{:?}\",\"piles\":[{}]}}",
        window.physical_width(),
        window.physical_height(),
        window.scale_factor(),
        rules.id(),
        game.number(),
        session.revision,
        saved.moves,
        session.status,
        piles.join(",")
    );
    if *shown != json {
        crate::web::bridge::show_table(&json);
        *shown = json;
    }
}
