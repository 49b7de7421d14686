//! Whether the win's cascade is on the table: the win dialog and the demo's next deal
//! wait for it (`cards` runs it; a click or a key ends it early).

use bevy::prelude::*;

#[derive(Resource, Default, Debug)]
pub struct Celebration {
    pub running: bool,
}
