//! Card art drawn by the game itself, rasterised at the card's exact on-screen pixel
//! size (and redrawn when that changes) so edges stay crisp at any window size: every
//! face and the back from the vector deck (`paint`), and the empty pile outline, the
//! target glow, the keyboard's frame and the soft shadow.

use super::colours::{card_back, ink_for};
use crate::paint::{self, CardStyle};
use crate::play::BackColour;
use crate::theme::rgba;
use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::tasks::ComputeTaskPool;
use solitaire_core::{Card, Rank, Suit};

#[derive(Resource, Clone)]
pub struct CardArt {
    /// One face per suit and rank (decks share them), by `face_index`.
    pub faces: Vec<Handle<Image>>,
    pub back: Handle<Image>,
    pub slot: Handle<Image>,
    pub highlight: Handle<Image>,
    pub frame: Handle<Image>,
    pub shadow: Handle<Image>,
    /// Pixel size the images were last drawn at.
    pub drawn_at: UVec2,
    /// Clubs green and diamonds blue.
    pub four_colour: bool,
    /// Pure inks and bright places.
    pub high_contrast: bool,
    pub back_colour: BackColour,
    pub style: CardStyle,
}

fn face_index(suit: Suit, rank: u8) -> usize {
    suit.index() * 13 + usize::from(rank) - 1
}

impl CardArt {
    /// Blank images, drawn once the card size is known (`redraw`).
    pub fn load(images: &mut Assets<Image>) -> CardArt {
        let blank = || {
            Image::new_fill(
                Extent3d {
                    width: 1,
                    height: 1,
                    depth_or_array_layers: 1,
                },
                TextureDimension::D2,
                &[0, 0, 0, 0],
                TextureFormat::Rgba8UnormSrgb,
                RenderAssetUsages::default(),
            )
        };
        CardArt {
            faces: (0..52).map(|_| images.add(blank())).collect(),
            back: images.add(blank()),
            slot: images.add(blank()),
            highlight: images.add(blank()),
            frame: images.add(blank()),
            shadow: images.add(blank()),
            drawn_at: UVec2::ZERO,
            four_colour: false,
            high_contrast: false,
            back_colour: BackColour::default(),
            style: CardStyle::default(),
        }
    }

    /// The image of `card`'s printed side.
    pub fn face(&self, card: Card) -> Handle<Image> {
        self.faces[face_index(card.suit(), card.rank().value())].clone()
    }

    /// Redraws every image for cards of `size` physical pixels.
    pub fn redraw(&mut self, images: &mut Assets<Image>, size: UVec2) {
        if size == self.drawn_at || size.x < 2 || size.y < 2 {
            return;
        }
        self.drawn_at = size;
        let (w, h) = (size.x, size.y);
        let style = self.style;
        let (four_colour, high_contrast) = (self.four_colour, self.high_contrast);
        // The faces are drawn side by side on every core.
        let faces = ComputeTaskPool::get_or_init(Default::default).scope(|scope| {
            for suit in Suit::ALL {
                for value in 1..=13u8 {
                    scope.spawn(async move {
                        let rank = Rank::new(value).expect("1..=13 are ranks");
                        let card = Card::new(0, suit, rank);
                        let ink = rgba(ink_for(card, four_colour, high_contrast));
                        let pixels = paint::face(value, suit, rank.label(), ink, style, w, h);
                        (face_index(suit, value), pixels)
                    });
                }
            }
        });
        for (i, pixels) in faces {
            let _ = images.insert(&self.faces[i], card_image(w, h, pixels));
        }
        let (pattern, base, line) = card_back(self.back_colour);
        let _ = images.insert(
            &self.back,
            card_image(w, h, paint::back(pattern, base, line, w, h)),
        );
        let border = (w as f32 * 0.012).max(1.0);
        let draw = |paint: &dyn Fn(f32, f32, f32) -> [u8; 4]| image(w, h, w as f32 * 0.064, paint);
        // A place's outline: faint on the felt, bright and thicker for high contrast.
        let (rim, rim_alpha) = if high_contrast {
            (border * 3.0, 255)
        } else {
            (border * 2.0, 90)
        };
        let _ = images.insert(
            &self.slot,
            draw(&|_, _, inside| {
                blend([255, 255, 255, rim_alpha], [0, 0, 0, 40], band(inside, rim))
            }),
        );
        let glow = border * 4.0;
        let _ = images.insert(
            &self.highlight,
            draw(&|_, _, inside| {
                blend([255, 214, 64, 230], [255, 214, 64, 40], band(inside, glow))
            }),
        );
        // A soft shadow: darkest inside, fading out towards the edge.
        let soft = w as f32 * 0.05;
        let _ = images.insert(
            &self.shadow,
            draw(&|_, _, inside| [0, 0, 0, (70.0 * (inside / soft).min(1.0)) as u8]),
        );
        let _ = images.insert(
            &self.frame,
            draw(&|_, _, inside| {
                blend(
                    [176, 140, 52, 255],
                    [176, 140, 52, 0],
                    band(inside, border * 1.5),
                )
            }),
        );
    }
}

/// How much of the pixel at `depth` pixels inside the edge lies within a band `width`
/// wide along it: 1 inside, 0 beyond, and the share between, so the band's inner edge
/// is anti-aliased as the outer one is (no multisampling is needed).
fn band(depth: f32, width: f32) -> f32 {
    (width - depth + 0.5).clamp(0.0, 1.0)
}

/// `a` where `t` is 1, `b` where it is 0, and the mix between.
fn blend(a: [u8; 4], b: [u8; 4], t: f32) -> [u8; 4] {
    std::array::from_fn(|i| (f32::from(a[i]) * t + f32::from(b[i]) * (1.0 - t)).round() as u8)
}

/// An anti-aliased rounded rectangle; `paint(x, y, depth)` colours each pixel inside,
/// where depth is the distance in pixels to the edge.
fn image(w: u32, h: u32, radius: f32, paint: &dyn Fn(f32, f32, f32) -> [u8; 4]) -> Image {
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    let half = Vec2::new(w as f32, h as f32) / 2.0;
    for y in 0..h {
        for x in 0..w {
            let p = Vec2::new(x as f32 + 0.5, y as f32 + 0.5) - half;
            // Signed distance to the rounded rectangle (negative inside).
            let q = p.abs() - half + Vec2::splat(radius);
            let dist = q.max(Vec2::ZERO).length() + q.x.max(q.y).min(0.0) - radius;
            let coverage = (0.5 - dist).clamp(0.0, 1.0);
            let mut px = paint(x as f32, y as f32, -dist);
            px[3] = (px[3] as f32 * coverage).round() as u8;
            data.extend_from_slice(&px);
        }
    }
    card_image(w, h, data)
}

/// A card-sized image, kept on the GPU only: picking hits a card's rectangle and reads
/// no pixels (`input::plugin`).
fn card_image(w: u32, h: u32, pixels: Vec<u8>) -> Image {
    Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}
