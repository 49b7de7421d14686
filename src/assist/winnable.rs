//! "Winnable deals only": random deal numbers are tried on the solver, in the
//! background, until one is won; the deal chooser (`next_deal`) then deals it. Games
//! whose wins are hard to find deal one of the deals the solver is known to win
//! (`solver::known_wins`).

use super::search::{Search, Searching};
use crate::play::Notice;
use solitaire_core::lang::Words;
use solitaire_core::say;
// Bevy's clock: std's on the desktop, web-time's in the browser (where std's panics).
use bevy::platform::time::Instant;
use bevy::prelude::*;
use solitaire_core::deal::DealNumber;
use solitaire_core::policy::{listed_winnable_deal, random_deal};
use solitaire_core::solver::{Budget, Job, Verdict};
use solitaire_core::{Game, builtin};
use std::time::Duration;

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

/// The look for a winnable deal under way, if any.
#[derive(Resource, Default)]
pub(super) struct Finder {
    game: Option<String>,
    /// Deals being tried, with their numbers: as many at once as searches are worth
    /// running (`search::at_once`).
    searches: Vec<(DealNumber, Search)>,
    tried: u32,
    started: Option<Instant>,
}

impl Finder {
    /// Starts looking for a winnable deal of game `id`; where the solver keeps a list
    /// of deals it has won (wins being hard to find there), one of those at once.
    pub(super) fn start(
        &mut self,
        id: &str,
        words: &Words,
        notices: &mut MessageWriter<Notice>,
    ) -> Option<DealNumber> {
        self.stop();
        let listed = builtin(id).and_then(|rules| listed_winnable_deal(&rules, rand::random()));
        if listed.is_none() {
            *self = Finder {
                game: Some(id.to_string()),
                started: Some(Instant::now()),
                ..Finder::default()
            };
            notices.write(Notice(say!(words, "winnable-looking")));
        }
        listed
    }

    /// Gives up the look (dropping its searches cancels them).
    pub(super) fn stop(&mut self) {
        *self = Finder::default();
    }

    /// Runs the look on: the game and the deal once one is won, or once the look has
    /// taken its tries or its time (then an unchecked deal, and the player is told).
    pub(super) fn poll(
        &mut self,
        limits: &WinnableSearch,
        searching: &Searching,
        words: &Words,
        notices: &mut MessageWriter<Notice>,
    ) -> Option<(String, DealNumber)> {
        let id = self.game.clone()?;
        let Some(rules) = builtin(&id) else {
            self.stop();
            return None;
        };
        let waited = self.started.map_or(Duration::ZERO, |t| t.elapsed());
        let more = self.tried < limits.tries && waited < limits.patience;
        if self.searches.is_empty() && !more {
            notices.write(Notice(say!(words, "winnable-none")));
            self.stop();
            return Some((id, random_deal(rand::random())));
        }
        let threads = super::search::at_once();
        while more && self.searches.len() < threads && self.tried < limits.tries {
            let number = random_deal(rand::random());
            let game = Game::new(rules.clone(), number).expect("random deals are in range");
            let search = Search::run(Job::Solve(game), limits.budget.clone(), 0, searching);
            self.searches.push((number, search));
            self.tried += 1;
        }
        let mut won = None;
        self.searches
            .retain_mut(|(number, search)| match search.poll() {
                None => true,
                Some(report) => {
                    if matches!(report.verdict, Verdict::Solved(_)) {
                        won = Some(*number);
                    }
                    false
                }
            });
        let number = won?;
        self.stop();
        Some((id, number))
    }
}
