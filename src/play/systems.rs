//! The order of work in a frame.

use bevy::prelude::*;

/// Input becomes requests, the core applies them, the layout follows the window, the
/// cards follow the core, the UI shows the result.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Input,
    Rules,
    Layout,
    View,
    Ui,
}
