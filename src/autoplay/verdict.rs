//! After each change of position the solver takes a quiet look in the background; when
//! it proves the position cannot be won, the status line says so.

use super::{Search, Searching};
use crate::session::Session;
use bevy::prelude::*;
use solitaire_core::solver::{Budget, Verdict};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Outlook>()
        .add_systems(Update, look.in_set(crate::AppSystems::Ui));
}

/// What the solver knows about the position on the table.
#[derive(Resource, Default)]
pub struct Outlook {
    /// The revision proved unwinnable, if the current one is.
    pub lost_at: Option<u64>,
    search: Option<Search>,
    /// Waits a moment after a change, so quick play does not start a search per move.
    settle: Duration,
    looked_at: Option<u64>,
}

impl Outlook {
    pub fn cannot_be_won(&self, session: &Session) -> bool {
        self.lost_at == Some(session.revision)
    }
}

fn look(
    time: Res<Time>,
    session: Res<Session>,
    searching: Res<Searching>,
    mut outlook: ResMut<Outlook>,
) {
    if outlook
        .search
        .as_ref()
        .is_some_and(|s| s.revision != session.revision)
    {
        outlook.search = None;
    }
    if let Some(search) = outlook.search.as_mut() {
        let Some(report) = search.poll() else { return };
        let revision = search.revision;
        outlook.search = None;
        if report.verdict == Verdict::Impossible {
            outlook.lost_at = Some(revision);
        }
        return;
    }
    if outlook.looked_at == Some(session.revision) || !session.game.player_has_moved() {
        outlook.settle = Duration::ZERO;
        return;
    }
    outlook.settle += time.delta();
    if outlook.settle < Duration::from_millis(400) {
        return;
    }
    outlook.looked_at = Some(session.revision);
    let budget = Budget::timed(150_000, Duration::from_secs(2));
    outlook.search = Some(Search::start(&session, budget, &searching));
}
