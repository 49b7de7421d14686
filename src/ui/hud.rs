//! The HUD bar: game and deal, moves, time, score and what the stock holds, and the
//! buttons; and the window title, which names the game and deal too.

use super::actions::{MenuEntry, Needs, dim_idle_buttons, open, request, update_speed_label};
use super::widgets::{
    Said, hide_decorations, hover, icon_button, label, relabel, rename_relabelled,
};
use crate::paint::Icon;
use crate::play::{
    AppSystems, Bars, DealAsk, Demo, HintRequest, Lang, LeaveDeal, Overlay, Request, Session,
    Settings, Speed, Today,
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
use solitaire_core::lang::Words;
use solitaire_core::registry::grade_of;
use solitaire_core::rules::{Rules, Scoring};
use solitaire_core::say;
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

fn demo_label(words: &Words, active: bool) -> String {
    if active {
        say!(words, "hud-stop-demo")
    } else {
        say!(words, "hud-demo")
    }
}

fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>, icons: Res<Icons>, lang: Res<Lang>) {
    let lang = &lang.0;
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
                let new = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::New,
                    &say!(lang, "hud-new"),
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<LeaveDeal>| {
                        w.write(LeaveDeal(DealAsk::New(None)));
                    },
                );
                row.commands()
                    .entity(new)
                    .insert(Said::new(|w| say!(w, "hud-new")));
                let restart =
                    MenuEntry::Restart.spawn(row, &fonts, &icons, lang, size, Speed::Normal);
                row.commands().entity(restart).insert(InMenu);
                let undo: fn(&Words) -> String = |w| say!(w, "hud-undo");
                let redo: fn(&Words) -> String = |w| say!(w, "hud-redo");
                for (icon, text, r, needs) in [
                    (Icon::Undo, undo, Request::Undo, Needs::Undo),
                    (Icon::Redo, redo, Request::Redo, Needs::Redo),
                ] {
                    let b = icon_button(row, &fonts, &icons, icon, &text(lang), size, request(r));
                    row.commands().entity(b).insert((needs, Said::new(text)));
                }
                let hint = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Hint,
                    &say!(lang, "hud-hint"),
                    size,
                    |_: On<Pointer<Click>>, mut w: MessageWriter<HintRequest>| {
                        w.write(HintRequest);
                    },
                );
                row.commands()
                    .entity(hint)
                    .insert(Said::new(|w| say!(w, "hud-hint")));
                let demo = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Play,
                    &demo_label(lang, false),
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
                    let b = entry.spawn(row, &fonts, &icons, lang, size, Speed::Normal);
                    row.commands().entity(b).insert(InMenu);
                }
                let menu = icon_button(
                    row,
                    &fonts,
                    &icons,
                    Icon::Menu,
                    &say!(lang, "hud-menu"),
                    size,
                    open(Overlay::Menu),
                );
                row.commands()
                    .entity(menu)
                    .insert((MenuButton, Said::new(|w| say!(w, "hud-menu"))));
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
    lang: Res<Lang>,
    mut title: Single<&mut Text, (With<Title>, Without<Stats>)>,
    mut stats: Single<&mut Text, (With<Stats>, Without<Title>)>,
) {
    let game = &session.game;
    let t = deal_title(&lang, game.rules(), game.number(), today.date);
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
                say!(lang, "hud-bank", score = shown(&lang, rules, total))
            } else {
                say!(lang, "hud-score", score = shown(&lang, rules, s))
            }
        })
        .map(|score| format!("   {score}"))
        .unwrap_or_default();
    let s = format!(
        "{}   {}{score}{}",
        say!(lang, "hud-moves", moves = game.moves_counted()),
        say!(lang, "hud-time", time = clock(session.elapsed)),
        stock_status(&lang, game)
    );
    if stats.0 != s {
        stats.0 = s;
    }
}

/// The game and deal, with the deal's grade and, for today's daily deal, "Daily".
fn deal_title(words: &Words, rules: &Rules, number: u32, today: NaiveDate) -> String {
    let id = rules.id();
    let name = words.games().name(&rules.def);
    let mut title = say!(words, "hud-title", game = name, deal = number.to_string());
    if let Some(g) = grade_of(id, number) {
        title = format!("{title}  ·  {}", g.said(words));
    }
    if daily(id, today).is_ok_and(|d| d.number == number) {
        title = format!("{title}  ·  {}", say!(words, "hud-daily"));
    }
    title
}

/// What a face-down stock hides: how many cards it holds and, where they are limited
/// (and allowed at all), how many more times the waste may be turned over into it. A
/// line of its own, so that long games' figures never crowd the buttons.
fn stock_status(words: &Words, game: &Game) -> String {
    let (rules, pos) = (game.rules(), game.position());
    let Some(stock) = rules.stock else {
        return String::new();
    };
    let cards = pos.piles[stock].len();
    // A stock dealt in rows (Spider): how many rows it has left to deal.
    if rules.deals_onto_tableau() {
        let rows = cards.div_ceil(rules.tableau.len().max(1));
        return format!(
            "\n{}   {}",
            say!(words, "hud-stock", cards = cards),
            say!(words, "hud-rows-left", rows = rows)
        );
    }
    // A stock that only reshuffles (La Belle Lucie) holds no cards to count.
    if rules.reshuffles().is_some() {
        let left = rules.redeals_left(pos).unwrap_or(0);
        return format!("\n{}", say!(words, "hud-reshuffles-left", redeals = left));
    }
    // (A game that never turns the waste over, Golf, has no redeals to count.)
    let never = rules.def.stock.is_some_and(|s| s.redeals == Some(0));
    match rules.redeals_left(pos) {
        Some(left) if !never => format!(
            "\n{}   {}",
            say!(words, "hud-stock", cards = cards),
            say!(words, "hud-redeals-left", redeals = left)
        ),
        _ => format!("\n{}", say!(words, "hud-stock", cards = cards)),
    }
}

/// The window's title names the game and deal, as the task bar and window list show.
fn name_the_window(
    session: Res<Session>,
    lang: Res<Lang>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    let game = &session.game;
    let title = say!(
        lang,
        "window-title",
        game = lang.games().name(&game.rules().def),
        deal = game.number().to_string()
    );
    if window.title != title {
        window.title = title;
    }
}

fn update_demo_label(
    demo: Res<Demo>,
    lang: Res<Lang>,
    icons: Res<Icons>,
    buttons: Query<&Children, With<DemoButton>>,
    mut texts: Query<&mut Text>,
    mut images: Query<&mut ImageNode>,
) {
    if demo.is_changed() || lang.is_changed() {
        relabel(&buttons, &mut texts, &demo_label(&lang, demo.active));
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
