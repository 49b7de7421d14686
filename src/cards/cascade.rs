//! The win, as players remember it from the original Windows Solitaire: the cards
//! leave the foundations one after another, tops first, and bounce across the table
//! under gravity, each leaving a trail of itself behind, until they are off the
//! screen. The trail costs one card's drawing a frame however long it grows: a second
//! camera draws only the flying cards into an image it never clears, and that image
//! lies over the table. A click, a touch or a key ends the cascade at once.

use super::view::{CardEntities, CardView, FLYING_Z};
use crate::play::{Celebration, Session, Settings, Speed};
use crate::table::TableLayout;
use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{ClearColorConfig, RenderTarget};
use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages};
use bevy::render::renderer::RenderDevice;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_tweening::TweenAnim;
use solitaire_core::{Position, Status};

/// The layer the trail camera draws: the flying cards only.
const TRAIL_LAYER: usize = 1;
/// The trail image lies over the resting cards, under the flying ones.
const TRAIL_Z: f32 = FLYING_Z - 10.0;
/// At most this many cards in the air at once.
const IN_THE_AIR: usize = 5;

#[derive(Resource, Default)]
pub(super) struct Cascade {
    /// Cards still to leave the foundations, next last.
    waiting: Vec<Entity>,
    flights: Vec<Flight>,
    /// Seconds until the next card leaves.
    next_in: f32,
    seed: u32,
    trail: Option<Trail>,
    /// Set as the cascade starts: the press that won (a click, Enter) is not one that
    /// ends it.
    just_started: bool,
}

struct Flight {
    card: Entity,
    at: Vec2,
    velocity: Vec2,
}

/// The trail's camera and the image it draws into, and the sprite that shows it.
struct Trail {
    camera: Entity,
    sprite: Entity,
}

impl Cascade {
    fn random(&mut self) -> f32 {
        self.seed = self
            .seed
            .wrapping_mul(1_664_525)
            .wrapping_add(1_013_904_223);
        (self.seed >> 8) as f32 / (1u32 << 24) as f32
    }
}

/// Starts the cascade when the deal is won (not when a won deal is put on the table),
/// and clears its trail away when the deal on the table is no longer won.
pub(super) fn start_cascade(
    mut commands: Commands,
    session: Res<Session>,
    entities: Res<CardEntities>,
    settings: Res<Settings>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut images: ResMut<Assets<Image>>,
    mut cascade: ResMut<Cascade>,
    mut celebration: ResMut<Celebration>,
    mut shown: Query<&mut Visibility, With<CardView>>,
    renderer: Option<Res<RenderDevice>>,
    mut last_status: Local<Option<Status>>,
) {
    if entities.by_id.is_empty() || *last_status == Some(session.status) {
        return;
    }
    let won = session.status == Status::Won;
    if !won {
        end(&mut commands, &mut cascade, &mut celebration);
        if let Some(trail) = cascade.trail.take() {
            commands.entity(trail.camera).despawn();
            commands.entity(trail.sprite).despawn();
        }
        // A win taken back: the cards that flew off come back into view (and the
        // sync sends them to their places).
        for &card in &entities.by_id {
            if let Ok(mut v) = shown.get_mut(card)
                && *v == Visibility::Hidden
            {
                *v = Visibility::Inherited;
            }
        }
    } else if last_status.is_some() && !settings.still() {
        cascade.waiting = launch_order(&entities, session.game.position());
        cascade.flights.clear();
        cascade.next_in = 0.0;
        cascade.seed = 0x9e37_79b9 ^ session.game.number();
        // (Without a renderer, as in the headless tests, there is nothing to draw into.)
        if cascade.trail.is_none() && renderer.is_some() {
            cascade.trail = Some(spawn_trail(&mut commands, &mut images, &window));
        }
        cascade.just_started = true;
        celebration.running = true;
    }
    *last_status = Some(session.status);
}

/// Tops first, taking one card from each foundation in turn, as the original did.
fn launch_order(entities: &CardEntities, pos: &Position) -> Vec<Entity> {
    let tallest = pos.piles.iter().map(|p| p.len()).max().unwrap_or(0);
    let mut order = Vec::new();
    for depth in 0..tallest {
        for pile in &pos.piles {
            if let Some(i) = pile.len().checked_sub(depth + 1) {
                order.push(entities.by_id[pile.cards[i].id() as usize]);
            }
        }
    }
    order.reverse();
    order
}

fn spawn_trail(commands: &mut Commands, images: &mut Assets<Image>, window: &Window) -> Trail {
    let size = Extent3d {
        width: window.physical_width().max(1),
        height: window.physical_height().max(1),
        depth_or_array_layers: 1,
    };
    let mut image = Image::new_fill(
        size,
        TextureDimension::D2,
        &[0, 0, 0, 0],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_DST | TextureUsages::RENDER_ATTACHMENT;
    let handle = images.add(image);
    let camera = commands
        .spawn((
            Camera2d,
            Camera {
                order: -1,
                // Never cleared: every frame's cards stay in the image.
                clear_color: ClearColorConfig::None,
                ..default()
            },
            Projection::Orthographic(OrthographicProjection {
                scale: 1.0 / window.scale_factor(),
                ..OrthographicProjection::default_2d()
            }),
            RenderTarget::Image(handle.clone().into()),
            Msaa::Off,
            RenderLayers::layer(TRAIL_LAYER),
        ))
        .id();
    let sprite = commands
        .spawn((
            Sprite {
                image: handle,
                custom_size: Some(Vec2::new(window.width(), window.height())),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, TRAIL_Z),
            Pickable::IGNORE,
        ))
        .id();
    Trail { camera, sprite }
}

/// Moves the cards in the air, sends the next off the foundations, and ends the
/// cascade when the last is off the screen, or at once on a click, a touch or a key
/// (or when the window changes size under it).
pub(super) fn run_cascade(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    layout: Res<TableLayout>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut pointers: MessageReader<PointerInput>,
    keys: Res<ButtonInput<KeyCode>>,
    mut cascade: ResMut<Cascade>,
    mut celebration: ResMut<Celebration>,
    mut cards: Query<(&mut Transform, &mut Visibility), With<CardView>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // A press of any pointer (mouse, finger, pen) or any key, made while the cascade
    // runs (presses are read every frame, so none from before it starts is left over).
    let pressed = pointers
        .read()
        .any(|p| matches!(p.action, PointerAction::Press(_)));
    if !celebration.running {
        return;
    }
    let first_frame = std::mem::take(&mut cascade.just_started);
    let touched = !first_frame && (pressed || keys.get_just_pressed().next().is_some());
    if touched || layout.is_changed() {
        let cascade = &mut *cascade;
        let left = cascade
            .waiting
            .iter()
            .chain(cascade.flights.iter().map(|f| &f.card));
        for &card in left {
            if let Ok((_, mut shown)) = cards.get_mut(card) {
                *shown = Visibility::Hidden;
            }
        }
        end(&mut commands, cascade, &mut celebration);
        return;
    }
    redraw.write(RequestRedraw);
    let dt = time.delta_secs().min(1.0 / 30.0) / pace(settings.speed);
    let half = Vec2::new(window.width(), window.height()) / 2.0;
    let card = layout.card;
    // Gravity and the first leap scale with the table, so the arcs look the same in
    // any window.
    let gravity = half.y * 4.0;
    cascade.next_in -= dt;
    if cascade.next_in <= 0.0
        && cascade.flights.len() < IN_THE_AIR
        && let Some(entity) = cascade.waiting.pop()
    {
        let side = if cascade.random() < 0.5 { -1.0 } else { 1.0 };
        let speed = half.x * (0.35 + 0.45 * cascade.random());
        let up = half.y * (0.2 + 0.8 * cascade.random());
        if let Ok((t, _)) = cards.get(entity) {
            let at = t.translation.truncate();
            commands
                .entity(entity)
                .remove::<TweenAnim>()
                .insert(RenderLayers::from_layers(&[0, TRAIL_LAYER]));
            cascade.flights.push(Flight {
                card: entity,
                at,
                velocity: Vec2::new(side * speed, up),
            });
        }
        cascade.next_in = 0.28;
    }
    let floor = -half.y + card.y / 2.0;
    let mut gone = Vec::new();
    let count = cascade.flights.len();
    for (k, flight) in cascade.flights.iter_mut().enumerate() {
        flight.velocity.y -= gravity * dt;
        flight.at += flight.velocity * dt;
        if flight.at.y < floor {
            flight.at.y = floor + (floor - flight.at.y);
            flight.velocity.y = -flight.velocity.y * 0.78;
        }
        if let Ok((mut t, _)) = cards.get_mut(flight.card) {
            t.translation = flight.at.extend(FLYING_Z + 20.0 + (count - k) as f32);
            t.scale = Vec3::ONE;
        }
        if flight.at.x.abs() > half.x + card.x {
            gone.push(flight.card);
        }
    }
    for card in gone {
        cascade.flights.retain(|f| f.card != card);
        commands.entity(card).insert(RenderLayers::default());
        if let Ok((_, mut shown)) = cards.get_mut(card) {
            *shown = Visibility::Hidden;
        }
    }
    if cascade.waiting.is_empty() && cascade.flights.is_empty() {
        end(&mut commands, &mut cascade, &mut celebration);
    }
}

/// How long the cascade takes against its normal length.
fn pace(speed: Speed) -> f32 {
    speed.factor().max(0.5)
}

/// The cascade is over (its trail stays on the table until the next deal).
fn end(commands: &mut Commands, cascade: &mut Cascade, celebration: &mut Celebration) {
    for flight in cascade.flights.drain(..) {
        commands.entity(flight.card).insert(RenderLayers::default());
    }
    cascade.waiting.clear();
    if celebration.running {
        celebration.running = false;
    }
}
