//! The felt's depth: over the table's colour, a shade that deepens from the middle of
//! the table to its edges (a vignette), dithered so the gentle gradient does not band. One small image stretched over the window: it holds no
//! detail that stretching could blur.

use crate::play::{AppSystems, Settings};
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

const SIZE: u32 = 512;
/// Below every card and place.
const FELT_Z: f32 = -100.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn)
        .add_systems(Update, (fit, plain_for_contrast).in_set(AppSystems::Layout));
}

/// High contrast wants a plain black table: no shading over it.
fn plain_for_contrast(settings: Res<Settings>, mut felt: Query<&mut Visibility, With<Felt>>) {
    if !settings.is_changed() {
        return;
    }
    let shown = if settings.high_contrast {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut v in &mut felt {
        if *v != shown {
            *v = shown;
        }
    }
}

#[derive(Component)]
pub struct Felt;

fn spawn(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let image = Image::new(
        Extent3d {
            width: SIZE,
            height: SIZE,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        vignette(SIZE),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    commands.spawn((
        Felt,
        Sprite {
            image: images.add(image),
            custom_size: Some(Vec2::ONE),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, FELT_Z),
        Pickable::IGNORE,
    ));
}

/// The shade over the felt, as RGBA: clear in the middle (a little above it, where
/// the light falls), darkening towards the corners.
pub fn vignette(size: u32) -> Vec<u8> {
    let mut seed = 0x2545_F491u32;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let u = (x as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let v = (y as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            // Centred a little above the middle, where the light falls.
            let d = (u * u + (v + 0.15) * (v + 0.15) * 1.1).sqrt();
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            // Random dither of a level either way: an 8-bit ramp this gentle would
            // show rings.
            let dither = (seed >> 24) as f32 / 255.0 - 0.5;
            let t = ((d - 0.3) / 1.1).clamp(0.0, 1.0);
            let shade = 0.42 * t * t * (3.0 - 2.0 * t);
            let a = (shade * 255.0 + dither).round().clamp(0.0, 255.0) as u8;
            out.extend_from_slice(&[0, 0, 0, a]);
        }
    }
    out
}

/// The felt covers the whole window, whatever its size.
fn fit(
    window: Single<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    mut felt: Query<&mut Sprite, With<Felt>>,
) {
    let size = Vec2::new(window.width(), window.height());
    for mut sprite in &mut felt {
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_middle_is_clear_and_the_corners_shaded() {
        let px = vignette(64);
        let at = |x: usize, y: usize| &px[(y * 64 + x) * 4..][..4];
        assert!(at(32, 27)[3] <= 1, "{:?}", at(32, 27));
        let corner = at(0, 63);
        assert!(corner[3] > 90, "{corner:?}");
        assert!(at(32, 60)[3] < corner[3]);
    }
}
