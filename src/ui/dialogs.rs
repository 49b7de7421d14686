//! Dialogs over the table: read a game's rules, and the win (the chooser has a file
//! of its own).

use super::widgets::{button, close, label, panel};
use crate::play::Stats;
use crate::play::{
    AppSystems, Celebration, DealAsk, DealChoice, Demo, Overlay, Session, Settings, Today,
};
use crate::theme::{BUTTON_RIM, Fonts, HEADING_SIZE, HELD, SMALL_SIZE, TEXT_SIZE};
use bevy::prelude::*;
use solitaire_core::Status;
use solitaire_core::chrono::NaiveDate;
use solitaire_core::figures::{clock, days};
use solitaire_core::policy::hint_knowledge;
use solitaire_core::registry::{grade_of, grades};
use solitaire_core::rules::Rules;
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
    mut chips: Query<(Ref<DealChoice>, &mut BorderColor, &Children)>,
    mut texts: Query<&mut Text>,
) {
    for (chip, mut border, children) in &mut chips {
        if !settings.is_changed() && !chip.is_added() {
            continue;
        }
        let chosen = *chip == settings.deals();
        *border = BorderColor::all(if chosen { HELD } else { BUTTON_RIM });
        let name = if chosen {
            format!("✓ {}", chip.name())
        } else {
            chip.name().to_string()
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

fn rules(mut commands: Commands, fonts: Res<Fonts>, session: Res<Session>) {
    let def = session.game.rules().def.clone();
    panel(&mut commands, Overlay::Rules, |p| {
        label(
            p,
            &fonts.bold,
            format!("{} — rules", def.name),
            HEADING_SIZE,
        );
        for line in &def.rules {
            label(p, &fonts.regular, line, TEXT_SIZE);
        }
        if !def.differs.is_empty() {
            label(
                p,
                &fonts.bold,
                "Where this game differs from the rule text it came from",
                TEXT_SIZE,
            );
            for line in &def.differs {
                label(p, &fonts.regular, line, TEXT_SIZE);
            }
        }
        if let Some(g) = grades(&def.id) {
            label(p, &fonts.bold, "Difficulty", TEXT_SIZE);
            label(
                p,
                &fonts.regular,
                g.rule_said(&solitaire_core::lang::Words::english(), &def.name),
                TEXT_SIZE,
            );
        }
        label(p, &fonts.bold, "Hints", TEXT_SIZE);
        let rules = session.game.rules();
        label(p, &fonts.regular, hint_knowledge(rules), TEXT_SIZE);
        label(p, &fonts.bold, "Controls", TEXT_SIZE);
        for (keys, what) in crate::play::controls() {
            label(p, &fonts.regular, format!("{keys}: {what}."), SMALL_SIZE);
        }
        button(p, &fonts, "Close", TEXT_SIZE, close);
    });
}

/// What the win did for the player's records at this game, and where they stand.
fn records_line(stats: &Stats, rules: &Rules, number: u32, today: NaiveDate) -> Option<String> {
    let (id, name) = (rules.id(), rules.name());
    let win = stats
        .last_win
        .as_ref()
        .filter(|w| w.game == id && w.number == number)?;
    let g = stats.game(id);
    let news = match (win.first, win.best_time, win.fewest_moves) {
        (true, _, _) => format!("Your first {name} win!"),
        (_, true, true) => "New records: best time and fewest moves!".into(),
        (_, true, false) => "New record: best time!".into(),
        (_, false, true) => "New record: fewest moves!".into(),
        _ => String::new(),
    };
    let score = win.score.map(|(score, best)| {
        let best = if best { ", a new best!" } else { "." };
        format!(
            "Score {}{best}\n",
            shown(&solitaire_core::lang::Words::english(), rules, score)
        )
    });
    let news = score.unwrap_or_default() + &news;
    let standing = format!(
        "{name}: won {} of {} ({:.0}%), streak {}",
        g.won,
        g.played,
        g.win_percent().unwrap_or(0.0),
        g.current_streak
    );
    let daily = win.daily.map(|day| {
        format!(
            "The daily deal of {} is won: {} in a row.\n",
            day.format("%A %-d %B"),
            days(
                &solitaire_core::lang::Words::english(),
                g.daily_streak(today)
            )
        )
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
) {
    let game = &session.game;
    let grade = grade_of(game.rules().id(), game.number())
        .map(|g| format!(" ({g})"))
        .unwrap_or_default();
    let what = format!(
        "{} deal #{}{grade} won in {} moves",
        game.rules().name(),
        game.number(),
        game.moves_counted(),
    );
    let (title, text) = if demo.active {
        ("The demo won", what)
    } else {
        ("You won!", format!("{what}, {}", clock(session.elapsed)))
    };
    let records = records_line(&stats, game.rules(), game.number(), today.date);
    panel(&mut commands, Overlay::Won, |p| {
        label(p, &fonts.bold, title, 30.0);
        label(p, &fonts.regular, text, TEXT_SIZE);
        if let Some(records) = records {
            label(p, &fonts.regular, records, TEXT_SIZE);
        }
        p.spawn(Node::default()).with_children(|row| {
            button(
                row,
                &fonts,
                "New deal",
                TEXT_SIZE,
                |_: On<Pointer<Click>>, mut w: MessageWriter<DealAsk>| {
                    w.write(DealAsk::New(None));
                },
            );
            button(row, &fonts, "Close", TEXT_SIZE, close);
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
