//! The player's statistics as a resource (the core's `Stats`: what is counted and how),
//! and the counting of deals played and won as outcomes come.

use super::demo::Demo;
use super::messages::Outcome;
use super::session::Session;
use super::today::Today;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use solitaire_core::Status;

#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize, Deref, DerefMut)]
#[serde(transparent)]
pub struct Stats(pub solitaire_core::stats::Stats);

/// Counts deals played and won by the player: moves the demo makes count for nothing
/// (a deal the demo deals still ends the one the player had under way).
pub(super) fn track_stats(
    mut outcomes: MessageReader<Outcome>,
    session: Res<Session>,
    demo: Res<Demo>,
    today: Res<Today>,
    mut stats: ResMut<Stats>,
) {
    let demo_plays = demo.active;
    let game = &session.game;
    let (id, number) = (game.rules().id(), game.number());
    let (moves, time) = (
        game.moves_counted() as u32,
        session.elapsed.as_millis() as u64,
    );
    let mut changed = false;
    // Only a real change should count as one (and be saved).
    let s = stats.bypass_change_detection();
    for outcome in outcomes.read() {
        match outcome {
            // Cards sent home as the deal lands are not the player's: no deal under way.
            Outcome::Applied(_) if !demo_plays && game.player_has_moved() => {
                changed |= s.moved(id, number, moves, time, today.date);
                changed |= s.scored(id, number, game.score());
                if session.status == Status::Won {
                    changed |= s.won(id, number, moves, time, today.date);
                }
            }
            Outcome::Dealt => changed |= s.dealt(id, number),
            _ => {}
        }
    }
    if changed {
        stats.set_changed();
    }
}
