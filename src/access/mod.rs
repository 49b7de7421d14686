//! The table for a screen reader (AccessKit, through Bevy's accessibility and winit's
//! adapter: AT-SPI on Linux). Every pile is a named list of its cards (`tree`), the
//! keyboard cursor is the accessibility focus, and what happens is said through a live
//! region (`announce`): moves, refusals with the rules' reason, hints, the deal, a lost
//! position and the win. The toolbar and dialogs are labelled by Bevy's UI itself.

mod announce;
mod tree;

pub use announce::Announcer;
pub use tree::{CardNode, PileNode, TableNode};

use crate::play::AppSystems;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<tree::AccessNodes>()
        .add_systems(Startup, announce::spawn)
        .add_systems(
            Update,
            (
                tree::describe_table,
                tree::place_nodes,
                tree::follow_cursor,
                announce::announce,
            )
                .chain()
                .after(AppSystems::Layout)
                .before(AppSystems::Ui),
        );
}
