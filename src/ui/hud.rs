//! The HUD bar: game and deal, moves, time, score and what the stock holds, and the
//! buttons; and the window title, which names the game and deal too.

use super::actions::{MenuEntry, Needs, dim_idle_buttons, open, request, update_speed_label};
use super::widgets::{hide_decorations, hover, icon_button, label, relabel, rename_relabelled};
use crate::paint::Icon;
use crate::play::{
    AppSystems, Bars, DealAsk, Demo, HintRequest, LeaveDeal, Overlay, Request, Session, Settings,
    Speed, Today,
};
use crate::theme::{
    BAR, Fonts, HUD_HEIGHT, Icons, TEXT_SIZE, TITLE_SIZE, compact_hud as is_compact, ui_scale_at,
};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use solitaire_core::Game;
use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily::daily;
use solitaire_core::figures::clock;
use solitaire_core::registry::grade_of;
use solitaire_core::rules::Scoring;
use solitaire_core::score::shown;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, spawn_hud)
        .add_systems(
            PostUpdate,
            (rename_relabelled, hide_decorations).before(bevy::a11y::AccessibilitySystems::Update),
        )
        .add_systems(
            Update,
            (
                update_hud,
                dim_idle_buttons,
                update_speed_label,
                update_demo_label,
                hover,
                fit_ui_to_window,
                compact_hud,
                measure_bar,
                name_the_window,
            )
                .in_set(AppSystems::Ui),
        );
}

/// The bar itself, measured for the table (`play::Bars`).
#[derive(Component)]
struct Bar;

#[derive(Component)]
struct Title;

#[derive(Component)]
struct Stats;

/// The button that starts the demo, and stops it while it plays.
#[derive(Component)]
struct DemoButton;

fn demo_label(active: bool) -> &'static str {
    if active { "Stop demo" } else { "Demo" }
}

fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>, icons: Res<Icons>) {
    let size = TEXT_SIZE;
    commands
        .spawn((
            Node {
                width: percent(100),
                min_height: px(HUD_HEIGHT),
                padding: UiRect::axes(px(10.0), px(4.0)),
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                column_gap: px(12.0),
                // With large text the buttons take a second row.
                flex_wrap: FlexWrap::Wrap,
                ..default()
            },
            BackgroundColor(BAR),
            Bar,
        ))
        .with_children(|bar| {
            let title = label(bar, &fonts.bold, "", TITLE_SIZE);
            bar.commands()
                .entity(title)
                .insert((Title, TextLayout::no_wrap()));
            let stats = label(bar, &fonts.regular, "", size);
            bar.commands()
                .entity(stats)
                .insert((Stats, TextLayout::no_wrap()));
            bar.spawn(Node {
                align_items: AlignItems::Center,
                flex_wrap: FlexWrap::Wrap,
                row_gap: px(4.0),
                ..default()
            })
            .with_children(|row| {
                icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::New,
                    "New",
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<LeaveDeal>| {
                        w.write(LeaveDeal(DealAsk::New(None)));
                    },
                );
                let restart = MenuEntry::Restart.spawn(row, &fonts, &icons, size, Speed::Normal);
                row.commands().entity(restart).insert(InMenu);
                for (icon, text, r, needs) in [
                    (Icon::Undo, "Undo", Request::Undo, Needs::Undo),
                    (Icon::Redo, "Redo", Request::Redo, Needs::Redo),
                ] {
                    let b = icon_button(row, &fonts, &icons, icon, text, size, request(r));
                    row.commands().entity(b).insert(needs);
                }
                icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Hint,
                    "Hint",
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<HintRequest>| {
                        w.write(HintRequest);
                    },
                );
                let demo = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Play,
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
                    let b = entry.spawn(row, &fonts, &icons, size, Speed::Normal);
                    row.commands().entity(b).insert(InMenu);
                }
                let menu = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Menu,
                    "Menu",
                    size,
                    open(Overlay::Menu),
                );
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
    let compact = is_compact(window.width());
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

/// Tells the table how tall the bar is as laid out.
fn measure_bar(
    window: Single<&Window, With<PrimaryWindow>>,
    bar: Single<&ComputedNode, With<Bar>>,
    mut bars: ResMut<Bars>,
) {
    let height = bar.size().y / window.scale_factor();
    if height > 0.0 && (bars.top - height).abs() > 0.5 {
        bars.top = height;
    }
}

fn update_hud(
    session: Res<Session>,
    today: Res<Today>,
    settings: Res<Settings>,
    records: Res<crate::play::Stats>,
    mut title: Single<&mut Text, (With<Title>, Without<Stats>)>,
    mut stats: Single<&mut Text, (With<Stats>, Without<Title>)>,
) {
    let game = &session.game;
    let t = deal_title(
        game.rules().id(),
        game.rules().name(),
        game.number(),
        today.date,
    );
    if title.0 != t {
        title.0 = t;
    }
    let rules = game.rules();
    let score = game
        .score()
        .map(|s| {
            if settings.vegas_cumulative && rules.def.scoring == Scoring::Vegas {
                let total = records.with_bank(rules.id(), game.number(), s);
                let total = total.clamp(i32::MIN.into(), i32::MAX.into()) as i32;
                format!(
                    "   Bank {}",
                    shown(&solitaire_core::lang::Words::english(), rules, total)
                )
            } else {
                format!(
                    "   Score {}",
                    shown(&solitaire_core::lang::Words::english(), rules, s)
                )
            }
        })
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

/// The game and deal, with the deal's grade and, for today's daily deal, "Daily".
fn deal_title(id: &str, name: &str, number: u32, today: NaiveDate) -> String {
    let daily = daily(id, today).is_ok_and(|d| d.number == number);
    let grade = grade_of(id, number)
        .map(|g| format!("  ·  {g}"))
        .unwrap_or_default();
    let daily = if daily { "  ·  Daily" } else { "" };
    format!("{name}  #{number}{grade}{daily}")
}

/// What a face-down stock hides: how many cards it holds and, where they are limited
/// (and allowed at all), how many more times the waste may be turned over into it. A
/// line of its own, so that long games' figures never crowd the buttons.
fn stock_status(game: &Game) -> String {
    let (rules, pos) = (game.rules(), game.position());
    let Some(stock) = rules.stock else {
        return String::new();
    };
    let cards = pos.piles[stock].len();
    // A stock dealt in rows (Spider): how many rows it has left to deal.
    if rules.deals_onto_tableau() {
        let rows = cards.div_ceil(rules.tableau.len().max(1));
        return format!("\nStock {cards}   Rows left {rows}");
    }
    // (A game that never turns the waste over, Golf, has no redeals to count.)
    let never = rules.def.stock.is_some_and(|s| s.redeals == Some(0));
    match rules.redeals_left(pos) {
        Some(left) if !never => format!("\nStock {cards}   Redeals left {left}"),
        _ => format!("\nStock {cards}"),
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

fn update_demo_label(
    demo: Res<Demo>,
    icons: Res<Icons>,
    buttons: Query<&Children, With<DemoButton>>,
    mut texts: Query<&mut Text>,
    mut images: Query<&mut ImageNode>,
) {
    if demo.is_changed() {
        relabel(&buttons, &mut texts, demo_label(demo.active));
        let icon = icons.get(if demo.active { Icon::Stop } else { Icon::Play });
        for children in &buttons {
            for &child in children {
                if let Ok(mut image) = images.get_mut(child)
                    && image.image != icon
                {
                    image.image = icon.clone();
                }
            }
        }
    }
}

/// Shrinks the whole UI on narrow windows so the HUD's buttons always fit on one line,
/// then grows it by the text size setting.
fn fit_ui_to_window(
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut scale: ResMut<UiScale>,
) {
    let fit = ui_scale_at(window.width(), settings.text_factor());
    if (scale.0 - fit).abs() > 0.01 {
        scale.0 = fit;
    }
}
