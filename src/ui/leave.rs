//! Asks before the player leaves a deal under way for another (a new deal, another
//! deal number or another game): the statistics count the deal left as lost.

use super::widgets::{button, close, label, panel};
use crate::play::Stats;
use crate::play::{AppSystems, DealAsk, Lang, LeaveDeal, Overlay, Session, alt_held};
use crate::theme::{Fonts, HEADING_SIZE, TEXT_SIZE};
use bevy::prelude::*;
use solitaire_core::say;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pending>()
        .add_systems(OnEnter(Overlay::Leave), ask)
        .add_systems(
            Update,
            (ask_if_under_way, enter_leaves).in_set(AppSystems::Ui),
        );
}

/// The ask waiting for the player's answer.
#[derive(Resource, Default)]
struct Pending(Option<DealAsk>);

/// Passes the ask on to the deal chooser at once unless the deal on the table is under way (counted
/// as played and not won); then asks.
fn ask_if_under_way(
    mut asks: MessageReader<LeaveDeal>,
    session: Res<Session>,
    stats: Res<Stats>,
    mut pending: ResMut<Pending>,
    mut deals: MessageWriter<DealAsk>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let game = &session.game;
    let under_way = stats.is_under_way(game.rules().id(), game.number());
    for LeaveDeal(ask) in asks.read() {
        if under_way {
            pending.0 = Some(ask.clone());
            next.set(Overlay::Leave);
        } else {
            deals.write(ask.clone());
        }
    }
}

fn ask(mut commands: Commands, fonts: Res<Fonts>, session: Res<Session>, lang: Res<Lang>) {
    let game = &session.game;
    let text = say!(
        lang,
        "leave-text",
        game = lang.games().name(&game.rules().def),
        deal = game.number().to_string()
    );
    panel(&mut commands, Overlay::Leave, |p| {
        label(p, &fonts.bold, say!(lang, "leave-heading"), HEADING_SIZE);
        label(p, &fonts.regular, text, TEXT_SIZE);
        p.spawn(Node {
            flex_wrap: FlexWrap::Wrap,
            row_gap: px(6.0),
            ..default()
        })
        .with_children(|row| {
            button(row, &fonts, &say!(lang, "leave-yes"), TEXT_SIZE, leave);
            button(row, &fonts, &say!(lang, "leave-no"), TEXT_SIZE, close);
        });
    });
}

fn leave(
    _: On<Pointer<Click>>,
    pending: ResMut<Pending>,
    deals: MessageWriter<DealAsk>,
    next: ResMut<NextState<Overlay>>,
) {
    carry_out(pending, deals, next);
}

/// Enter answers "Leave it" (Esc, like every dialog, keeps playing).
fn enter_leaves(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    pending: ResMut<Pending>,
    deals: MessageWriter<DealAsk>,
    next: ResMut<NextState<Overlay>>,
) {
    if *overlay.get() == Overlay::Leave
        && !alt_held(&keys)
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter])
    {
        carry_out(pending, deals, next);
    }
}

fn carry_out(
    mut pending: ResMut<Pending>,
    mut deals: MessageWriter<DealAsk>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if let Some(ask) = pending.0.take() {
        deals.write(ask);
    }
    next.set(Overlay::None);
}
