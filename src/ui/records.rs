//! The statistics dialog, a game at a time (tabs; the game on the table first): its
//! records, a chart of the last games' results, win rate and best time by difficulty,
//! and the daily deals; every game's statistics reset after a confirmation.

use super::widgets::{button, close, label, panel};
use crate::play::Stats;
use crate::play::{Lang, Overlay, Session, Today};
use crate::theme::{
    BUTTON_RIM, CHART_GRID, CHART_LOST, CHART_WON, Fonts, HEADING_SIZE, HELD, SMALL_SIZE, TEXT_DIM,
    TEXT_SIZE, text_font,
};
use bevy::prelude::*;
use solitaire_core::builtin_games;
use solitaire_core::figures::clock_ms as ms;
use solitaire_core::grade::Grade;
use solitaire_core::lang::Words;
use solitaire_core::rules::Rules;
use solitaire_core::say;
use solitaire_core::stats::{GameStats, Played};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Shown>()
        .add_systems(OnEnter(Overlay::Stats), stats_dialog);
}

/// How many of the last games the chart shows.
pub const CHART_GAMES: usize = 30;

/// The game whose statistics are to be shown (the one on the table until a tab is
/// chosen), and the one shown (kept when the dialog opens again in a new language).
#[derive(Resource, Default)]
struct Shown(Option<String>, Option<String>);

/// The row asking "really reset?", hidden until Reset is pressed.
#[derive(Component)]
struct Confirm;

/// A bar of the results chart: one finished game.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultBar(pub Played);

/// The tab of every game's records side by side.
pub const ALL_GAMES: &str = "all";

/// A game's tab (or `ALL_GAMES`).
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct StatsTab(pub String);

fn stats_dialog(
    mut commands: Commands,
    fonts: Res<Fonts>,
    stats: Res<Stats>,
    session: Res<Session>,
    today: Res<Today>,
    lang: Res<Lang>,
    mut shown: ResMut<Shown>,
    mut language: Local<Option<&'static str>>,
) {
    let table = session.game.rules();
    // Opened again in another language: the same tab.
    let again = language
        .replace(lang.code())
        .is_some_and(|c| c != lang.code());
    let kept = shown.1.take().filter(|_| again);
    let id = shown
        .0
        .take()
        .or(kept)
        .unwrap_or_else(|| table.id().to_string());
    shown.1 = Some(id.clone());
    let w = &lang.0;
    if id == ALL_GAMES {
        panel(&mut commands, Overlay::Stats, |p| {
            label(p, &fonts.bold, say!(w, "stats-heading"), HEADING_SIZE);
            tabs(p, &fonts, w, ALL_GAMES);
            overview(p, &fonts, w, &stats, today.date);
            reset_buttons(p, &fonts, w);
        });
        return;
    }
    let rules = builtin_games().find(|r| r.id() == id).unwrap_or(table);
    let g = stats.game(rules.id());
    panel(&mut commands, Overlay::Stats, |p| {
        label(p, &fonts.bold, say!(w, "stats-heading"), HEADING_SIZE);
        tabs(p, &fonts, w, rules.id());
        label(
            p,
            &fonts.regular,
            summary(w, rules, &g, today.date),
            TEXT_SIZE,
        );
        results_chart(p, &fonts, w, &g.recent);
        levels(p, &fonts, w, &g);
        reset_buttons(p, &fonts, w);
    });
}

/// A tab per game; choosing one shows its statistics.
fn tabs(p: &mut ChildSpawnerCommands, fonts: &Fonts, w: &Words, shown: &str) {
    p.spawn(Node {
        flex_wrap: FlexWrap::Wrap,
        row_gap: px(6.0),
        ..default()
    })
    .with_children(|row| {
        let games = builtin_games().map(|r| (r.id(), w.games().name(&r.def)));
        let all = (ALL_GAMES, say!(w, "stats-all-games"));
        for (id, name) in [all].into_iter().chain(games) {
            let id = id.to_string();
            let chosen = id == shown;
            let name = if chosen { format!("✓ {name}") } else { name };
            let tab = id.clone();
            let b = button(
                row,
                fonts,
                &name,
                SMALL_SIZE,
                move |_: On<Pointer<Click>>,
                      mut shown: ResMut<Shown>,
                      mut next: ResMut<NextState<Overlay>>| {
                    // Opening the dialog again draws it for the chosen game.
                    shown.0 = Some(tab.clone());
                    next.set(Overlay::Stats);
                },
            );
            row.commands()
                .entity(b)
                .insert((
                    StatsTab(id),
                    BorderColor::all(if chosen { HELD } else { BUTTON_RIM }),
                ))
                .entry::<Node>()
                .and_modify(|mut n| n.border = UiRect::all(px(2.0)));
        }
    });
}

/// Every game's records, a row each.
fn overview(
    p: &mut ChildSpawnerCommands,
    fonts: &Fonts,
    w: &Words,
    stats: &Stats,
    today: solitaire_core::chrono::NaiveDate,
) {
    p.spawn(Node {
        display: Display::Grid,
        grid_template_columns: vec![GridTrack::auto(); 8],
        column_gap: px(18.0),
        row_gap: px(6.0),
        ..default()
    })
    .with_children(|grid| {
        for head in [
            say!(w, "stats-game"),
            say!(w, "stats-played"),
            say!(w, "stats-won"),
            say!(w, "stats-win-percent"),
            say!(w, "stats-streak"),
            say!(w, "stats-best-time"),
            say!(w, "stats-fewest-moves"),
            say!(w, "stats-daily-streak"),
        ] {
            label(grid, &fonts.bold, head, SMALL_SIZE);
        }
        for rules in builtin_games() {
            let g = stats.game(rules.id());
            let cells = [
                w.games().name(&rules.def),
                w.number(g.played.into(), 0),
                w.number(g.won.into(), 0),
                or_dash(g.win_percent(), |p| share(w, p)),
                say!(
                    w,
                    "stats-streak-best",
                    streak = g.current_streak,
                    best = g.best_streak
                ),
                or_dash(g.best_time_ms, ms),
                or_dash(g.fewest_moves, |m| w.number(m.into(), 0)),
                w.number(g.daily_streak(today).into(), 0),
            ];
            for cell in cells {
                label(grid, &fonts.regular, cell, SMALL_SIZE);
            }
        }
    });
}

/// A share in percent, rounded.
fn share(w: &Words, p: f64) -> String {
    say!(w, "stats-percent", percent = w.number(p, 0))
}

fn or_dash<T>(v: Option<T>, f: impl Fn(T) -> String) -> String {
    v.map_or("–".into(), f)
}

/// The records in a sentence or two.
fn summary(
    w: &Words,
    rules: &Rules,
    g: &GameStats,
    today: solitaire_core::chrono::NaiveDate,
) -> String {
    let name = w.games().name(&rules.def);
    let scores = solitaire_core::score::records(w, rules, g.best_score, g.bank)
        .map(|s| format!("  {s}"))
        .unwrap_or_default();
    let games = if g.played == 0 {
        say!(w, "stats-none-played", game = name)
    } else {
        say!(
            w,
            "stats-summary",
            played = g.played,
            won = g.won,
            percent = or_dash(g.win_percent(), |p| share(w, p)),
            streak = g.current_streak,
            best = g.best_streak,
            time = or_dash(g.best_time_ms, ms),
            moves = or_dash(g.fewest_moves, |m| w.number(m.into(), 0)),
        ) + &scores
    };
    let daily = if g.daily_won.is_empty() {
        say!(w, "stats-no-daily")
    } else {
        say!(
            w,
            "stats-daily",
            won = g.daily_won.len(),
            streak = g.daily_streak(today),
            best = g.best_daily_streak(),
        )
    };
    format!("{games}\n{daily}")
}

/// The last games, oldest on the left: a bar's height is the game's time, filled for a
/// win, outlined for a loss (shape as well as colour), with a caption in words.
fn results_chart(p: &mut ChildSpawnerCommands, fonts: &Fonts, w: &Words, recent: &[Played]) {
    let last = &recent[recent.len().saturating_sub(CHART_GAMES)..];
    let heading = say!(w, "stats-last-games", games = last.len());
    label(p, &fonts.bold, heading, TEXT_SIZE);
    if last.is_empty() {
        label(p, &fonts.regular, say!(w, "stats-no-games"), SMALL_SIZE);
        return;
    }
    let longest = last.iter().map(|r| r.time_ms).max().unwrap_or(1).max(1);
    p.spawn(Node {
        align_items: AlignItems::End,
        column_gap: px(4.0),
        width: percent(100),
        height: px(110.0),
        padding: UiRect::horizontal(px(6.0)),
        border: UiRect::bottom(px(1.0)).with_left(px(1.0)),
        ..default()
    })
    .insert(BorderColor::all(CHART_GRID))
    .with_children(|chart| {
        for r in last {
            let height = (100.0 * r.time_ms as f32 / longest as f32).max(6.0);
            let mut bar = chart.spawn((
                ResultBar(*r),
                Node {
                    flex_grow: 1.0,
                    min_width: px(6.0),
                    max_width: px(26.0),
                    height: percent(height),
                    border: UiRect::all(px(2.0)),
                    border_radius: BorderRadius::top(px(3.0)),
                    ..default()
                },
            ));
            if r.won {
                bar.insert((BackgroundColor(CHART_WON), BorderColor::all(CHART_WON)));
            } else {
                bar.insert(BorderColor::all(CHART_LOST));
            }
        }
    });
    let wins: Vec<&Played> = last.iter().filter(|r| r.won).collect();
    let mean =
        |f: fn(&Played) -> u64| wins.iter().map(|r| f(r)).sum::<u64>() / wins.len().max(1) as u64;
    let caption = if wins.is_empty() {
        say!(w, "stats-chart-no-wins", longest = ms(longest))
    } else {
        say!(
            w,
            "stats-chart",
            won = wins.len(),
            games = last.len(),
            longest = ms(longest),
            time = ms(mean(|r| r.time_ms)),
            moves = mean(|r| u64::from(r.moves)),
        )
    };
    p.spawn((
        Text::new(caption),
        text_font(&fonts.regular, SMALL_SIZE),
        TextColor(TEXT_DIM),
    ));
}

/// Win rate and best time at each level, the rate drawn as a bar too.
fn levels(p: &mut ChildSpawnerCommands, fonts: &Fonts, w: &Words, g: &GameStats) {
    label(p, &fonts.bold, say!(w, "stats-by-difficulty"), TEXT_SIZE);
    // The bar's column takes what the words leave, up to the bar's own width, so that
    // longer headings (German, Russian) or large text keep the grid within the panel.
    let mut columns = vec![GridTrack::auto(); 6];
    columns[4] = GridTrack::flex(1.0);
    p.spawn(Node {
        display: Display::Grid,
        grid_template_columns: columns,
        width: percent(100),
        column_gap: px(16.0),
        row_gap: px(4.0),
        align_items: AlignItems::Center,
        ..default()
    })
    .with_children(|grid| {
        for head in [
            say!(w, "stats-level"),
            say!(w, "stats-played"),
            say!(w, "stats-won"),
            say!(w, "stats-win-percent"),
            String::new(),
            say!(w, "stats-best-time"),
        ] {
            label(grid, &fonts.bold, head, SMALL_SIZE);
        }
        for grade in Grade::ALL {
            let l = g.level(grade);
            label(grid, &fonts.regular, grade.said(w), SMALL_SIZE);
            label(
                grid,
                &fonts.regular,
                w.number(l.played.into(), 0),
                SMALL_SIZE,
            );
            label(grid, &fonts.regular, w.number(l.won.into(), 0), SMALL_SIZE);
            label(
                grid,
                &fonts.regular,
                or_dash(l.win_percent(), |p| share(w, p)),
                SMALL_SIZE,
            );
            grid.spawn((
                Node {
                    width: percent(100),
                    max_width: px(120.0),
                    height: px(12.0),
                    border: UiRect::all(px(1.0)),
                    ..default()
                },
                BorderColor::all(CHART_GRID),
            ))
            .with_child((
                Node {
                    width: percent(l.win_percent().unwrap_or(0.0) as f32),
                    height: percent(100),
                    ..default()
                },
                BackgroundColor(CHART_WON),
            ));
            label(
                grid,
                &fonts.regular,
                or_dash(l.best_time_ms, ms),
                SMALL_SIZE,
            );
        }
    });
}

fn reset_buttons(p: &mut ChildSpawnerCommands, fonts: &Fonts, w: &Words) {
    p.spawn(Node {
        column_gap: px(8.0),
        flex_wrap: FlexWrap::Wrap,
        row_gap: px(6.0),
        ..default()
    })
    .with_children(|row| {
        button(
            row,
            fonts,
            &say!(w, "stats-reset"),
            SMALL_SIZE,
            |_: On<Pointer<Click>>, mut confirm: Query<&mut Node, With<Confirm>>| {
                for mut node in &mut confirm {
                    node.display = Display::Flex;
                }
            },
        );
        button(row, fonts, &say!(w, "dialog-close"), SMALL_SIZE, close);
    });
    p.spawn((
        Confirm,
        Node {
            display: Display::None,
            align_items: AlignItems::Center,
            column_gap: px(8.0),
            flex_wrap: FlexWrap::Wrap,
            row_gap: px(6.0),
            ..default()
        },
    ))
    .with_children(|row| {
        label(row, &fonts.regular, say!(w, "stats-reset-ask"), SMALL_SIZE);
        button(
            row,
            fonts,
            &say!(w, "stats-reset-yes"),
            SMALL_SIZE,
            |_: On<Pointer<Click>>,
             mut stats: ResMut<Stats>,
             mut next: ResMut<NextState<Overlay>>| {
                *stats = Stats::default();
                next.set(Overlay::None);
            },
        );
        button(
            row,
            fonts,
            &say!(w, "stats-reset-no"),
            SMALL_SIZE,
            |_: On<Pointer<Click>>, mut confirm: Query<&mut Node, With<Confirm>>| {
                for mut node in &mut confirm {
                    node.display = Display::None;
                }
            },
        );
    });
}
