//! The bottom layer of the game: what every other part shares, importing nothing else
//! of the game. The session (the one writer of the `Game`) and the requests that
//! change it, the order of work in a frame, notices, the dialog on show, what the hand
//! holds, what the table lights up, the demo's flag, what the solver knows of the
//! position, today's date, the statistics and their counting, the controls, and the
//! settings' types.

mod bars;
mod celebration;
mod demo;
mod hand;
mod highlights;
mod keys;
mod notice;
mod outlook;
mod overlay;
mod request;
mod session;
mod settings;
mod statistics;
mod systems;
mod today;

pub use bars::Bars;
pub use celebration::Celebration;
pub use demo::Demo;
pub use hand::{DragState, Dragging, Held, KeyCursor};
pub use highlights::{Highlights, HintMarks};
pub use keys::{CONTROLS, alt_held, ctrl_held, letter_pressed};
pub use notice::Notice;
pub use outlook::{GO_BACK, Outlook, back_to_winnable, lost_line};
pub use overlay::Overlay;
pub use request::{FindWinnable, HintRequest, LeaveDeal, Outcome, Request};
pub use session::Session;
pub use settings::{
    BackColour, DealChoice, Settings, Speed, TEXT_SIZES, TableColour, VOLUMES, next_of,
};
pub use statistics::Stats;
pub use systems::AppSystems;
pub use today::Today;

use bevy::prelude::*;

/// The first start with this data directory: the player is welcomed.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct FirstStart(pub bool);

/// The session and the shared state: every other plugin builds on these.
pub fn plugin(app: &mut App) {
    app.init_state::<Overlay>()
        .add_message::<Request>()
        .add_message::<FindWinnable>()
        .add_message::<Outcome>()
        .add_message::<Notice>()
        .add_message::<LeaveDeal>()
        .add_message::<HintRequest>()
        .init_resource::<Settings>()
        .init_resource::<DragState>()
        .init_resource::<KeyCursor>()
        .init_resource::<Highlights>()
        .init_resource::<Demo>()
        .init_resource::<Celebration>()
        .init_resource::<Bars>()
        .init_resource::<Outlook>()
        .init_resource::<Today>()
        .init_resource::<Stats>()
        .init_resource::<FirstStart>()
        .add_systems(First, today::follow_clock)
        .configure_sets(
            Update,
            (
                AppSystems::Input,
                AppSystems::Rules,
                AppSystems::Layout,
                AppSystems::View,
                AppSystems::Ui,
            )
                .chain(),
        )
        .add_plugins(session::plugin)
        // The statistics count what the requests did, with the clock as it stands.
        .add_systems(
            Update,
            statistics::track_stats
                .in_set(AppSystems::Rules)
                .after(session::auto_home),
        );
}
