//! What a screen reader says as it happens, through a live region: each move in words,
//! an undo, the rules' reason for a refusal, the deal put out, a hint, cards picked up
//! by the keyboard, notices, a position with no moves left, and the win.

use crate::play::{Highlights, KeyCursor, Notice, Outcome, Session};
use accesskit::{Live, Node as AkNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use solitaire_core::speech::{applied_move, pile_name};
use solitaire_core::{Move, Status};

/// The live region: its label is the latest thing said.
#[derive(Component)]
pub struct Announcer;

pub(super) fn spawn(mut commands: Commands) {
    let mut node = AkNode::new(Role::Status);
    node.set_live(Live::Polite);
    commands.spawn((Announcer, AccessibilityNode::from(node)));
}

pub(super) fn announce(
    mut outcomes: MessageReader<Outcome>,
    mut notices: MessageReader<Notice>,
    session: Res<Session>,
    highlights: Res<Highlights>,
    cursor: Res<KeyCursor>,
    mut last_status: Local<Option<Status>>,
    mut announcer: Single<&mut AccessibilityNode, With<Announcer>>,
) {
    let game = &session.game;
    let (rules, pos) = (game.rules(), game.position());
    let mut said: Vec<String> = Vec::new();
    for outcome in outcomes.read() {
        said.push(match outcome {
            Outcome::Applied(applied) => applied_move(rules, pos, applied),
            Outcome::Undone(applied) => match applied.mv {
                Move::Transfer { from, to, .. }
                    if rules.def.pairs.is_some()
                        && rules.piles[to].kind != solitaire_core::rules::PileKind::Foundation =>
                {
                    format!(
                        "Undone: the pair, back to {} and {}",
                        pile_name(rules, from).to_lowercase(),
                        pile_name(rules, to).to_lowercase()
                    )
                }
                Move::Transfer { from, count, .. } => {
                    let pile = &pos.piles[from];
                    let card = pile.cards[pile.len() - count];
                    format!(
                        "Undone: {} back to {}",
                        card.spoken(),
                        pile_name(rules, from).to_lowercase()
                    )
                }
                Move::Draw if rules.deals_onto_tableau() => "Undone: the row dealt".to_string(),
                Move::Draw => "Undone: the draw".to_string(),
                Move::Redeal => "Undone: the redeal".to_string(),
            },
            Outcome::Dealt => format!("{}, deal {}", rules.name(), game.number()),
            Outcome::Rejected(reason) => reason.to_string(),
        });
    }
    // A hint's notice names cards by their signs: the hint is said in words instead.
    let notices: Vec<String> = notices.read().map(|n| n.0.clone()).collect();
    let mut hinted = false;
    if highlights.is_changed()
        && let Some(hint) = &highlights.hint
    {
        hinted = true;
        let pile = &pos.piles[hint.from];
        if hint.count == 0 {
            // The stock to turn: no card to name.
            let words = crate::assist::stock_words(rules, pos).to_lowercase();
            said.push(format!("Hint: {words}"));
        } else if let Some(card) = pile.len().checked_sub(hint.count).map(|i| pile.cards[i]) {
            said.push(format!(
                "Hint: {} from {} to {}",
                card.spoken(),
                pile_name(rules, hint.from).to_lowercase(),
                pile_name(rules, hint.to).to_lowercase()
            ));
        }
    }
    if !hinted {
        said.extend(notices);
    }
    if cursor.is_changed()
        && let Some(held) = cursor.held
    {
        let pile = &pos.piles[held.pile];
        let card = pile.cards[pile.len() - held.count];
        said.push(if held.count == 1 {
            format!("Picked up {}", card.spoken())
        } else {
            format!("Picked up {} cards from the {}", held.count, card.spoken())
        });
    }
    if *last_status != Some(session.status) {
        if last_status.is_some() {
            match session.status {
                Status::Won => said.push("You won!".to_string()),
                Status::NoMovesLeft => said.push("No moves left".to_string()),
                Status::InPlay => {}
            }
        }
        *last_status = Some(session.status);
    }
    if !said.is_empty() {
        let said = said.join(". ");
        // The browser has no AccessKit adapter: the page's ARIA live region says it.
        #[cfg(target_arch = "wasm32")]
        crate::web::bridge::announce(&said);
        announcer.set_label(said);
    }
}
