//! Dialogs over the table: read a game's rules, and the win (the chooser has a file
//! of its own).

use super::widgets::{button, close, label, panel};
use crate::play::Stats;
use crate::play::{
    AppSystems, Celebration, DealAsk, DealChoice, Demo, Lang, Overlay, Session, Settings, Today,
};
use crate::theme::{BUTTON_RIM, Fonts, HEADING_SIZE, HELD, SMALL_SIZE, TEXT_SIZE};
use bevy::prelude::*;
use solitaire_core::Status;
use solitaire_core::chrono::NaiveDate;
use solitaire_core::figures::clock;
use solitaire_core::lang::Words;
use solitaire_core::policy::hint_knowledge;
use solitaire_core::registry::{grade_of, grades};
use solitaire_core::rules::Rules;
use solitaire_core::say;
use solitaire_core::score::shown;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Rules), rules)
        .add_systems(OnEnter(Overlay::Won), won)
        .add_systems(
            Update,
            (escape_closes, show_win, close_on_new_deal, show_deal_choice).in_set(AppSystems::Ui),
        );
}

/// Rings and ticks the chosen deal choice.
fn show_deal_choice(
    settings: Res<Settings>,
    lang: Res<Lang>,
    mut chips: Query<(Ref<DealChoice>, &mut BorderColor, &Children)>,
    mut texts: Query<&mut Text>,
) {
    for (chip, mut border, children) in &mut chips {
        if !settings.is_changed() && !lang.is_changed() && !chip.is_added() {
            continue;
        }
        let chosen = *chip == settings.deals();
        *border = BorderColor::all(if chosen { HELD } else { BUTTON_RIM });
        let name = if chosen {
            format!("✓ {}", chip.name(&lang))
        } else {
            chip.name(&lang)
        };
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child)
                && text.0 != name
            {
                text.0 = name.clone();
            }
        }
    }
}

fn rules(mut commands: Commands, fonts: Res<Fonts>, session: Res<Session>, lang: Res<Lang>) {
    let def = session.game.rules().def.clone();
    let games = lang.games();
    let name = games.name(&def);
    panel(&mut commands, Overlay::Rules, |p| {
        label(
            p,
            &fonts.bold,
            say!(lang, "rules-heading", game = name.clone()),
            HEADING_SIZE,
        );
        for line in games.rules(&def) {
            label(p, &fonts.regular, line, TEXT_SIZE);
        }
        let differs = games.differs(&def);
        if !differs.is_empty() {
            label(p, &fonts.bold, say!(lang, "rules-differs"), TEXT_SIZE);
            for line in differs {
                label(p, &fonts.regular, line, TEXT_SIZE);
            }
        }
        if let Some(g) = grades(&def.id) {
            label(p, &fonts.bold, say!(lang, "rules-difficulty"), TEXT_SIZE);
            label(p, &fonts.regular, g.rule_said(&lang, &name), TEXT_SIZE);
        }
        label(p, &fonts.bold, say!(lang, "rules-hints"), TEXT_SIZE);
        let rules = session.game.rules();
        label(p, &fonts.regular, hint_knowledge(&lang, rules), TEXT_SIZE);
        label(p, &fonts.bold, say!(lang, "rules-controls"), TEXT_SIZE);
        for (keys, what) in crate::play::controls(&lang) {
            let line = say!(lang, "rules-control", keys = keys, what = what);
            label(p, &fonts.regular, line, SMALL_SIZE);
        }
        button(p, &fonts, &say!(lang, "dialog-close"), TEXT_SIZE, close);
    });
}

/// What the win did for the player's records at this game, and where they stand.
fn records_line(
    w: &Words,
    stats: &Stats,
    rules: &Rules,
    number: u32,
    today: NaiveDate,
) -> Option<String> {
    let (id, name) = (rules.id(), w.games().name(&rules.def));
    let win = stats
        .last_win
        .as_ref()
        .filter(|w| w.game == id && w.number == number)?;
    let g = stats.game(id);
    let news = match (win.first, win.best_time, win.fewest_moves) {
        (true, _, _) => say!(w, "won-first", game = name.clone()),
        (_, true, true) => say!(w, "won-record-time-and-moves"),
        (_, true, false) => say!(w, "won-record-time"),
        (_, false, true) => say!(w, "won-record-moves"),
        _ => String::new(),
    };
    let score = win.score.map(|(score, best)| {
        let score = shown(w, rules, score);
        if best {
            say!(w, "won-score-best", score = score) + "\n"
        } else {
            say!(w, "won-score", score = score) + "\n"
        }
    });
    let news = score.unwrap_or_default() + &news;
    let standing = say!(
        w,
        "won-standing",
        game = name,
        won = g.won,
        played = g.played,
        percent = w.number(g.win_percent().unwrap_or(0.0), 0),
        streak = g.current_streak
    );
    let daily = win.daily.map(|day| {
        say!(
            w,
            "won-daily",
            date = super::dates::day_and_month(w, day),
            days = g.daily_streak(today)
        ) + "\n"
    });
    let news = daily.unwrap_or_default() + &news;
    Some(if news.is_empty() {
        standing
    } else {
        format!("{}\n{standing}", news.trim_end())
    })
}

/// The win: the player's, with their time and records, or the demo's (which plays at
/// its own pace and counts for no one).
fn won(
    mut commands: Commands,
    fonts: Res<Fonts>,
    session: Res<Session>,
    stats: Res<Stats>,
    demo: Res<Demo>,
    today: Res<Today>,
    lang: Res<Lang>,
) {
    let game = &session.game;
    let (name, deal) = (
        lang.games().name(&game.rules().def),
        game.number().to_string(),
    );
    let moves = game.moves_counted();
    let what = match grade_of(game.rules().id(), game.number()) {
        Some(g) => say!(
            lang,
            "won-deal-graded",
            game = name,
            deal = deal,
            grade = g.said(&lang),
            moves = moves
        ),
        None => say!(lang, "won-deal", game = name, deal = deal, moves = moves),
    };
    let (title, text) = if demo.active {
        (say!(lang, "won-demo"), what)
    } else {
        (
            say!(lang, "won-you"),
            say!(lang, "won-time", what = what, time = clock(session.elapsed)),
        )
    };
    let records = records_line(&lang, &stats, game.rules(), game.number(), today.date);
    panel(&mut commands, Overlay::Won, |p| {
        label(p, &fonts.bold, title, 30.0);
        label(p, &fonts.regular, text, TEXT_SIZE);
        if let Some(records) = records {
            label(p, &fonts.regular, records, TEXT_SIZE);
        }
        p.spawn(Node {
            flex_wrap: FlexWrap::Wrap,
            row_gap: px(6.0),
            ..default()
        })
        .with_children(|row| {
            button(
                row,
                &fonts,
                &say!(lang, "won-new-deal"),
                TEXT_SIZE,
                |_: On<Pointer<Click>>, mut w: MessageWriter<DealAsk>| {
                    w.write(DealAsk::New(None));
                },
            );
            button(row, &fonts, &say!(lang, "dialog-close"), TEXT_SIZE, close);
        });
    });
}

fn escape_closes(
    keys: Res<ButtonInput<KeyCode>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if keys.just_pressed(KeyCode::Escape) && *overlay.get() != Overlay::None {
        next.set(Overlay::None);
    }
}

/// Opens the win dialog once the cascade is over (or skipped) and the win has had a
/// moment.
fn show_win(
    time: Res<Time>,
    session: Res<Session>,
    celebration: Res<Celebration>,
    mut next: ResMut<NextState<Overlay>>,
    mut waited: Local<Option<Duration>>,
) {
    if session.status != Status::Won {
        *waited = None;
        return;
    }
    let w = waited.get_or_insert(Duration::ZERO);
    // (MAX: shown already.)
    if *w == Duration::MAX {
        return;
    }
    *w += time.delta();
    if *w >= Duration::from_millis(1800) && !celebration.running {
        *w = Duration::MAX;
        next.set(Overlay::Won);
    }
}

/// A new deal from anywhere closes the win dialog.
fn close_on_new_deal(
    session: Res<Session>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if session.is_changed() && *overlay.get() == Overlay::Won && session.status != Status::Won {
        next.set(Overlay::None);
    }
}
