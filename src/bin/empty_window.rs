//! An empty Bevy window with the game's features, logging its frames as the game does
//! (`--frame-log`): the floor `bench/frames.sh` sets the game's figures beside.
//!   empty-window FRAME_LOG [SECONDS]

use bevy::prelude::*;
use bevy::winit::WinitSettings;
use solitaire::frames::FrameLog;
use std::time::Duration;

fn main() -> AppExit {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: empty-window FRAME_LOG [SECONDS]");
        return AppExit::error();
    };
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(10.0);
    let log = match FrameLog::create(&path.into()) {
        Ok(log) => log,
        Err(e) => {
            eprintln!("empty-window: cannot write the frame log: {e}");
            return AppExit::error();
        }
    };
    let window = Window {
        title: "Empty window".into(),
        resolution: bevy::window::WindowResolution::new(1280, 800),
        ..default()
    };
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(window),
            ..default()
        }))
        // Frames without end, as the game has while cards move.
        .insert_resource(WinitSettings::continuous())
        .insert_resource(log)
        .add_systems(Startup, |mut commands: Commands| {
            // As the game's table camera: no multisampling.
            commands.spawn((Camera2d, Msaa::Off));
        })
        .add_systems(
            Last,
            move |mut log: ResMut<FrameLog>,
                  time: Res<Time<Real>>,
                  mut exit: MessageWriter<AppExit>| {
                log.frame("empty");
                if time.elapsed() > Duration::from_secs_f64(seconds) {
                    exit.write(AppExit::Success);
                }
            },
        )
        .run()
}
