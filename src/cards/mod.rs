//! Card entities: one per physical card, found by card id, mirroring the core's piles;
//! the empty piles' places, the glows that light piles up and the keyboard's frames.
//! Every card animation lives here: cards follow the core (`sync`) and the hand
//! (`motion`), and cascade off the table at a win (`cascade`), lifted in the hand (`lift`).

mod art;
mod build;
mod cascade;
mod colours;
mod cursor_frame;
mod face;
mod highlights;
mod lift;
mod motion;
mod places;
mod sync;
mod view;

pub use colours::{card_back, ink_for};
pub use face::Shadow;
pub use highlights::Highlight;
pub use lift::{LIFT, Lifted};
pub use places::{Slot, SlotLabel};
pub use view::{CardEntities, CardView, FLYING_Z, rest_z};

use crate::play::AppSystems;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<CardEntities>()
        .init_resource::<cascade::Cascade>()
        .add_systems(Startup, (build::load_art, cursor_frame::spawn_frames))
        .add_systems(
            Update,
            (
                build::apply_card_settings,
                build::redraw_art,
                build::rebuild_table,
                sync::sync_faces,
                sync::sync_places,
                cascade::start_cascade,
                cascade::run_cascade,
                motion::follow_hand,
                lift::lift_and_settle,
                places::position,
                places::mark_the_stock,
                places::contrast_labels,
                cursor_frame::place_frames,
            )
                .chain()
                .in_set(AppSystems::View),
        )
        // The glows show what the frame decided, hints (`Ui`) included.
        .add_systems(Update, highlights::light_up.after(AppSystems::Ui))
        .add_systems(
            Last,
            (
                motion::request_redraw_while_moving,
                motion::give_back_at_rest,
            ),
        );
}
