//! `--screenshot FILE`: once the deal has landed and nothing moves, save a PNG of the
//! window and exit. Used by CI's smoke run and for the docs.

use crate::cards::CardEntities;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy_tweening::TweenAnim;
use std::path::PathBuf;

/// Frames with nothing moving before the table counts as settled.
const SETTLE_FRAMES: u32 = 20;
/// Take the picture anyway after this many frames.
const GIVE_UP_FRAMES: u32 = 20_000;

#[derive(Resource)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    still: u32,
    frames: u32,
    state: Progress,
}

#[derive(PartialEq)]
enum Progress {
    Waiting,
    Requested,
    Saved(u32),
}

impl ScreenshotRequest {
    pub fn new(path: PathBuf) -> Self {
        ScreenshotRequest {
            path,
            still: 0,
            frames: 0,
            state: Progress::Waiting,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        take_screenshot.run_if(resource_exists::<ScreenshotRequest>),
    );
}

fn take_screenshot(
    mut commands: Commands,
    mut request: ResMut<ScreenshotRequest>,
    anims: Query<(), With<TweenAnim>>,
    entities: Res<CardEntities>,
    demo: Res<crate::autoplay::Demo>,
    mut exit: MessageWriter<AppExit>,
) {
    request.frames += 1;
    match request.state {
        Progress::Waiting => {
            // In demo mode the picture waits for the demo's first win.
            let moving =
                !anims.is_empty() || entities.by_id.is_empty() || (demo.active && demo.wins == 0);
            request.still = if moving { 0 } else { request.still + 1 };
            if request.still >= SETTLE_FRAMES || request.frames >= GIVE_UP_FRAMES {
                let path = request.path.clone();
                info!("taking the screenshot after {} frames", request.frames);
                commands
                    .spawn(Screenshot::primary_window())
                    .observe(save_to_disk(path))
                    .observe(
                        |_: On<ScreenshotCaptured>, mut r: ResMut<ScreenshotRequest>| {
                            r.state = Progress::Saved(0);
                        },
                    );
                request.state = Progress::Requested;
            }
        }
        Progress::Requested => {}
        // Give the file a couple of frames, then leave.
        Progress::Saved(n) if n >= 2 => {
            exit.write(AppExit::Success);
        }
        Progress::Saved(n) => request.state = Progress::Saved(n + 1),
    }
}
