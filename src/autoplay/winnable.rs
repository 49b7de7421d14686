//! "Winnable deals only": random deal numbers are tried on the solver, in the
//! background, until one is won; that deal is then dealt.

use super::Search;
use crate::session::{FindWinnable, Request, random_deal};
use crate::ui::Notice;
use bevy::prelude::*;
use solitaire_core::solver::{Budget, Verdict};
use solitaire_core::{Game, builtin};
use std::time::{Duration, Instant};

/// Deals tried, and time spent, before giving up and dealing an unchecked one (in
/// games where wins are rare, such as Lower 48, the player should not wait long).
const TRIES: u32 = 25;
const PATIENCE: Duration = Duration::from_secs(12);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Finder>()
        .add_systems(Update, find.in_set(crate::AppSystems::Input));
}

#[derive(Resource, Default)]
struct Finder {
    game: Option<String>,
    search: Option<(u32, Search)>,
    tried: u32,
    started: Option<Instant>,
}

fn find(
    mut asks: MessageReader<FindWinnable>,
    mut finder: ResMut<Finder>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
) {
    if let Some(FindWinnable(id)) = asks.read().last() {
        *finder = Finder {
            game: Some(id.clone()),
            started: Some(Instant::now()),
            ..Finder::default()
        };
        notices.write(Notice("Looking for a winnable deal…".into()));
    }
    let Some(id) = finder.game.clone() else {
        return;
    };
    let Some(rules) = builtin(&id) else {
        finder.game = None;
        return;
    };
    if finder.search.is_none() {
        let waited = finder.started.map_or(Duration::ZERO, |t| t.elapsed());
        if finder.tried >= TRIES || waited >= PATIENCE {
            notices.write(Notice(
                "No winnable deal found quickly: here is an unchecked one".into(),
            ));
            requests.write(Request::Deal {
                game: id,
                number: random_deal(),
            });
            *finder = Finder::default();
            return;
        }
        let number = random_deal();
        let game = Game::new(rules.clone(), u64::from(number)).expect("random deals are in range");
        let budget = Budget::timed(300_000, Duration::from_secs(3));
        finder.search = Some((
            number,
            Search::spawn(rules, game.position().clone(), budget, 0),
        ));
        finder.tried += 1;
    }
    let Some((number, search)) = finder.search.as_mut() else {
        return;
    };
    let number = *number;
    let Some(report) = search.poll() else { return };
    finder.search = None;
    if matches!(report.verdict, Verdict::Solved(_)) {
        requests.write(Request::Deal { game: id, number });
        *finder = Finder::default();
    }
}
