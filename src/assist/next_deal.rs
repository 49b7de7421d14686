//! The deal chooser: the one place that decides which deal comes next. Every ask for a
//! deal (`DealAsk`: New, a deal number, a game from the chooser, a daily deal, the
//! demo's next) becomes one concrete `Request::Deal` here, the only deal the session
//! puts on the table: a level's graded deal, a winnable one (looked for in the
//! background, `winnable`), the demo's next, or the deal asked for.

use super::search::Searching;
use super::winnable::{Finder, WinnableSearch};
use crate::play::{AppSystems, DealAsk, Lang, Notice, Request, Session, Settings};
use bevy::prelude::*;
use solitaire_core::policy::{demo_next_deal, new_deal};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Finder>()
        .init_resource::<WinnableSearch>()
        .add_systems(
            Update,
            choose
                .after(super::demo::DemoSystems)
                .in_set(AppSystems::Input),
        );
}

/// Turns the asks into deals, in order; a look for a winnable deal goes on over frames
/// until it finds one (a later ask replaces it).
fn choose(
    mut asks: MessageReader<DealAsk>,
    session: Res<Session>,
    settings: Res<Settings>,
    mut finder: ResMut<Finder>,
    limits: Res<WinnableSearch>,
    searching: Res<Searching>,
    mut requests: MessageWriter<Request>,
    mut notices: MessageWriter<Notice>,
    lang: Res<Lang>,
) {
    let game = &session.game;
    let here = game.rules().id();
    for ask in asks.read() {
        let (id, number) = match ask {
            DealAsk::Exact { game, number } => (game.clone(), Some(*number)),
            DealAsk::Number(number) => (here.to_string(), Some(*number)),
            DealAsk::DemoNext => (
                here.to_string(),
                Some(demo_next_deal(game.rules(), game.number())),
            ),
            DealAsk::New(id) => {
                let id = id.clone().unwrap_or_else(|| here.to_string());
                if settings.deals().winnable {
                    let listed = finder.start(&id, &lang, &mut notices);
                    (id, listed)
                } else {
                    let number = new_deal(&id, settings.level, rand::random());
                    (id, Some(number))
                }
            }
        };
        if let Some(number) = number {
            finder.stop();
            requests.write(Request::Deal { game: id, number });
        }
    }
    if let Some((game, number)) = finder.poll(&limits, &searching, &lang, &mut notices) {
        requests.write(Request::Deal { game, number });
    }
}
