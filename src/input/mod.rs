//! Player input: dragging cards (mouse and touch are the same pointer events), clicking
//! or tapping to move, double-clicking to send home, and the keyboard. Input only ever
//! sends requests and says what the hand holds; the core decides, and the cards follow.

mod cursor;
mod drag;
mod keys;
mod pick;
mod pointers;
mod tap;

pub use cursor::COLUMN_KEYS;
pub use pointers::PacedPointerInputPlugin;

use crate::play::AppSystems;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    // A card is hit anywhere in its rectangle (its rounded corners too, a pixel or two):
    // reading alpha would keep every card image in the main world as well as on the GPU.
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
        ..default()
    })
    .add_plugins(PacedPointerInputPlugin)
    .init_resource::<tap::LastTap>()
    .add_observer(drag::on_drag_start)
    .add_observer(drag::on_drag)
    .add_observer(drag::on_drag_end)
    .add_observer(tap::on_click)
    .add_systems(First, drag::clear_release)
    .add_systems(
        Update,
        (
            drag::drop_cut_off_drag,
            keys::keyboard,
            cursor::hide_on_pointer,
            cursor::cursor_keys,
        )
            .chain()
            .in_set(AppSystems::Input),
    );
}
