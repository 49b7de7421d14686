//! The bottom layer of the game: what every other part shares, importing nothing else
//! of the game. The session (the one writer of the `Game`) and the requests that
//! change it, the order of work in a frame, notices, the dialog on show, what the hand
//! holds, what the table lights up, the demo's flag, what the solver knows of the
//! position, today's date, the statistics and their counting, the controls, and the
//! settings' types.

mod demo;
mod hand;
mod keys;
mod lang;
mod messages;
mod outlook;
mod screen;
mod session;
mod settings;
mod statistics;
mod today;

pub use demo::Demo;
pub use hand::{DragState, Dragging, Held, KeyCursor};
pub use keys::{
    BACK_KEY, FINISH_KEY, MUTE_KEY, Modifiers, RULES_KEY, alt_held, back_key, controls,
    types_letter,
};
pub use lang::{Lang, LangFlag, chosen_language, system_languages};
pub use messages::{DealAsk, HintRequest, LeaveDeal, Notice, Outcome, Request};
pub use outlook::{Outlook, back_to_winnable, go_back, lost_line};
pub use screen::{Bars, Celebration, Highlights, HintMarks, Overlay};
pub use session::Session;
pub use settings::{
    BackColour, DealChoice, Settings, Speed, TEXT_SIZES, TableColour, VOLUMES, next_of,
};
pub use statistics::Stats;
pub use today::Today;

use bevy::prelude::*;

/// The order of work in a frame: input becomes requests, the core applies them, the
/// layout follows the window, the cards follow the core, the UI shows the result.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Input,
    Rules,
    Layout,
    View,
    Ui,
}

/// The first start with this data directory: the player is welcomed.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct FirstStart(pub bool);

/// The session and the shared state: every other plugin builds on these.
pub fn plugin(app: &mut App) {
    app.init_state::<Overlay>()
        .add_message::<Request>()
        .add_message::<DealAsk>()
        .add_message::<Outcome>()
        .add_message::<Notice>()
        .add_message::<LeaveDeal>()
        .add_message::<HintRequest>()
        .init_resource::<Settings>()
        .init_resource::<Lang>()
        .init_resource::<LangFlag>()
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
        .add_systems(First, (today::follow_clock, lang::follow_setting))
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
        // The one place the game changes; then the statistics count what the requests
        // did, with the clock as it stands.
        .add_systems(
            Update,
            (
                session::handle_requests,
                session::tick_clock,
                session::auto_home,
                statistics::track_stats,
            )
                .chain()
                .in_set(AppSystems::Rules),
        );
}
