//! The game in progress survives quitting and crashes: it is saved after every move
//! (atomically), and resumed at start, undo history and clock included. A saved game
//! that cannot be read is kept aside and the player is told.

pub mod files;

use crate::session::{Outcome, Session};
use crate::ui::Notice;
use bevy::prelude::*;
use solitaire_core::save::SavedGame;
use solitaire_core::{Game, builtin};
use std::path::PathBuf;
use std::time::Duration;

/// Where the game in progress is saved.
#[derive(Resource, Clone, Debug)]
pub struct SaveFile(pub PathBuf);

/// Something to tell the player once the table is up (a bad file was kept aside).
#[derive(Resource, Default)]
struct StartupNotice(Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StartupNotice>()
        .add_systems(PostStartup, tell_startup_notice)
        .add_systems(
            Update,
            autosave
                .after(crate::AppSystems::Rules)
                .before(crate::AppSystems::Layout),
        );
}

/// The saved game in `dir`, if there is a good one. A bad one is moved aside, and the
/// returned message says so.
pub fn resume(dir: &std::path::Path) -> (Option<(Game, Duration)>, Option<String>) {
    let path = dir.join("game.ron");
    let problem = match files::read_small(&path) {
        Ok(None) => return (None, None),
        Ok(Some(text)) => {
            let loaded = SavedGame::parse(&text)
                .and_then(|s| Ok((Game::from_saved(&s, builtin)?, s.elapsed_ms)));
            match loaded {
                Ok((game, elapsed)) => return (Some((game, Duration::from_millis(elapsed))), None),
                Err(e) => e.to_string(),
            }
        }
        Err(e) => format!("the saved game {e}"),
    };
    let kept = match files::keep_aside(&path) {
        Ok(aside) => format!("it was kept as {}", aside.display()),
        Err(e) => format!("it could not be moved aside ({e}) and was left as it is"),
    };
    (
        None,
        Some(format!(
            "Your saved game could not be resumed: {problem}; {kept}. A new game was dealt."
        )),
    )
}

/// Adds saving to `app`, resuming from `dir` unless `fresh` (a game was asked for).
/// Returns the game to start with, if one was resumed.
pub fn install(app: &mut App, dir: PathBuf, fresh: bool) -> Option<(Game, Duration)> {
    let (resumed, notice) = if fresh { (None, None) } else { resume(&dir) };
    app.insert_resource(SaveFile(dir.join("game.ron")));
    app.insert_resource(StartupNotice(notice));
    plugin(app);
    resumed
}

fn tell_startup_notice(mut notice: ResMut<StartupNotice>, mut notices: MessageWriter<Notice>) {
    if let Some(text) = notice.0.take() {
        warn!("{text}");
        notices.write(Notice(text));
    }
}

/// Saves after every change of position.
fn autosave(
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    file: Res<SaveFile>,
    mut notices: MessageWriter<Notice>,
    mut failed: Local<bool>,
) {
    if !outcomes.read().any(|o| !matches!(o, Outcome::Rejected(_))) {
        return;
    }
    let mut saved = session.game.to_saved();
    saved.elapsed_ms = session.elapsed.as_millis() as u64;
    match files::write_atomic(&file.0, &saved.to_ron()) {
        Ok(()) => *failed = false,
        Err(e) if !*failed => {
            *failed = true;
            notices.write(Notice(format!(
                "The game cannot be saved to {}: {e}",
                file.0.display()
            )));
        }
        Err(_) => {}
    }
}
