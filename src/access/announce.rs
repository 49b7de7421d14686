//! What a screen reader says as it happens, through a live region: each move in words,
//! an undo, the rules' reason for a refusal, the deal put out, a hint, cards picked up
//! by the keyboard, notices, a position with no moves left, and the win.

use crate::play::{Highlights, KeyCursor, Lang, Notice, Outcome, Session};
use accesskit::{Live, Node as AkNode, Role};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use solitaire_core::speech::{applied_move, in_sentence, pile_in_sentence};
use solitaire_core::{Move, Status, say};

/// The live region: its label is the latest thing said.
#[derive(Component)]
pub struct Announcer;

pub(super) fn spawn(mut commands: Commands, lang: Res<Lang>) {
    let mut node = AkNode::new(Role::Status);
    node.set_live(Live::Polite);
    node.set_language(lang.code());
    commands.spawn((Announcer, AccessibilityNode::from(node)));
}

pub(super) fn announce(
    mut outcomes: MessageReader<Outcome>,
    mut notices: MessageReader<Notice>,
    session: Res<Session>,
    lang: Res<Lang>,
    highlights: Res<Highlights>,
    cursor: Res<KeyCursor>,
    mut last_status: Local<Option<Status>>,
    mut announcer: Single<&mut AccessibilityNode, With<Announcer>>,
) {
    let game = &session.game;
    let (rules, pos) = (game.rules(), game.position());
    let words = &**lang;
    let pile = |p: usize| pile_in_sentence(words, rules, p);
    // The announcer's language follows the player's.
    if lang.is_changed() {
        announcer.set_language(lang.code());
    }
    // Each outcome is said with the table as it left it: the frame's moves (a move and
    // those that follow it, an undo of several) are all made by now, so the table is
    // walked back outcome by outcome. What came before a new deal is not said.
    let outcomes: Vec<&Outcome> = outcomes.read().collect();
    let fresh = outcomes
        .iter()
        .rposition(|o| matches!(o, Outcome::Dealt))
        .unwrap_or(0);
    let mut afters = Vec::with_capacity(outcomes.len() - fresh);
    let mut table = pos.clone();
    for outcome in outcomes[fresh..].iter().rev() {
        afters.push(table.clone());
        match outcome {
            Outcome::Applied(applied) => rules.undo(&mut table, *applied),
            Outcome::Undone(applied) => _ = rules.apply(&mut table, applied.mv),
            Outcome::Dealt | Outcome::Rejected(_) => {}
        }
    }
    let mut said: Vec<String> = Vec::new();
    for (outcome, pos) in outcomes[fresh..].iter().zip(afters.iter().rev()) {
        said.push(match outcome {
            Outcome::Applied(applied) => applied_move(words, rules, pos, applied),
            Outcome::Undone(applied) => match applied.mv {
                Move::Transfer { from, to, .. }
                    if rules.def.pairs.is_some()
                        && rules.piles[to].kind != solitaire_core::rules::PileKind::Foundation =>
                {
                    say!(
                        words,
                        "announce-undone-pair",
                        from = pile(from),
                        to = pile(to)
                    )
                }
                Move::Transfer { from, count, .. } => {
                    let cards = &pos.piles[from];
                    let card = cards.cards[cards.len() - count];
                    say!(
                        words,
                        "announce-undone-card",
                        card = card.spoken(words),
                        pile = pile(from)
                    )
                }
                Move::Draw if rules.deals_onto_tableau() => say!(words, "announce-undone-row"),
                Move::Draw => say!(words, "announce-undone-draw"),
                Move::Redeal => say!(words, "announce-undone-redeal"),
            },
            Outcome::Dealt => say!(
                words,
                "announce-dealt",
                game = words.games().name(&rules.def),
                number = game.number().to_string()
            ),
            Outcome::Rejected(reason) => reason.said(words),
        });
    }
    // A hint's notice names cards by their signs: the hint is said in words instead.
    let notices: Vec<String> = notices.read().map(|n| n.0.clone()).collect();
    let mut hinted = false;
    if highlights.is_changed()
        && let Some(hint) = &highlights.hint
    {
        hinted = true;
        let cards = &pos.piles[hint.from];
        if hint.count == 0 {
            // The stock to turn: no card to name.
            let hint = in_sentence(words, &crate::assist::stock_words(words, rules, pos));
            said.push(say!(words, "announce-hint-stock", hint = hint));
        } else if let Some(card) = cards.len().checked_sub(hint.count).map(|i| cards.cards[i]) {
            said.push(say!(
                words,
                "announce-hint-move",
                card = card.spoken(words),
                from = pile(hint.from),
                to = pile(hint.to)
            ));
        }
    }
    if !hinted {
        said.extend(notices);
    }
    if cursor.is_changed()
        && let Some(held) = cursor.held
    {
        let cards = &pos.piles[held.pile];
        let card = cards.cards[cards.len() - held.count];
        said.push(if held.count == 1 {
            say!(words, "announce-picked-up", card = card.spoken(words))
        } else {
            say!(
                words,
                "announce-picked-up-run",
                count = held.count,
                card = in_sentence(words, &card.spoken(words))
            )
        });
    }
    if *last_status != Some(session.status) {
        if last_status.is_some() {
            match session.status {
                Status::Won => said.push(say!(words, "announce-won")),
                Status::NoMovesLeft => said.push(say!(words, "announce-no-moves")),
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
