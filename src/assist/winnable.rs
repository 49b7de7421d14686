//! "Winnable deals only": random deal numbers are tried on the solver, in the
//! background, until one is won; that deal is then dealt. Games whose wins are hard
//! to find deal one of the deals the solver is known to win (`solver::known_wins`).

use super::search::{Search, Searching};
use crate::play::{AppSystems, FindWinnable, Notice, Request};
use bevy::prelude::*;
use bevy::tasks::AsyncComputeTaskPool;
use solitaire_core::deal::DealNumber;
use solitaire_core::policy::{listed_winnable_deal, random_deal};
use solitaire_core::solver::{Budget, Verdict};
use solitaire_core::{Game, builtin};
use std::time::{Duration, Instant};

/// How hard "winnable deals only" looks before it deals an unchecked deal: in games
/// whose deals the solver seldom wins quickly, the player should not wait long.
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
        .add_systems(Update, find.in_set(AppSystems::Input));
}

#[derive(Resource, Default)]
struct Finder {
    game: Option<String>,
    /// Deals being tried, with their numbers: as many at once as the pool that runs
    /// searches has threads.
    searches: Vec<(DealNumber, Search)>,
    tried: u32,
    started: Option<Instant>,
}

fn find(
    mut asks: MessageReader<FindWinnable>,
    mut finder: ResMut<Finder>,
    limits: Res<WinnableSearch>,
    searching: Res<Searching>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
) {
    if let Some(FindWinnable(id)) = asks.read().last() {
        // Where wins are hard to find the solver keeps a list of deals it has won: one
        // of those comes at once, where a search would take seconds.
        let listed = builtin(id).and_then(|rules| listed_winnable_deal(&rules, rand::random()));
        if let Some(number) = listed {
            requests.write(Request::Deal {
                game: id.clone(),
                number,
            });
            *finder = Finder::default();
            return;
        }
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
    let waited = finder.started.map_or(Duration::ZERO, |t| t.elapsed());
    let more = finder.tried < limits.tries && waited < limits.patience;
    if finder.searches.is_empty() && !more {
        notices.write(Notice(
            "No winnable deal found quickly: here is an unchecked one".into(),
        ));
        requests.write(Request::Deal {
            game: id,
            number: random_deal(rand::random()),
        });
        *finder = Finder::default();
        return;
    }
    let threads = AsyncComputeTaskPool::get().thread_num().max(1);
    while more && finder.searches.len() < threads && finder.tried < limits.tries {
        let number = random_deal(rand::random());
        let game = Game::new(rules.clone(), number).expect("random deals are in range");
        let search = Search::spawn(
            rules.clone(),
            game.position().clone(),
            limits.budget.clone(),
            0,
            &searching,
        );
        finder.searches.push((number, search));
        finder.tried += 1;
    }
    let mut won = None;
    finder
        .searches
        .retain_mut(|(number, search)| match search.poll() {
            None => true,
            Some(report) => {
                if matches!(report.verdict, Verdict::Solved(_)) {
                    won = Some(*number);
                }
                false
            }
        });
    if let Some(number) = won {
        requests.write(Request::Deal { game: id, number });
        // (Dropping the other searches cancels them.)
        *finder = Finder::default();
    }
}
