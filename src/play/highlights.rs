//! What the table lights up besides the places the cards in hand may go (which follow
//! from the hand): a hint's card and where it goes. `cards` draws both.

use bevy::prelude::*;

#[derive(Resource, Default, Debug)]
pub struct Highlights {
    pub hint: Option<HintMarks>,
}

/// A hint on show: the top `count` cards of pile `from` (none for a turn of the stock)
/// go to pile `to`, in the position of `revision`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintMarks {
    pub from: usize,
    pub count: usize,
    pub to: usize,
    pub revision: u64,
}
