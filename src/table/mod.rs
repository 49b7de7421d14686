//! The table: the camera, the felt, and the layout of piles for the window's size.

pub mod layout;

use crate::session::Session;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
pub use layout::TableLayout;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(FELT))
        .init_resource::<TableLayout>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, update_layout.in_set(crate::AppSystems::Layout));
}

/// The green baize.
pub const FELT: Color = Color::srgb(0.07, 0.36, 0.2);

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Msaa::Sample4));
}

/// Recomputes the layout when the window changes size or a different game is dealt.
fn update_layout(
    mut resized: MessageReader<WindowResized>,
    window: Single<&Window, With<PrimaryWindow>>,
    session: Res<Session>,
    mut layout: ResMut<TableLayout>,
    mut last_game: Local<String>,
) {
    let resized = resized.read().count() > 0;
    let game_changed = *last_game != session.game.rules().id();
    if !(resized || game_changed || layout.piles.is_empty()) {
        return;
    }
    *last_game = session.game.rules().id().to_string();
    let size = Vec2::new(window.width(), window.height());
    let new = TableLayout::compute(session.game.rules(), size);
    if *layout != new {
        *layout = new;
    }
}
