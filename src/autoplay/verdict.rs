//! After each change of position the solver takes a quiet look in the background; when
//! it proves the position cannot be won, the status line says so, and the solver looks
//! back along the game for the last point from which it still could be won.

use super::{Search, Searching};
use crate::session::Session;
use bevy::prelude::*;
use solitaire_core::solver::{Budget, Rewind, Verdict, last_winnable};
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
    /// The look back from a lost position, and what it found (for `lost_at`).
    looking_back: Option<Search<Rewind>>,
    back: Option<Rewind>,
    /// Waits a moment after a change, so quick play does not start a search per move.
    settle: Duration,
    /// What these searches hold instead of the app's `Searching`: their answers can
    /// wait for the clock's next frame, so they do not ask for a frame every 16 ms.
    quiet: Searching,
    looked_at: Option<u64>,
}

impl Outlook {
    pub fn cannot_be_won(&self, session: &Session) -> bool {
        self.lost_at == Some(session.revision)
    }

    /// Whether the solver is looking (at the position, or back along the game).
    pub fn is_looking(&self) -> bool {
        self.search.is_some() || self.looking_back.is_some()
    }

    /// For a position that cannot be won: where the game still could be, once the look
    /// back has found out.
    pub fn rewind(&self, session: &Session) -> Option<Rewind> {
        self.back.filter(|_| self.cannot_be_won(session))
    }
}

fn look(time: Res<Time>, session: Res<Session>, mut outlook: ResMut<Outlook>) {
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
            outlook.back = None;
            let game = session.game.clone();
            let search = Search::run(budget(), revision, &outlook.quiet, move |b| {
                last_winnable(&game, &b)
            });
            outlook.looking_back = Some(search);
        }
        return;
    }
    if let Some(search) = outlook.looking_back.as_mut() {
        if search.revision != session.revision {
            outlook.looking_back = None;
        } else if let Some(rewind) = search.poll() {
            outlook.looking_back = None;
            outlook.back = Some(rewind);
        }
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
    let search = Search::start(&session, budget(), &outlook.quiet);
    outlook.search = Some(search);
}

/// What one look at a position may take.
fn budget() -> Budget {
    Budget::timed(150_000, Duration::from_secs(2))
}
