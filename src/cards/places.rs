//! The places of the piles: the outline shown where a pile is empty, with the letter
//! of what it takes (or the stock's redeal sign).

use super::art::CardArt;
use crate::play::Session;
use crate::table::TableLayout;
use crate::theme::{Fonts, text_font};
use bevy::prelude::*;
use solitaire_core::rules::{Base, Fill, PileKind};
use solitaire_core::{Move, Rank};

/// The place of a pile, shown when it is empty; it also takes clicks (an empty stock).
#[derive(Component, Debug)]
pub struct Slot {
    pub pile: usize,
}

/// The letter or sign on an empty pile's place: what it takes (A, K), or that clicking
/// the empty stock turns the waste over.
#[derive(Component, Debug)]
pub struct SlotLabel {
    pub pile: usize,
}

/// What a slot's label says, as a share of the card's width.
const LABEL_SIZE: f32 = 0.45;

/// The sign on an empty stock that clicking it redeals.
const REDEAL_SIGN: &str = "↺";

/// Spawns every pile's place for a new deal.
pub(super) fn spawn(
    commands: &mut Commands,
    session: &Session,
    layout: &TableLayout,
    art: &CardArt,
    fonts: &Fonts,
) {
    let rules = session.game.rules();
    for (pile, spec) in rules.piles.iter().enumerate() {
        let label = match spec.kind {
            // Whole suits arrive there by themselves (Spider): nothing to aim for.
            // (Or cards leave in pairs, Pyramid, or are thrown out, Aces Up: no one
            // rank starts it.)
            PileKind::Foundation
                if spec.complete_runs || rules.def.pairs.is_some() || spec.home_rule.is_some() =>
            {
                String::new()
            }
            PileKind::Foundation => match rules.def.base {
                Base::Ace => "A".to_string(),
                Base::King => "K".to_string(),
                Base::Dealt => session.game.position().base.label().to_string(),
            },
            PileKind::Tableau if spec.empty == Fill::Kings => "K".to_string(),
            // A row's first place takes the rank it starts with (Montana's Two).
            PileKind::Tableau => match (spec.empty, spec.left) {
                (Fill::FollowsLeft(first), None) => {
                    Rank::new(first).map_or(String::new(), |r| r.label().to_string())
                }
                _ => String::new(),
            },
            PileKind::Stock => REDEAL_SIGN.to_string(),
            _ => String::new(),
        };
        let never = spec.kind == PileKind::Tableau && spec.empty == Fill::Never;
        // Piles lying over one another (TriPeaks) are cards' places, not spots to play
        // to: once empty they show nothing.
        let layered = rules.is_layered(pile);
        commands
            .spawn((
                Slot { pile },
                if layered {
                    Visibility::Hidden
                } else {
                    Visibility::Inherited
                },
                Sprite {
                    image: art.slot.clone(),
                    custom_size: Some(layout.card),
                    color: Color::srgba(1.0, 1.0, 1.0, if never { 0.35 } else { 1.0 }),
                    ..default()
                },
                Transform::from_translation(layout.piles[pile].origin.extend(0.0)),
                Pickable::default(),
            ))
            .with_child((
                SlotLabel { pile },
                Text2d::new(label),
                text_font(&fonts.bold, layout.card.x * LABEL_SIZE),
                TextColor(label_colour(art.high_contrast)),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
    }
}

/// A place's letter: faint on the felt, nearly white for high contrast.
fn label_colour(high_contrast: bool) -> Color {
    Color::srgba(1.0, 1.0, 1.0, if high_contrast { 0.85 } else { 0.3 })
}

/// The places' letters follow the contrast setting.
pub(super) fn contrast_labels(
    art: Res<CardArt>,
    mut labels: Query<&mut TextColor, With<SlotLabel>>,
) {
    if !art.is_changed() {
        return;
    }
    let colour = label_colour(art.high_contrast);
    for mut c in &mut labels {
        if c.0 != colour {
            c.0 = colour;
        }
    }
}

/// Keeps slots and their labels on their piles and at the cards' size when the layout
/// changes.
pub(super) fn position(
    layout: Res<TableLayout>,
    mut slots: Query<(&Slot, &mut Transform, &mut Sprite)>,
    mut labels: Query<&mut TextFont, With<SlotLabel>>,
) {
    if !layout.is_changed() {
        return;
    }
    for (slot, mut t, mut sprite) in &mut slots {
        if let Some(geom) = layout.piles.get(slot.pile) {
            t.translation = geom.origin.extend(0.0);
            sprite.custom_size = Some(layout.card);
        }
    }
    for mut font in &mut labels {
        font.font_size = (layout.card.x * LABEL_SIZE).max(1.0).into();
    }
}

/// An empty stock shows the redeal sign only if clicking it turns the waste over (not
/// once the redeals are used up, nor with nothing in the waste), with how many redeals
/// are left where they are limited.
pub(super) fn mark_the_stock(session: Res<Session>, mut labels: Query<(&SlotLabel, &mut Text2d)>) {
    let (rules, pos) = (session.game.rules(), session.game.position());
    let Some(stock) = rules.stock else {
        return;
    };
    let dead = pos.piles[stock].is_empty() && rules.check(pos, Move::Redeal).is_err();
    let sign = match rules.redeals_left(pos) {
        _ if dead => String::new(),
        Some(left) => format!("{REDEAL_SIGN}{left}"),
        None => REDEAL_SIGN.to_string(),
    };
    for (label, mut text) in &mut labels {
        if label.pile == stock && text.0 != sign {
            text.0 = sign.clone();
        }
    }
}
