//! The bottom layer of the game: what every other part shares, importing nothing else
//! of the game. The session (the one writer of the `Game`) and the requests that
//! change it, the order of work in a frame, notices, the dialog on show, what the hand
//! holds, what the table lights up, the demo's flag, what the solver knows of the
//! position, today's date, and the settings' types.

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
mod systems;
mod today;

pub use bars::Bars;
pub use celebration::Celebration;
pub use demo::Demo;
pub use hand::{DragState, Dragging, Held, KeyCursor};
pub use highlights::{Highlights, HintMarks};
pub use keys::{alt_held, ctrl_held, letter_pressed};
pub use notice::Notice;
pub use outlook::{GO_BACK, Outlook, back_to_winnable, lost_line};
pub use overlay::Overlay;
pub use request::{FindWinnable, HintRequest, LeaveDeal, Outcome, Request, random_deal};
pub use session::Session;
pub use settings::{
    BackColour, CardStyle, DealChoice, Settings, Speed, TEXT_SIZES, TableColour, VOLUMES, next_of,
};
pub use systems::AppSystems;
pub use today::Today;

use bevy::prelude::*;

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
        .add_plugins(session::plugin);
}
