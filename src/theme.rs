//! The look of the game in one place: fonts, text styles, the type scale, colours,
//! the toolbar's icons, and the UI's scale and bars for the window's size.

use crate::paint::{Icon, Rgba, icon};
use bevy::asset::RenderAssetUsages;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Loads the fonts (compiled into the binary, so the game runs from anywhere) and
/// draws the icons.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (load_fonts, draw_icons));
}

/// The type scale, in UI pixels at UI scale 1: body text and buttons, the bar's title,
/// a dialog's heading, and small print.
pub const TEXT_SIZE: f32 = 18.0;
pub const TITLE_SIZE: f32 = 21.0;
pub const HEADING_SIZE: f32 = 26.0;
pub const SMALL_SIZE: f32 = 17.0;

/// The toolbar's icons, drawn once, larger than they show (the UI scales them down
/// smoothly at any window size).
#[derive(Resource, Clone)]
pub struct Icons(HashMap<Icon, Handle<Image>>);

impl Icons {
    pub fn get(&self, which: Icon) -> Handle<Image> {
        self.0[&which].clone()
    }
}

/// Icons' pixel size as drawn.
const ICON_PX: u32 = 64;

fn draw_icons(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let drawn = Icon::ALL
        .into_iter()
        .map(|which| {
            let image = Image::new(
                Extent3d {
                    width: ICON_PX,
                    height: ICON_PX,
                    depth_or_array_layers: 1,
                },
                TextureDimension::D2,
                icon(which, ICON_PX, rgba(TEXT)),
                TextureFormat::Rgba8UnormSrgb,
                RenderAssetUsages::RENDER_WORLD,
            );
            (which, images.add(image))
        })
        .collect();
    commands.insert_resource(Icons(drawn));
}

/// The game's fonts: DejaVu Sans, which has the suit signs.
#[derive(Resource, Clone)]
pub struct Fonts {
    pub regular: Handle<Font>,
    pub bold: Handle<Font>,
}

fn load_fonts(mut commands: Commands, mut fonts: ResMut<Assets<Font>>) {
    commands.insert_resource(Fonts {
        regular: fonts.add(Font::from_bytes(
            include_bytes!("../assets/fonts/DejaVuSans.ttf").to_vec(),
        )),
        bold: fonts.add(Font::from_bytes(
            include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf").to_vec(),
        )),
    });
}

/// A text style in one of our fonts.
pub fn text_font(font: &Handle<Font>, px: f32) -> TextFont {
    TextFont {
        font: font.clone().into(),
        font_size: px.max(1.0).into(),
        ..default()
    }
}

/// Text on the table and in the UI.
pub const TEXT: Color = Color::srgb(0.96, 0.95, 0.9);
pub const BUTTON: Color = Color::srgba(1.0, 1.0, 1.0, 0.12);
pub const BUTTON_HOVER: Color = Color::srgba(1.0, 1.0, 1.0, 0.24);
pub const BUTTON_PRESS: Color = Color::srgba(1.0, 1.0, 1.0, 0.36);
/// A button's rim: a little lighter than its face.
pub const BUTTON_RIM: Color = Color::srgba(1.0, 1.0, 1.0, 0.18);
/// Dialog panels, and the backdrop that dims the table behind them.
/// Charts and the calendar: a win (filled), a loss (outlined: told by shape as well as
/// colour), grid lines, and text that matters less.
pub const CHART_WON: Color = Color::srgb(0.36, 0.74, 0.45);
pub const CHART_LOST: Color = Color::srgb(0.9, 0.42, 0.36);
pub const CHART_GRID: Color = Color::srgba(1.0, 1.0, 1.0, 0.14);
pub const TEXT_DIM: Color = Color::srgba(0.96, 0.95, 0.9, 0.55);
pub const PANEL: Color = Color::srgb(0.1, 0.12, 0.14);
pub const BACKDROP: Color = Color::srgba(0.0, 0.0, 0.0, 0.55);
/// The HUD bar and the notice line.
pub const BAR: Color = Color::srgba(0.0, 0.0, 0.0, 0.35);
pub const NOTICE: Color = Color::srgba(0.0, 0.0, 0.0, 0.6);

/// The keyboard cursor's frame, and the frame round the cards it has picked up.
pub const CURSOR: Color = Color::srgb(0.3, 0.78, 1.0);
pub const HELD: Color = Color::srgb(1.0, 0.7, 0.15);

/// A colour as the canvas takes it.
pub fn rgba(colour: Color) -> Rgba {
    colour.to_srgba().to_u8_array()
}

/// Height of the HUD bar at the top of the window, in UI pixels (see `ui_scale`).
pub const HUD_HEIGHT: f32 = 46.0;

/// Windows narrower than this (in logical pixels) get the compact HUD: its less used
/// buttons go into a menu (see `ui::hud`), so that those left stay large enough to
/// read and to tap, where shrinking every button to fit would make them tiny.
const WIDE_HUD: f32 = 1960.0;

/// The HUD's width at UI scale 1 with every button, and compact.
const FULL_HUD_WIDTH: f32 = 2080.0;
const COMPACT_HUD_WIDTH: f32 = 1260.0;

/// Does a window `width` wide get the compact HUD?
pub fn compact_hud(width: f32) -> bool {
    width < WIDE_HUD
}

/// The UI's scale for a window `width` logical pixels wide: the HUD fits on one line,
/// readable on very wide windows, and no larger than designed on compact ones.
pub fn ui_scale(width: f32) -> f32 {
    if compact_hud(width) {
        (width / COMPACT_HUD_WIDTH).clamp(0.15, 1.0)
    } else {
        (width / FULL_HUD_WIDTH).min(2.0)
    }
}

/// The HUD's height in logical pixels for a window `width` wide.
pub fn hud_height(width: f32) -> f32 {
    HUD_HEIGHT * ui_scale(width)
}

/// The height of the notice line at the bottom of the window (see `ui::notice`), at UI
/// scale 1: fans stop above it, so the top card of a long pile is never under a line
/// that takes taps.
const NOTICE_ROOM: f32 = 52.0;

/// Room kept at the bottom of a window `width` wide for the notice line.
pub fn notice_room(width: f32) -> f32 {
    NOTICE_ROOM * ui_scale(width)
}

/// The UI's scale with the text size setting's `factor`: text grows past the fit (the
/// bar then takes two rows: see `play::Bars`).
pub fn ui_scale_at(width: f32, factor: f32) -> f32 {
    ui_scale(width) * factor
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hud_fits_every_width_and_a_narrow_one_keeps_its_buttons_large() {
        for width in [200.0, 320.0, 600.0, 1024.0, 1959.0, 1960.0, 1920.0, 3840.0] {
            let (scale, compact) = (ui_scale(width), compact_hud(width));
            let needs = if compact {
                COMPACT_HUD_WIDTH
            } else {
                FULL_HUD_WIDTH
            };
            assert!(needs * scale <= width + 0.01, "{width}");
        }
        // Where every button would have to shrink to two thirds, the compact bar's
        // stay at full size.
        assert!(compact_hud(1280.0) && ui_scale(1280.0) == 1.0);
        // Text is at least 16 pixels from a 1280-pixel window up.
        for width in [1280.0, 1440.0, 1920.0, 1959.0, 1960.0, 2560.0] {
            assert!(
                SMALL_SIZE.min(TEXT_SIZE) * ui_scale(width) >= 15.99,
                "{width}"
            );
        }
    }
}
