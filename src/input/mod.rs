//! Player input: dragging cards (mouse and touch are the same pointer events), clicking
//! or tapping to move, double-clicking to send home, and the keyboard. Input only ever
//! sends `Request`s; the core decides.

mod drag;
mod keys;
mod tap;

use bevy::prelude::*;
use solitaire_core::Card;

pub use drag::DragState;
pub use keys::toggle_fullscreen;
pub use tap::best_move;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragState>()
        .init_resource::<tap::LastTap>()
        .add_observer(drag::on_drag_start)
        .add_observer(drag::on_drag)
        .add_observer(drag::on_drag_end)
        .add_observer(tap::on_click)
        .add_systems(First, drag::clear_release)
        .add_systems(Update, keys::keyboard.in_set(crate::AppSystems::Input));
}

/// The world position of a pointer's screen position.
fn world_position(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// The cards from `index` up to the top of `pile` in `game`'s position.
fn group(game: &solitaire_core::Game, pile: usize, index: usize) -> Vec<Card> {
    game.position().piles[pile].cards[index..].to_vec()
}
