//! The table: the camera, the felt in the colour the settings name (with light and
//! shade over it), and the layout of piles for the window's size.

pub mod colours;
mod felt;
pub mod layout;

pub use layout::{PileGeom, TableLayout};

use crate::play::{AppSystems, Bars, Session, Settings};
use crate::theme::{hud_height, notice_room};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use colours::{FELT, table_colour_for};

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(FELT))
        .init_resource::<TableLayout>()
        .add_plugins(felt::plugin)
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (colour_the_table, update_layout).in_set(AppSystems::Layout),
        );
}

/// The camera that shows the table in the window (others may draw into images).
#[derive(Component)]
pub struct TableCamera;

/// No multisampling: everything on the table is a sprite whose image is anti-aliased
/// where it is drawn (cards, places, glows), and 4x MSAA cost 33 MB at 1280x800 and
/// 250 MB at 3840x2160 under software Vulkan.
fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Msaa::Off, TableCamera));
}

/// The felt takes the colour the settings name (black for high contrast).
fn colour_the_table(settings: Res<Settings>, mut clear: ResMut<ClearColor>) {
    let colour = table_colour_for(settings.table, settings.high_contrast);
    if settings.is_changed() && clear.0 != colour {
        clear.0 = colour;
    }
}

/// Recomputes the layout when the window changes size, a different game is dealt, or
/// the bars change (the text size setting, the bar taking two rows).
fn update_layout(
    mut resized: MessageReader<WindowResized>,
    window: Single<&Window, With<PrimaryWindow>>,
    session: Res<Session>,
    settings: Res<Settings>,
    bars: Res<Bars>,
    mut layout: ResMut<TableLayout>,
    mut last_game: Local<String>,
) {
    let resized = resized.read().count() > 0;
    let game_changed = *last_game != session.game.rules().id();
    let bars_changed = bars.is_changed() || settings.is_changed();
    if !(resized || game_changed || bars_changed || layout.piles.is_empty()) {
        return;
    }
    *last_game = session.game.rules().id().to_string();
    let size = Vec2::new(window.width(), window.height());
    let factor = settings.text_factor();
    let top = bars.top.max(hud_height(size.x) * factor);
    let bottom = notice_room(size.x) * factor;
    let new = TableLayout::compute_with(session.game.rules(), size, top, bottom);
    if *layout != new {
        *layout = new;
    }
}
