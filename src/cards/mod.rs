//! Card entities: one per physical card, found by card id, mirroring the core's piles.
//! `sync_cards` alone turns the core's position into places on the table and starts
//! the tweens that carry cards there.

pub mod art;
pub mod face;
mod places;

pub use places::{Highlight, Slot, SlotLabel};

use crate::animation::{self, Speed};
use crate::session::{Outcome, Session};
use crate::table::TableLayout;
use art::CardArt;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::{Card, Status};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CardEntities>()
        .add_systems(Startup, load_art)
        .add_systems(
            Update,
            (
                redraw_art,
                rebuild_table,
                sync_cards,
                places::position,
                places::mark_the_stock,
            )
                .chain()
                .in_set(crate::AppSystems::View),
        );
}

/// A card on the table, and where the core says it is.
#[derive(Component, Debug)]
pub struct CardView {
    pub card: Card,
    pub pile: usize,
    pub index: usize,
    pub face_up: bool,
    /// Where the card rests (or is flying to).
    pub target: Vec3,
}

/// Card entities by card id, for the deal on the table.
#[derive(Resource, Default)]
pub struct CardEntities {
    pub by_id: Vec<Entity>,
    deal_serial: u64,
    card_size: Vec2,
}

impl CardEntities {
    /// Rebuild every card's face at the next frame (after a change of colours).
    pub fn refresh_faces(&mut self) {
        self.card_size = Vec2::ZERO;
    }
}

/// Resting height of a card: later cards of a pile lie on earlier ones.
pub fn rest_z(index: usize) -> f32 {
    1.0 + index as f32 * 0.4
}

/// Height for cards in flight or being dragged: above everything resting.
pub const FLYING_Z: f32 = 400.0;

fn load_art(
    mut commands: Commands,
    mut fonts: ResMut<Assets<Font>>,
    mut images: ResMut<Assets<Image>>,
) {
    commands.insert_resource(CardArt::load(&mut fonts, &mut images));
}

/// Redraws the card images at the card's physical pixel size.
fn redraw_art(
    layout: Res<TableLayout>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut art: ResMut<CardArt>,
    mut images: ResMut<Assets<Image>>,
) {
    if !layout.is_changed() || layout.card == Vec2::ZERO {
        return;
    }
    let px = (layout.card * window.scale_factor()).round().as_uvec2();
    art.redraw(&mut images, px);
}

/// Spawns the cards of a new deal (stacked at the deck, to be dealt by `sync_cards`),
/// or rebuilds the faces when the card size changes.
fn rebuild_table(
    mut commands: Commands,
    session: Res<Session>,
    layout: Res<TableLayout>,
    art: Res<CardArt>,
    mut entities: ResMut<CardEntities>,
    old: Query<Entity, Or<(With<CardView>, With<Slot>, With<Highlight>)>>,
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
            for (entity, view, mut sprite) in &mut cards {
                sprite.custom_size = Some(layout.card);
                for child in children.iter_descendants(entity) {
                    if parts.contains(child) {
                        commands.entity(child).despawn();
                    }
                }
                let card = view.card;
                let up = view.face_up;
                let art = art.clone();
                let size = layout.card;
                commands
                    .entity(entity)
                    .with_children(|p| face::spawn_face(p, card, size, &art, up));
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
    let mut by_id = vec![Entity::PLACEHOLDER; rules.deck_size()];
    for card in Card::all(rules.def.decks) {
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
                Transform::from_translation(deck_at.extend(rest_z(card.id() as usize))),
                Pickable::default(),
            ))
            .with_children(|p| face::spawn_face(p, card, layout.card, &art, false))
            .id();
        by_id[card.id() as usize] = entity;
    }
    entities.by_id = by_id;
    places::spawn(&mut commands, &session, &layout, &art);
}

/// Moves every card whose place changed towards its new place, and turns cards whose
/// face changed. Runs after any outcome, a layout change, or the end of a drag.
fn sync_cards(
    mut commands: Commands,
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    layout: Res<TableLayout>,
    entities: Res<CardEntities>,
    art: Res<CardArt>,
    speed: Res<Speed>,
    drag: Res<crate::input::DragState>,
    mut cards: Query<(
        &mut CardView,
        &mut Transform,
        &mut Sprite,
        Option<&Children>,
        Has<bevy_tweening::TweenAnim>,
    )>,
    mut visibility: Query<&mut Visibility, (With<face::FacePart>, Without<face::Shadow>)>,
    mut shadows: Query<&mut Visibility, (With<face::Shadow>, Without<face::FacePart>)>,
    mut last_status: Local<Option<Status>>,
) {
    let mut any_outcome = false;
    let mut dealt = false;
    for o in outcomes.read() {
        any_outcome = true;
        dealt |= *o == Outcome::Dealt;
    }
    let changed = any_outcome || layout.is_changed() || entities.is_changed() || drag.just_released;
    if !changed
        || entities.by_id.is_empty()
        || layout.piles.len() != session.game.rules().pile_count()
    {
        return;
    }
    let pos = session.game.position();
    let resized = layout.is_changed() && !entities.is_changed();
    let mut order = 0usize;
    let mut stagger = 0usize;
    for (p, pile) in pos.piles.iter().enumerate() {
        let centres = layout.card_centres(p, pile);
        for (i, card) in pile.cards.iter().enumerate() {
            order += 1;
            let Ok((mut view, mut transform, mut sprite, children, flying)) =
                cards.get_mut(entities.by_id[card.id() as usize])
            else {
                continue;
            };
            if drag.holds(view.card) {
                continue;
            }
            let target = centres[i].extend(rest_z(i));
            let face_up = pile.face_up(i);
            let squared = layout.piles[p].fan == solitaire_core::rules::Fan::None;
            let shadow = if squared && i + 1 < pile.len() {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            };
            for &child in children.into_iter().flatten() {
                if let Ok(mut v) = shadows.get_mut(child)
                    && *v != shadow
                {
                    *v = shadow;
                }
            }
            let entity = entities.by_id[card.id() as usize];
            if face_up != view.face_up {
                view.face_up = face_up;
                sprite.image = if face_up {
                    art.face.clone()
                } else {
                    art.back.clone()
                };
                for &child in children.into_iter().flatten() {
                    if let Ok(mut v) = visibility.get_mut(child) {
                        *v = if face_up {
                            Visibility::Inherited
                        } else {
                            Visibility::Hidden
                        };
                    }
                }
                if !entities.is_changed() {
                    animation::flip(&mut commands, entity, &speed);
                }
            }
            // A card resting (not flying) away from its place was dropped elsewhere.
            let moved = view.target != target || (!flying && transform.translation != target);
            view.pile = p;
            view.index = i;
            if !moved {
                continue;
            }
            view.target = target;
            if resized || speed.instant() {
                transform.translation = target;
                commands.entity(entity).remove::<bevy_tweening::TweenAnim>();
            } else {
                let delay = if entities.is_changed() || dealt {
                    animation::deal_delay(order, &speed)
                } else {
                    stagger += 1;
                    animation::move_delay(stagger - 1, &speed)
                };
                animation::fly(
                    &mut commands,
                    entity,
                    transform.translation,
                    target,
                    delay,
                    &speed,
                );
            }
        }
    }
    if *last_status != Some(session.status) {
        if session.status == Status::Won && last_status.is_some() {
            let at = |e: Entity| cards.get(e).ok().map(|c| c.1.translation);
            animation::celebrate(&mut commands, &entities, pos, &layout, &speed, at);
        }
        *last_status = Some(session.status);
    }
}
