//! The daily deals dialog: today's deal of every game (number, level, won or not, the
//! streak of days won) with a button to play it, and a calendar of this month's days
//! won at the current game.

use super::widgets::{button, close, label, panel};
use crate::play::Stats;
use crate::play::{DealAsk, Lang, LeaveDeal, Overlay, Session, Today};
use crate::theme::{
    CHART_WON, Fonts, HEADING_SIZE, HELD, SMALL_SIZE, TEXT, TEXT_DIM, TEXT_SIZE, text_font,
};
use bevy::prelude::*;
use solitaire_core::builtin_games;
use solitaire_core::chrono::{Datelike, Days, NaiveDate};
use solitaire_core::daily::{check_date, daily};
use solitaire_core::lang::Words;
use solitaire_core::say;
use solitaire_core::stats::GameStats;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Daily), daily_dialog);
}

/// A day of the calendar, for tests and the screen reader: its date and whether won.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalendarDay {
    pub date: NaiveDate,
    pub won: bool,
}

/// The button that plays a game's daily deal.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct PlayDaily(pub String);

fn daily_dialog(
    mut commands: Commands,
    fonts: Res<Fonts>,
    stats: Res<Stats>,
    session: Res<Session>,
    today: Res<Today>,
    lang: Res<Lang>,
) {
    let today = today.date;
    let w = &lang.0;
    panel(&mut commands, Overlay::Daily, |p| {
        let date = super::dates::full(w, today);
        label(
            p,
            &fonts.bold,
            // The day's level, the same for every game (so not a column of its own).
            format!(
                "{}  ·  {}",
                say!(w, "daily-heading", date = date),
                solitaire_core::daily::level_on(today).said(w)
            ),
            HEADING_SIZE,
        );
        label(p, &fonts.regular, say!(w, "daily-about"), SMALL_SIZE);
        if let Err(e) = check_date(today) {
            let why = say!(w, "daily-none-today", why = e.to_string());
            label(p, &fonts.bold, why, TEXT_SIZE);
        } else {
            deals_grid(p, &fonts, w, &stats, today, session.game.rules().id());
        }
        let rules = session.game.rules();
        let name = w.games().name(&rules.def);
        calendar(p, &fonts, w, &name, &stats.game(rules.id()), today);
        button(p, &fonts, &say!(w, "dialog-close"), TEXT_SIZE, close);
    });
}

/// Game, deal, level, today's result, streak, and Play, a row per game; the focus
/// starts on the row of `playing`.
fn deals_grid(
    p: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    w: &Words,
    stats: &Stats,
    today: NaiveDate,
    playing: &str,
) {
    // The games' names take what the other columns leave, and wrap where that is
    // narrow (long names, large text), so the grid stays within the panel.
    let mut columns = vec![GridTrack::auto(); 5];
    columns[0] = GridTrack::fr(1.0);
    p.spawn(Node {
        display: Display::Grid,
        grid_template_columns: columns,
        width: percent(100),
        column_gap: px(12.0),
        row_gap: px(4.0),
        align_items: AlignItems::Center,
        ..default()
    })
    .with_children(|grid| {
        let heads = [
            say!(w, "daily-game"),
            say!(w, "daily-deal"),
            say!(w, "daily-today"),
            say!(w, "daily-streak"),
            String::new(),
        ];
        for head in heads {
            label(grid, &fonts.bold, head, SMALL_SIZE);
        }
        for rules in builtin_games() {
            let Ok(d) = daily(rules.id(), today) else {
                continue;
            };
            let g = stats.game(rules.id());
            let streak = g.daily_streak(today);
            let won = g.daily_won.contains(&today);
            for cell in [
                w.games().name(&rules.def),
                format!("#{}", d.number),
                if won {
                    say!(w, "daily-won")
                } else {
                    "–".to_string()
                },
                say!(w, "daily-days", days = streak),
            ] {
                label(grid, &fonts.regular, cell, SMALL_SIZE);
            }
            let (id, number) = (rules.id().to_string(), d.number);
            let b = button(
                grid,
                fonts,
                &if won {
                    say!(w, "daily-play-again")
                } else {
                    say!(w, "daily-play")
                },
                SMALL_SIZE,
                move |_: On<Pointer<Click>>,
                      mut w: MessageWriter<LeaveDeal>,
                      mut next: ResMut<NextState<Overlay>>| {
                    w.write(LeaveDeal(DealAsk::Exact {
                        game: id.clone(),
                        number,
                    }));
                    next.set(Overlay::None);
                },
            );
            let mut commands = grid.commands();
            let mut b = commands.entity(b);
            b.insert(PlayDaily(rules.id().to_string()));
            // The focus starts on the game being played (in view, should the list be
            // taller than the window).
            if rules.id() == playing {
                b.insert(super::key_focus::FirstFocus);
            }
        }
    });
}

/// This month, a week a row from Monday: days won filled (and ticked, so that colour is
/// not the only cue), today ringed, days to come dimmed.
fn calendar(
    p: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    w: &Words,
    name: &str,
    g: &GameStats,
    today: NaiveDate,
) {
    let first = today.with_day(1).expect("every month has a first day");
    let won_this_month = g
        .daily_won
        .iter()
        .filter(|d| d.year() == today.year() && d.month() == today.month())
        .count();
    label(
        p,
        &fonts.bold,
        say!(
            w,
            "daily-month",
            month = super::dates::month_and_year(w, today),
            game = name,
            won = won_this_month,
            best = g.best_daily_streak()
        ),
        TEXT_SIZE,
    );
    p.spawn(Node {
        display: Display::Grid,
        grid_template_columns: vec![GridTrack::px(40.0); 7],
        column_gap: px(4.0),
        row_gap: px(4.0),
        ..default()
    })
    .with_children(|grid| {
        let mut day = solitaire_core::chrono::Weekday::Mon;
        for _ in 0..7 {
            let head = super::dates::weekday_short(w, day);
            day = day.succ();
            grid.spawn(cell_node(None)).with_child((
                Text::new(head),
                text_font(&fonts.bold, SMALL_SIZE),
                TextColor(TEXT_DIM),
            ));
        }
        for _ in 0..first.weekday().num_days_from_monday() {
            grid.spawn(cell_node(None));
        }
        let mut day = first;
        while day.month() == today.month() {
            let won = g.daily_won.contains(&day);
            let ring = (day == today).then_some(HELD);
            let mut cell = grid.spawn((cell_node(ring), CalendarDay { date: day, won }));
            if won {
                cell.insert(BackgroundColor(CHART_WON.with_alpha(0.85)));
            }
            let ink = if day > today { TEXT_DIM } else { TEXT };
            let text = if won {
                format!("{}✓", day.day())
            } else {
                day.day().to_string()
            };
            cell.with_child((
                Text::new(text),
                text_font(&fonts.regular, SMALL_SIZE),
                TextColor(ink),
            ));
            day = day + Days::new(1);
        }
    });
}

fn cell_node(ring: Option<Color>) -> impl Bundle {
    (
        Node {
            height: px(30.0),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(if ring.is_some() { 2.0 } else { 0.0 })),
            border_radius: BorderRadius::all(px(6.0)),
            ..default()
        },
        BorderColor::all(ring.unwrap_or(Color::NONE)),
    )
}
