//! Notices: messages for the player that are not the outcome of a move request.

use bevy::prelude::*;

/// A message for the player, shown on the notice line (see `ui::notice`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Notice(pub String);
