//! Short notices at the bottom of the table: why a move was refused, and a lasting
//! line when no moves are left, when the position cannot be won (then a click or tap
//! goes back to where it still could be), or when every card can go home (then a click
//! or tap finishes): for players without a keyboard.

use crate::play::{
    AppSystems, FINISH_KEY, FirstStart, Lang, Notice, Outcome, Outlook, RULES_KEY, Request,
    Session, Settings, back_to_winnable, go_back, lost_line,
};
use crate::theme::{Fonts, NOTICE, text_font};
use bevy::prelude::*;
use solitaire_core::Status;
use solitaire_core::lang::Words;
use solitaire_core::say;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, (spawn_notice, welcome))
        .add_systems(Update, show_notices.in_set(AppSystems::Ui));
}

/// On the first start, a word to the player: where the other games are, and the rules.
fn welcome(
    first: Res<FirstStart>,
    session: Res<Session>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    lang: Res<Lang>,
    mut notices: MessageWriter<Notice>,
) {
    if !first.0 {
        return;
    }
    // (A game tried out from its file is not among them: then all of them are others.)
    let playing = session.game.rules().id();
    let others = solitaire_core::game_ids()
        .filter(|&id| id != playing)
        .count();
    let (games, rules) = (say!(lang, "hud-games"), say!(lang, "hud-rules"));
    let (games, rules) = if crate::theme::compact_hud(window.width()) {
        (
            say!(lang, "notice-in-menu", entry = games),
            say!(lang, "notice-in-menu", entry = rules),
        )
    } else {
        (
            games,
            say!(lang, "notice-with-key", entry = rules, key = RULES_KEY),
        )
    };
    notices.write(Notice(say!(
        lang,
        "notice-welcome",
        others = others,
        games = games,
        rules = rules
    )));
}

#[derive(Component)]
pub struct NoticeText {
    /// How long the current notice stays.
    pub remaining: Duration,
}

fn spawn_notice(mut commands: Commands, fonts: Res<Fonts>) {
    commands
        .spawn((
            Node {
                position_type: PositionType::Absolute,
                // (The table keeps its fans clear of this line: layout's NOTICE_ROOM.)
                bottom: px(18.0),
                width: percent(100),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_child((
            NoticeText {
                remaining: Duration::ZERO,
            },
            Text::new(""),
            text_font(&fonts.regular, 18.0),
            TextColor(Color::WHITE),
            Node {
                padding: UiRect::axes(px(14.0), px(6.0)),
                border_radius: BorderRadius::all(px(8.0)),
                ..default()
            },
            BackgroundColor(Color::NONE),
            Pickable::IGNORE,
        ))
        .observe(
            |_: On<Pointer<Click>>,
             session: Res<Session>,
             outlook: Res<Outlook>,
             mut w: MessageWriter<Request>| {
                if session.can_finish {
                    w.write(Request::Finish);
                } else if let Some(back) = back_to_winnable(&session, &outlook) {
                    w.write(back);
                }
            },
        );
}

/// The lasting line when every card can go home and auto-moves are off: it offers to
/// finish.
pub fn finish_line(words: &Words) -> String {
    say!(words, "notice-finish", key = FINISH_KEY)
}

fn show_notices(
    time: Res<Time>,
    session: Res<Session>,
    outlook: Res<Outlook>,
    settings: Res<Settings>,
    lang: Res<Lang>,
    mut outcomes: MessageReader<Outcome>,
    mut notices: MessageReader<Notice>,
    mut text: Single<(
        &mut NoticeText,
        &mut Text,
        &mut BackgroundColor,
        &mut Pickable,
    )>,
) {
    let (notice, text, bg, pickable) = &mut *text;
    let rejected = outcomes.read().filter_map(|o| match o {
        Outcome::Rejected(reason) => Some(reason.said(&lang)),
        _ => None,
    });
    // Several at once (bad files found at start) are all shown, one per line.
    let messages: Vec<String> = rejected
        .chain(notices.read().map(|n| n.0.clone()))
        .collect();
    if !messages.is_empty() {
        text.0 = messages.join("\n");
        // Long messages stay long enough to be read.
        let reading = 2600 + 45 * text.0.chars().count() as u64;
        notice.remaining = Duration::from_millis(reading.min(12_000));
    } else if !notice.remaining.is_zero() {
        notice.remaining = notice.remaining.saturating_sub(time.delta());
        if notice.remaining.is_zero() {
            text.0.clear();
        }
    }
    if notice.remaining.is_zero() {
        let lasting = match session.status {
            Status::NoMovesLeft => {
                lost_line(&lang, &session, &outlook, &say!(lang, "notice-no-moves"))
            }
            Status::InPlay if outlook.cannot_be_won(&session) => {
                let lost = say!(lang, "notice-cannot-be-won");
                lost_line(&lang, &session, &outlook, &lost)
            }
            // (With auto-moves on, the cards are already on their way.)
            Status::InPlay if session.can_finish && !settings.auto_home => finish_line(&lang),
            _ => String::new(),
        };
        if text.0 != lasting {
            text.0 = lasting;
        }
    }
    let shown = if text.0.is_empty() {
        Color::NONE
    } else {
        NOTICE
    };
    if bg.0 != shown {
        bg.0 = shown;
    }
    // Only the finishing line and the way back take clicks; other notices let them
    // through to the table.
    let clickable = text.0 == finish_line(&lang) || text.0.ends_with(&go_back(&lang));
    if (**pickable != Pickable::IGNORE) != clickable {
        **pickable = if clickable {
            Pickable::default()
        } else {
            Pickable::IGNORE
        };
    }
}
