//! `--screenshot FILE`: once the deal has landed and nothing moves, save a PNG of the
//! window and exit. Used by CI's smoke run and for the docs.

use crate::cards::CardEntities;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy_tweening::TweenAnim;
use solitaire_core::Status;
use std::path::PathBuf;
use std::time::Duration;

/// Frames with nothing moving before the table counts as settled, and how long they
/// must last: software rendering under load has been seen to run 20 frames in 0.2 s
/// before the window showed anything, and the picture was black.
const SETTLE_FRAMES: u32 = 20;
const SETTLE_TIME: Duration = Duration::from_millis(800);
/// How long after the demo's first deal is won its picture is taken: the cascade has
/// begun, and its trails cover little of the felt yet. (Timed from when the demo
/// counted its win, once the last card had landed, 1.2 s in they covered three to four
/// fifths of it, more the faster frames came.)
const WIN_SHOWN: Duration = Duration::from_millis(600);
/// Take the picture anyway after this many frames.
const GIVE_UP_FRAMES: u32 = 20_000;

#[derive(Resource)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    still: u32,
    still_for: Duration,
    frames: u32,
    won_for: Duration,
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
            still_for: Duration::ZERO,
            frames: 0,
            won_for: Duration::ZERO,
            state: Progress::Waiting,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        take_screenshot.run_if(resource_exists::<ScreenshotRequest>),
    );
}

fn take_screenshot(
    mut commands: Commands,
    mut request: ResMut<ScreenshotRequest>,
    time: Res<Time>,
    anims: Query<(), With<TweenAnim>>,
    entities: Res<CardEntities>,
    demo: Res<crate::play::Demo>,
    session: Res<crate::play::Session>,
    mut exit: MessageWriter<AppExit>,
) {
    request.frames += 1;
    match request.state {
        Progress::Waiting => {
            let ready = if demo.active {
                // The picture is of the demo's first win as the celebration begins: it
                // keeps cards flying, and the demo deals on a few seconds later.
                if session.status == Status::Won {
                    request.won_for += time.delta();
                }
                request.won_for >= WIN_SHOWN
            } else {
                let moving = !anims.is_empty() || entities.by_id.is_empty();
                (request.still, request.still_for) = if moving {
                    (0, Duration::ZERO)
                } else {
                    (request.still + 1, request.still_for + time.delta())
                };
                request.still >= SETTLE_FRAMES && request.still_for >= SETTLE_TIME
            };
            if ready || request.frames >= GIVE_UP_FRAMES {
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
        // Give the file a couple of frames, then leave (in demo mode, once the demo
        // has counted its win).
        Progress::Saved(n)
            if n >= 2 && (!demo.active || demo.wins > 0 || request.frames >= GIVE_UP_FRAMES) =>
        {
            exit.write(AppExit::Success);
        }
        Progress::Saved(n) => request.state = Progress::Saved(n + 1),
    }
}
