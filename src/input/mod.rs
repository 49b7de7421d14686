//! Player input: dragging cards (mouse and touch are the same pointer events), clicking
//! or tapping to move, double-clicking to send home, and the keyboard. Input only ever
//! sends `Request`s; the core decides.

mod cursor;
mod cursor_frame;
mod drag;
mod keys;
mod tap;

use crate::cards::{FLYING_Z, Highlight};
use crate::table::TableLayout;
use bevy::prelude::*;
use solitaire_core::rules::PileKind;
use solitaire_core::{Card, Game, Move};

pub use cursor::KeyCursor;
pub use drag::DragState;
pub use keys::{alt_held, letter_pressed, toggle_fullscreen};
pub use tap::best_move;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragState>()
        .init_resource::<tap::LastTap>()
        .add_observer(drag::on_drag_start)
        .add_observer(drag::on_drag)
        .add_observer(drag::on_drag_end)
        .add_observer(tap::on_click)
        .add_systems(First, drag::clear_release)
        .init_resource::<KeyCursor>()
        .add_systems(
            Update,
            (
                drag::drop_cut_off_drag,
                keys::keyboard,
                cursor::hide_on_pointer,
                cursor::cursor_keys,
            )
                .chain()
                .in_set(crate::AppSystems::Input),
        )
        .add_systems(Startup, cursor_frame::spawn_frames)
        .add_systems(
            Update,
            cursor_frame::place_frames.in_set(crate::AppSystems::View),
        );
}

/// The world position of a pointer's screen position.
fn world_position(camera: &(&Camera, &GlobalTransform), screen: Vec2) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, screen).ok()
}

/// How many cards from the top of `pile` may be picked up together (by a drag or by
/// the keyboard): none from a foundation or the stock.
fn movable(game: &Game, pile: usize) -> usize {
    match game.rules().piles[pile].kind {
        PileKind::Foundation | PileKind::Stock => 0,
        PileKind::Tableau => game.rules().movable_count(game.position(), pile),
        PileKind::Cell | PileKind::Waste => 1,
    }
}

/// Lights up the piles the top `count` cards of `from` may go to (and no others).
fn show_targets<F: bevy::ecs::query::QueryFilter>(
    game: &Game,
    layout: &TableLayout,
    from: usize,
    count: usize,
    highlights: &mut Query<(&Highlight, &mut Transform, &mut Visibility), F>,
) {
    for (h, mut t, mut vis) in highlights {
        let legal = game.check(Move::transfer(from, h.pile, count)).is_ok();
        *vis = if legal {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if legal {
            let at = layout.top_spot(h.pile, &game.position().piles[h.pile]);
            t.translation = at.extend(FLYING_Z - 10.0);
        }
    }
}

/// The cards from `index` up to the top of `pile` in `game`'s position.
fn group(game: &solitaire_core::Game, pile: usize, index: usize) -> Vec<Card> {
    game.position().piles[pile].cards[index..].to_vec()
}
