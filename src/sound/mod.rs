//! Sound effects: the game's events cue an effect (`cues`), the settings and the demo
//! set its loudness, and the effects, synthesised at start-up (`synth`), play through
//! Bevy's audio when there is an output device (`output`); without one the game plays
//! silent and says so once.

mod clip;
mod cues;
mod output;
pub mod synth;

pub use cues::{DEMO_VOLUME, Sound};
pub use output::quiet_alsa;
pub use synth::Effect;

use crate::play::AppSystems;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_message::<Sound>().add_systems(
        Update,
        (cues::pick_up, cues::outcomes)
            .chain()
            .after(AppSystems::Rules)
            .before(AppSystems::Ui),
    );
    // Headless (tests) there is no audio plugin: the cues still go out, unheard.
    if app.is_plugin_added::<bevy::audio::AudioPlugin>() {
        output::plugin(app);
    }
}
