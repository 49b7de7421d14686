//! The solver in the game: hints, demo mode, winnable deals and the quiet look at
//! whether the position can still be won. Searches run on the async compute pool,
//! never on the frame (`search`).

mod demo;
mod hint;
mod next_deal;
mod search;
mod verdict;
mod winnable;

pub(crate) use hint::stock_words;
pub use search::Searching;
pub use verdict::QuietLook;
pub use winnable::WinnableSearch;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<Searching>().add_plugins((
        hint::plugin,
        demo::plugin,
        next_deal::plugin,
        verdict::plugin,
    ));
}
