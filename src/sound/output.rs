//! Playing the cued effects through Bevy's audio. Each effect is synthesised once at
//! start-up. Without an output device (a server, CI, Xvfb) Bevy never starts a sound:
//! the first one that has not started within a moment tells us so, the game says it
//! once, and plays silent from then on.

use super::clip::Clip;
use super::cues::Sound;
use super::synth::Effect;
use bevy::audio::{AddAudioSource, AudioSink, PlaybackSettings, Volume};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use std::time::Duration;

/// How long a sound may wait for the device before the game takes it there is none.
const DEVICE_GRACE: Duration = Duration::from_millis(500);

pub(super) fn plugin(app: &mut App) {
    app.add_audio_source::<Clip>()
        .init_resource::<Silent>()
        .add_systems(Startup, synthesise)
        .add_systems(PostUpdate, (play, notice_silence).chain());
}

#[derive(Resource)]
struct Clips(HashMap<Effect, (Handle<Clip>, Duration)>);

/// No output device: cues are dropped.
#[derive(Resource, Default)]
struct Silent(bool);

/// A sound on its way, and when it was cued.
#[derive(Component)]
struct Playing {
    since: Duration,
    length: Duration,
}

fn synthesise(mut commands: Commands, mut clips: ResMut<Assets<Clip>>) {
    let made = Effect::ALL
        .into_iter()
        .map(|effect| {
            let clip = Clip::new(effect.samples());
            let length = clip.duration();
            (effect, (clips.add(clip), length))
        })
        .collect();
    commands.insert_resource(Clips(made));
}

fn play(
    mut commands: Commands,
    mut sounds: MessageReader<Sound>,
    clips: Option<Res<Clips>>,
    silent: Res<Silent>,
    time: Res<Time<Real>>,
) {
    let Some(clips) = clips else { return };
    for sound in sounds.read() {
        if silent.0 {
            continue;
        }
        let Some((clip, length)) = clips.0.get(&sound.effect) else {
            continue;
        };
        commands.spawn((
            AudioPlayer(clip.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(sound.volume)),
            Playing {
                since: time.elapsed(),
                length: *length,
            },
        ));
    }
}

/// Sounds the device never started are dropped; the first such says the game is
/// silent. (With a device, Bevy despawns each sound when it ends.)
fn notice_silence(
    mut commands: Commands,
    playing: Query<(Entity, &Playing, Has<AudioSink>)>,
    mut silent: ResMut<Silent>,
    time: Res<Time<Real>>,
) {
    for (entity, sound, started) in &playing {
        let age = time.elapsed().saturating_sub(sound.since);
        if !started && age > DEVICE_GRACE {
            if !silent.0 {
                silent.0 = true;
                info!("sound: no audio output device, so the game plays silent");
            }
            commands.entity(entity).despawn();
        } else if age > sound.length + DEVICE_GRACE * 4 {
            commands.entity(entity).despawn();
        }
    }
}

/// Keeps ALSA from printing its own lines about a missing sound card (the audio output
/// is opened on this thread while the app is built): the game says it once itself.
pub fn quiet_alsa() {
    #[cfg(target_os = "linux")]
    if let Err(e) = alsa::Output::local_error_handler() {
        debug!("sound: ALSA messages stay on the terminal: {e}");
    }
}
