//! `--frame-log FILE`: a line per frame, for `bench/frames.sh` (figures, not a test):
//! when it ended (Unix ms), how long it took (the time since the last frame ended), how much
//! of the main thread's CPU it used, and what the table was doing (the phase the
//! benchmark sorts frames by). The empty-window binary logs the same way, as the floor.

mod clock;

pub use clock::MainThreadClock;

use crate::play::{Celebration, Demo, DragState, Settings};
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use std::io::Write;
use std::path::PathBuf;

/// Where frames are logged, and what a frame's phase is.
#[derive(Resource)]
pub struct FrameLog {
    file: std::io::BufWriter<std::fs::File>,
    clock: MainThreadClock,
    /// When the last frame was logged. (Not `Time<Real>`: with pipelined rendering its
    /// delta is the interval between frames the render thread finished, a frame or two
    /// behind, so a rest would be counted to the frames after it.)
    last: Option<bevy::platform::time::Instant>,
}

impl FrameLog {
    pub fn create(path: &PathBuf) -> std::io::Result<FrameLog> {
        Ok(FrameLog {
            file: std::io::BufWriter::new(std::fs::File::create(path)?),
            clock: MainThreadClock::default(),
            last: None,
        })
    }

    /// Logs the frame that just ended, in `phase`.
    pub fn frame(&mut self, phase: &str) {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let ended = bevy::platform::time::Instant::now();
        let interval = self.last.map_or(std::time::Duration::ZERO, |l| ended - l);
        self.last = Some(ended);
        let cpu = self.clock.lap();
        // A bench reads the file while the game runs: whole lines, flushed each frame.
        let _ = writeln!(
            self.file,
            "{} {:.3} {:.3} {phase}",
            now.as_millis(),
            interval.as_secs_f64() * 1000.0,
            cpu.as_secs_f64() * 1000.0
        );
        let _ = self.file.flush();
    }
}

/// Logs each frame of the game with its phase (for the game's window; see `plugin`).
pub fn plugin(app: &mut App, path: &PathBuf) {
    match FrameLog::create(path) {
        Ok(log) => {
            app.insert_resource(log).add_systems(Last, log_frame);
        }
        Err(e) => warn!("cannot write the frame log {}: {e}", path.display()),
    }
}

fn log_frame(
    mut log: ResMut<FrameLog>,
    celebration: Res<Celebration>,
    drag: Res<DragState>,
    demo: Res<Demo>,
    settings: Res<Settings>,
    moving: Query<(), With<TweenAnim>>,
) {
    let speed = format!("{:?}", settings.speed).to_lowercase();
    let phase = if celebration.running {
        "cascade".to_string()
    } else if drag.is_dragging() {
        "drag".to_string()
    } else if demo.active {
        format!("demo-{speed}")
    } else if !moving.is_empty() {
        "moving".to_string()
    } else {
        "still".to_string()
    };
    log.frame(&phase);
}
