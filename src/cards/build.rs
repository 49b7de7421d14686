//! A deal's card entities: spawned stacked at the deck when a deal is put on the table
//! (the sync then deals them out), refitted when the card size or the deck's colours
//! change, and the card images drawn at the cards' pixel size.

use super::art::CardArt;
use super::view::{CardEntities, CardView, rest_z};
use super::{face, highlights, places};
use crate::play::{Session, Settings};
use crate::table::TableLayout;
use crate::theme::Fonts;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn load_art(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    commands.insert_resource(CardArt::load(&mut images));
}

/// The deck's style and colours follow the settings: the images are drawn again at
/// the current size.
pub(super) fn apply_card_settings(
    settings: Res<Settings>,
    art: Option<ResMut<CardArt>>,
    mut entities: ResMut<CardEntities>,
) {
    let Some(mut art) = art else { return };
    if settings.is_changed()
        && (art.four_colour != settings.four_colour
            || art.high_contrast != settings.high_contrast
            || art.back_colour != settings.card_back
            || art.style != settings.card_style)
    {
        art.four_colour = settings.four_colour;
        art.high_contrast = settings.high_contrast;
        art.back_colour = settings.card_back;
        art.style = settings.card_style;
        art.drawn_at = UVec2::ZERO;
        entities.refresh_faces();
    }
}

/// Redraws the card images at the card's physical pixel size.
pub(super) fn redraw_art(
    layout: Res<TableLayout>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut art: ResMut<CardArt>,
    mut images: ResMut<Assets<Image>>,
) {
    if !(layout.is_changed() || art.is_changed()) || layout.card == Vec2::ZERO {
        return;
    }
    let px = (layout.card * window.scale_factor()).round().as_uvec2();
    // (Read first: only a redraw marks the art changed.)
    if px != art.drawn_at {
        art.redraw(&mut images, px);
    }
}

/// Spawns the cards of a new deal (stacked at the deck, to be dealt by `sync_cards`),
/// or rebuilds the faces when the card size changes.
pub(super) fn rebuild_table(
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<TableLayout>,
    art: Res<CardArt>,
    fonts: Res<Fonts>,
    mut entities: ResMut<CardEntities>,
    old: Query<
        Entity,
        Or<(
            With<CardView>,
            With<places::Slot>,
            With<highlights::Highlight>,
        )>,
    >,
    mut cards: Query<(Entity, &CardView, &mut Sprite)>,
    parts: Query<Entity, With<face::CardPart>>,
    children: Query<&Children>,
) {
    if layout.piles.len() != session.game.rules().pile_count() {
        return;
    }
    let new_deal = entities.deal_serial != session.deal_serial || entities.by_id.is_empty();
    if !new_deal {
        if entities.card_size != layout.card {
            entities.card_size = layout.card;
            for (entity, _, mut sprite) in &mut cards {
                sprite.custom_size = Some(layout.card);
                for child in children.iter_descendants(entity) {
                    if parts.contains(child) {
                        commands.entity(child).despawn();
                    }
                }
                let (art, size) = (art.clone(), layout.card);
                commands
                    .entity(entity)
                    .with_children(|p| face::spawn_parts(p, size, &art));
            }
        }
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    entities.deal_serial = session.deal_serial;
    entities.card_size = layout.card;
    let rules = session.game.rules();
    let deck_at = match rules.stock {
        Some(s) => layout.piles[s].origin,
        None => Vec2::new(0.0, layout.bottom - layout.card.y),
    };
    // Indexed by id: a card id is a byte (ids run past the deck size where decks have
    // fewer suits).
    let mut by_id = vec![Entity::PLACEHOLDER; 256];
    for card in rules.cards() {
        let entity = commands
            .spawn((
                CardView {
                    card,
                    pile: usize::MAX,
                    index: 0,
                    face_up: false,
                    target: Vec3::NAN,
                },
                Sprite {
                    image: art.back.clone(),
                    custom_size: Some(layout.card),
                    ..default()
                },
                Transform::from_translation(deck_at.extend(rest_z(0, card.id() as usize))),
                Pickable::default(),
            ))
            .with_children(|p| face::spawn_parts(p, layout.card, &art))
            .id();
        by_id[card.id() as usize] = entity;
    }
    entities.by_id = by_id;
    places::spawn(&mut commands, &session, &layout, &art, &fonts);
    highlights::spawn(
        &mut commands,
        session.game.rules().pile_count(),
        &layout,
        &art,
    );
}
