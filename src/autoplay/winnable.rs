//! "Winnable deals only": random deal numbers are tried on the solver, in the
//! background, until one is won; that deal is then dealt.

use super::Search;
use crate::session::{FindWinnable, Request, random_deal};
use crate::ui::Notice;
use bevy::prelude::*;
use solitaire_core::solver::{Budget, Verdict};
use solitaire_core::{Game, builtin};
use std::time::{Duration, Instant};

/// How hard "winnable deals only" looks before it deals an unchecked deal: in games
/// where wins are rare (Lower 48), the player should not wait long.
#[derive(Resource, Clone, Debug)]
pub struct WinnableSearch {
    /// Deals tried at most.
    pub tries: u32,
    /// Time spent at most.
    pub patience: Duration,
    /// The solver's budget for each deal.
    pub budget: Budget,
}

impl Default for WinnableSearch {
    fn default() -> Self {
        WinnableSearch {
            tries: 25,
            patience: Duration::from_secs(12),
            budget: Budget::timed(300_000, Duration::from_secs(3)),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Finder>()
        .init_resource::<WinnableSearch>()
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
    limits: Res<WinnableSearch>,
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
        if finder.tried >= limits.tries || waited >= limits.patience {
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
        finder.search = Some((
            number,
            Search::spawn(rules, game.position().clone(), limits.budget.clone(), 0),
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
