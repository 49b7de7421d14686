//! After each change of position the solver takes a quiet look in the background; when
//! it proves the position cannot be won, the status line says so, and the solver looks
//! back along the game for the last point from which it still could be won.

use super::search::{Search, Searching};
use crate::play::{AppSystems, Outlook, Session};
use bevy::prelude::*;
use solitaire_core::solver::{Budget, Job, Rewind, Verdict};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<QuietLook>()
        .add_systems(Update, look.in_set(AppSystems::Ui));
}

/// The quiet look's searches: at the position, and back along a lost game.
#[derive(Resource, Default)]
pub struct QuietLook {
    search: Option<Search>,
    /// The look back from a lost position.
    looking_back: Option<Search<Rewind>>,
    /// Waits a moment after a change, so quick play does not start a search per move.
    settle: Duration,
    /// What these searches hold instead of the app's `Searching`: their answers can
    /// wait for the clock's next frame, so they do not ask for a frame every 16 ms.
    quiet: Searching,
    looked_at: Option<u64>,
}

impl QuietLook {
    /// Whether the solver is looking (at the position, or back along the game).
    pub fn is_looking(&self) -> bool {
        self.search.is_some() || self.looking_back.is_some()
    }
}

fn look(
    time: Res<Time>,
    session: Res<Session>,
    mut look: ResMut<QuietLook>,
    mut outlook: ResMut<Outlook>,
) {
    if look
        .search
        .as_ref()
        .is_some_and(|s| s.revision != session.revision)
    {
        look.search = None;
    }
    if let Some(search) = look.search.as_mut() {
        let Some(report) = search.poll() else { return };
        let revision = search.revision;
        look.search = None;
        if report.verdict == Verdict::Impossible {
            outlook.lost_at = Some(revision);
            outlook.back = None;
            let job = Job::LookBack(session.game.clone());
            let search = Search::run(job, budget(), revision, &look.quiet);
            look.looking_back = Some(search);
        }
        return;
    }
    if let Some(search) = look.looking_back.as_mut() {
        if search.revision != session.revision {
            look.looking_back = None;
        } else if let Some(rewind) = search.poll() {
            look.looking_back = None;
            outlook.back = Some(rewind);
        }
    }
    if look.looked_at == Some(session.revision) || !session.game.player_has_moved() {
        look.settle = Duration::ZERO;
        return;
    }
    look.settle += time.delta();
    if look.settle < Duration::from_millis(400) {
        return;
    }
    look.looked_at = Some(session.revision);
    let search = Search::start(&session, budget(), &look.quiet);
    look.search = Some(search);
}

/// What one look at a position may take.
fn budget() -> Budget {
    Budget::timed(150_000, Duration::from_secs(2))
}
