//! The chooser's small picture of each game's opening deal: deal #1 laid out as the
//! table lays it out, on the player's table colour, face-down cards in their back
//! colour, face-up ones with a corner of their suit's ink, empty places outlined. Drawn
//! when the chooser first shows a game (and again when the colours change).

use crate::cards::{card_back, ink_for};
use crate::paint::canvas::round_rect;
use crate::paint::{Canvas, Rgba};
use crate::play::Settings;
use crate::table::colours::table_colour_for;
use crate::table::layout::TableLayout;
use crate::theme::rgba;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use solitaire_core::{Game, Rules};
use std::collections::HashMap;
use std::sync::Arc;

/// A picture's size in UI pixels; drawn at twice that, so that it stays sharp on a
/// high-density screen and when the interface is enlarged.
pub const PICTURE: Vec2 = Vec2::new(84.0, 56.0);
const DRAWN: UVec2 = UVec2::new(168, 112);

/// The pictures drawn so far, by game, and the colours they were drawn in.
#[derive(Resource, Default)]
pub struct Pictures {
    drawn: HashMap<String, Handle<Image>>,
    colours: Option<Colours>,
}

#[derive(Clone, Copy, PartialEq)]
struct Colours {
    table: Rgba,
    back: Rgba,
    four_colour: bool,
    high_contrast: bool,
}

impl Pictures {
    /// The picture of `rules`'s opening deal in the settings' colours.
    pub fn of(
        &mut self,
        rules: &Arc<Rules>,
        settings: &Settings,
        images: &mut Assets<Image>,
    ) -> Option<Handle<Image>> {
        let colours = Colours {
            table: rgba(table_colour_for(settings.table, settings.high_contrast)),
            back: card_back(settings.card_back).1,
            four_colour: settings.four_colour,
            high_contrast: settings.high_contrast,
        };
        if self.colours != Some(colours) {
            self.drawn.clear();
            self.colours = Some(colours);
        }
        if let Some(h) = self.drawn.get(rules.id()) {
            return Some(h.clone());
        }
        let pixels = opening_deal(rules, colours, DRAWN)?;
        let image = Image::new(
            Extent3d {
                width: DRAWN.x,
                height: DRAWN.y,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            pixels,
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD,
        );
        let handle = images.add(image);
        self.drawn.insert(rules.id().to_string(), handle.clone());
        Some(handle)
    }
}

/// RGBA pixels of deal #1 of `rules`, `size` pixels, as the table lays it out.
fn opening_deal(rules: &Arc<Rules>, colours: Colours, size: UVec2) -> Option<Vec<u8>> {
    let game = Game::new(rules.clone(), 1).ok()?;
    let (w, h) = (size.x as f32, size.y as f32);
    // The whole window is the table: no bar above it, no notice line below.
    let layout = TableLayout::compute_with(rules, Vec2::new(w, h), 0.0, 0.0);
    let mut canvas = Canvas::new(size.x, size.y, w);
    canvas.fill(&round_rect(0.0, 0.0, w, h, h * 0.08), colours.table);
    let card = layout.card;
    let radius = card.x * 0.12;
    let line = (card.x * 0.06).max(0.6);
    // World coordinates (the origin in the middle, y up) to the canvas's.
    let corner = |centre: Vec2| {
        Vec2::new(
            centre.x + w / 2.0 - card.x / 2.0,
            h / 2.0 - centre.y - card.y / 2.0,
        )
    };
    for (id, pile) in game.position().piles.iter().enumerate() {
        if pile.is_empty() {
            let at = corner(layout.piles[id].origin);
            let place = round_rect(at.x, at.y, card.x, card.y, radius);
            canvas.stroke(&place, line, [255, 255, 255, 90]);
            continue;
        }
        let centres = layout.card_centres(id, pile);
        for (i, (&c, centre)) in pile.cards.iter().zip(centres).enumerate() {
            let at = corner(centre);
            let shape = round_rect(at.x, at.y, card.x, card.y, radius);
            if pile.face_up(i) {
                canvas.fill(&shape, [250, 248, 240, 255]);
                // The index's corner in the suit's ink: a fan reads as cards.
                let ink = rgba(ink_for(c, colours.four_colour, colours.high_contrast));
                let mark = round_rect(
                    at.x + card.x * 0.14,
                    at.y + card.y * 0.08,
                    card.x * 0.26,
                    card.y * 0.2,
                    card.x * 0.05,
                );
                canvas.fill(&mark, ink);
            } else {
                canvas.fill(&shape, colours.back);
            }
            canvas.stroke(&shape, line * 0.7, [0, 0, 0, 110]);
        }
    }
    Some(canvas.into_rgba())
}

#[cfg(test)]
mod tests {
    use super::*;
    use solitaire_core::builtin_games;

    #[test]
    fn every_game_has_a_picture_with_its_cards_on_its_table() {
        let colours = Colours {
            table: [18, 92, 51, 255],
            back: [164, 30, 42, 255],
            four_colour: false,
            high_contrast: false,
        };
        for rules in builtin_games() {
            let px = opening_deal(rules, colours, DRAWN).expect("deal #1 deals");
            assert_eq!(px.len(), (DRAWN.x * DRAWN.y * 4) as usize);
            let count = |rgb: [u8; 3]| {
                px.chunks(4)
                    .filter(|p| p[3] == 255 && p[..3] == rgb)
                    .count()
            };
            // The table shows, and so do the cards: face-up faces or face-down backs.
            let (table, faces, backs) = (
                count([18, 92, 51]),
                count([250, 248, 240]),
                count([164, 30, 42]),
            );
            assert!(table > 0, "{}: no table", rules.id());
            // A game that deals all but a card or two to the stock (Sir Tommy) shows
            // little more than the stock and the waste, on a table laid out for the
            // piles to come.
            let game = Game::new(rules.clone(), 1).unwrap();
            let out: usize = game
                .position()
                .piles
                .iter()
                .enumerate()
                .filter(|&(p, _)| Some(p) != rules.stock)
                .map(|(_, pile)| pile.len())
                .sum();
            let least = if out < 4 { 0 } else { px.len() / 4 / 20 };
            assert!(
                faces > 0 && faces + backs > least,
                "{}: {faces} face and {backs} back pixels",
                rules.id()
            );
        }
    }
}
