//! The HUD bar: game and deal, moves, time, score and what the stock holds, and the
//! buttons; and the window title, which names the game and deal too.

use super::Overlay;
use super::leave::LeaveDeal;
use super::menu::MenuEntry;
use super::widgets::{TEXT, button, hover, label};
use crate::animation::Speed;
use crate::autoplay::{Demo, HintRequest};
use crate::cards::art::CardArt;
use crate::session::{Request, Session};
use crate::table::layout::HUD_HEIGHT;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::Game;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, spawn_hud).add_systems(
        Update,
        (
            update_hud,
            dim_idle_buttons,
            update_speed_label,
            update_demo_label,
            hover,
            fit_ui_to_window,
            compact_hud,
            name_the_window,
        )
            .in_set(crate::AppSystems::Ui),
    );
}

#[derive(Component)]
struct Title;

#[derive(Component)]
struct Stats;

/// A button with nothing to do in some positions, dimmed then: nothing to undo, nothing
/// to redo, no move of the player's to start again from.
#[derive(Component, Clone, Copy)]
pub(super) enum Needs {
    Undo,
    Redo,
    Restart,
}

/// The button that cycles the animation speed; its label shows the current one.
#[derive(Component)]
pub(super) struct SpeedButton;

/// The button that starts the demo, and stops it while it plays.
#[derive(Component)]
struct DemoButton;

fn demo_label(active: bool) -> &'static str {
    if active { "Stop demo" } else { "Demo" }
}

pub(super) fn speed_name(speed: Speed) -> &'static str {
    match speed {
        Speed::Normal => "Normal speed",
        Speed::Fast => "Fast",
        Speed::Instant => "Instant",
    }
}

pub(super) fn request(r: Request) -> impl Fn(On<Pointer<Click>>, MessageWriter<Request>) {
    move |_, mut w| {
        w.write(r.clone());
    }
}

pub(super) fn open(o: Overlay) -> impl Fn(On<Pointer<Click>>, ResMut<NextState<Overlay>>) {
    move |_, mut next| next.set(o)
}

fn spawn_hud(mut commands: Commands, art: Res<CardArt>) {
    let size = 15.0;
    commands
        .spawn((
            Node {
                width: percent(100),
                height: px(HUD_HEIGHT),
                padding: UiRect::horizontal(px(10.0)),
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                column_gap: px(12.0),
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        ))
        .with_children(|bar| {
            let title = label(bar, &art.bold, "", 17.0);
            bar.commands()
                .entity(title)
                .insert((Title, TextLayout::no_wrap()));
            let stats = label(bar, &art.font, "", size);
            bar.commands()
                .entity(stats)
                .insert((Stats, TextLayout::no_wrap()));
            bar.spawn(Node {
                align_items: AlignItems::Center,
                ..default()
            })
            .with_children(|row| {
                button(
                    row,
                    &art,
                    "New",
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<LeaveDeal>| {
                        w.write(LeaveDeal(Request::NewDeal(None)));
                    },
                );
                let restart = MenuEntry::Restart.spawn(row, &art, size, Speed::Normal);
                row.commands().entity(restart).insert(InMenu);
                for (text, r, needs) in [
                    ("Undo", Request::Undo, Needs::Undo),
                    ("Redo", Request::Redo, Needs::Redo),
                ] {
                    let b = button(row, &art, text, size, request(r));
                    row.commands().entity(b).insert(needs);
                }
                button(
                    row,
                    &art,
                    "Hint",
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<HintRequest>| {
                        w.write(HintRequest);
                    },
                );
                let demo = button(
                    row,
                    &art,
                    demo_label(false),
                    size,
                    |_: On<Pointer<Click>>, time: Res<Time>, mut demo: ResMut<Demo>| {
                        demo.button(time.elapsed());
                    },
                );
                row.commands().entity(demo).insert(DemoButton);
                // (Restart came second, beside Undo.)
                for entry in MenuEntry::ALL
                    .into_iter()
                    .filter(|&e| e != MenuEntry::Restart)
                {
                    let b = entry.spawn(row, &art, size, Speed::Normal);
                    row.commands().entity(b).insert(InMenu);
                }
                let menu = button(row, &art, "Menu", size, open(Overlay::Menu));
                row.commands().entity(menu).insert(MenuButton);
            });
        });
}

/// A HUD button that a compact HUD keeps in its menu instead.
#[derive(Component)]
struct InMenu;

/// The button that opens the menu, shown by a compact HUD only.
#[derive(Component)]
struct MenuButton;

/// Shows every button on wide windows; on narrow ones, the menu button instead of
/// those it holds.
fn compact_hud(
    window: Single<&Window, With<PrimaryWindow>>,
    mut in_menu: Query<&mut Node, (With<InMenu>, Without<MenuButton>)>,
    mut menu: Query<&mut Node, (With<MenuButton>, Without<InMenu>)>,
) {
    let compact = crate::table::layout::compact_hud(window.width());
    let shown = |yes: bool| if yes { Display::Flex } else { Display::None };
    for mut node in &mut in_menu {
        if node.display != shown(!compact) {
            node.display = shown(!compact);
        }
    }
    for mut node in &mut menu {
        if node.display != shown(compact) {
            node.display = shown(compact);
        }
    }
}

pub fn clock(d: std::time::Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

fn update_hud(
    session: Res<Session>,
    mut title: Single<&mut Text, (With<Title>, Without<Stats>)>,
    mut stats: Single<&mut Text, (With<Stats>, Without<Title>)>,
) {
    let game = &session.game;
    let t = format!("{}  #{}", game.rules().name(), game.number());
    if title.0 != t {
        title.0 = t;
    }
    let score = game
        .score()
        .map(|s| format!("   Score {s}"))
        .unwrap_or_default();
    let s = format!(
        "Moves {}   Time {}{score}{}",
        game.moves_counted(),
        clock(session.elapsed),
        stock_status(game)
    );
    if stats.0 != s {
        stats.0 = s;
    }
}

/// What a face-down stock hides: how many cards it holds and, where they are limited,
/// how many more times the waste may be turned over into it. A line of its own, so
/// that long games' figures never crowd the buttons.
fn stock_status(game: &Game) -> String {
    let (rules, pos) = (game.rules(), game.position());
    let Some(stock) = rules.stock else {
        return String::new();
    };
    let cards = pos.piles[stock].len();
    match rules.redeals_left(pos) {
        Some(left) => format!("\nStock {cards}   Redeals left {left}"),
        None => format!("\nStock {cards}"),
    }
}

/// The window's title names the game and deal, as the task bar and window list show.
fn name_the_window(session: Res<Session>, mut window: Single<&mut Window, With<PrimaryWindow>>) {
    let game = &session.game;
    let title = format!("{} #{} — Solitaire", game.rules().name(), game.number());
    if window.title != title {
        window.title = title;
    }
}

fn update_speed_label(
    speed: Res<Speed>,
    buttons: Query<&Children, With<SpeedButton>>,
    mut texts: Query<&mut Text>,
) {
    if speed.is_changed() {
        relabel(&buttons, &mut texts, speed_name(*speed));
    }
}

fn update_demo_label(
    demo: Res<Demo>,
    buttons: Query<&Children, With<DemoButton>>,
    mut texts: Query<&mut Text>,
) {
    if demo.is_changed() {
        relabel(&buttons, &mut texts, demo_label(demo.active));
    }
}

/// Sets the label of the buttons `buttons` holds (where it differs).
fn relabel<F: bevy::ecs::query::QueryFilter>(
    buttons: &Query<&Children, F>,
    texts: &mut Query<&mut Text>,
    label: &str,
) {
    for children in buttons {
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child)
                && text.0 != label
            {
                text.0 = label.to_string();
            }
        }
    }
}

/// Shrinks the whole UI on narrow windows so the HUD's buttons always fit on one line.
fn fit_ui_to_window(window: Single<&Window, With<PrimaryWindow>>, mut scale: ResMut<UiScale>) {
    let fit = crate::table::layout::ui_scale(window.width());
    if (scale.0 - fit).abs() > 0.01 {
        scale.0 = fit;
    }
}

fn dim_idle_buttons(
    session: Res<Session>,
    buttons: Query<(&Needs, &Children)>,
    mut labels: Query<&mut TextColor>,
) {
    let game = &session.game;
    for (needs, children) in &buttons {
        let active = match needs {
            Needs::Undo => !game.history().is_empty(),
            Needs::Redo => game.redo_moves().next().is_some(),
            Needs::Restart => game.player_has_moved(),
        };
        let colour = if active { TEXT } else { TEXT.with_alpha(0.35) };
        for &child in children {
            if let Ok(mut c) = labels.get_mut(child)
                && c.0 != colour
            {
                c.0 = colour;
            }
        }
    }
}
