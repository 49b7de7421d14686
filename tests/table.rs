//! The game without a window: real mouse, touch and keyboard events go through Bevy's
//! input and picking, and the tests check the core's state and where the cards end up.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
use bevy_tweening::TweenAnim;
use solitaire::cards::{CardEntities, CardView, Highlight};
use solitaire::options::Options;
use solitaire::play::{KeyCursor, Request, Session};
use solitaire::table::TableLayout;
use solitaire_core::rules::PileKind;
use solitaire_core::{Card, Move};
use std::time::Duration;

fn app(game: &str, deal: u32) -> App {
    app_with(Options {
        game: Some(game.into()),
        deal: Some(deal),
        ..Default::default()
    })
}

/// The headless game with 16 ms frames, once its deal has landed.
fn app_with(options: Options) -> App {
    let mut app = solitaire::app::headless(options);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    settle(&mut app);
    app
}

/// Steps until no card moves (the deal has landed) and none is about to: cards sent
/// home by themselves set off a few frames apart.
fn settle(app: &mut App) {
    for _ in 0..3 {
        app.update();
    }
    let mut still = 0;
    for _ in 0..4000 {
        app.update();
        let moving = app
            .world_mut()
            .query_filtered::<(), With<TweenAnim>>()
            .iter(app.world())
            .count();
        still = if moving == 0 { still + 1 } else { 0 };
        if still > 15 {
            return;
        }
    }
    panic!("the table never settled");
}

fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

fn pile(app: &App, name: &str) -> usize {
    session(app).game.rules().pile_by_name(name).unwrap()
}

fn top(app: &App, name: &str) -> Card {
    session(app).game.position().piles[pile(app, name)]
        .top()
        .unwrap()
}

fn entity(app: &App, card: Card) -> Entity {
    app.world().resource::<CardEntities>().by_id[card.id() as usize]
}

fn translation(app: &App, card: Card) -> Vec3 {
    app.world()
        .get::<Transform>(entity(app, card))
        .unwrap()
        .translation
}

/// Screen position (logical pixels) of a world point.
fn screen(app: &mut App, world: Vec2) -> Vec2 {
    let (camera, transform) = app
        .world_mut()
        .query::<(&Camera, &GlobalTransform)>()
        .single(app.world())
        .unwrap();
    camera
        .world_to_viewport(transform, world.extend(0.0))
        .unwrap()
}

/// A point on the visible part of a card: its top strip (the part not covered by a
/// card fanned on top of it).
fn on_card(app: &mut App, card: Card) -> Vec2 {
    let size = app.world().resource::<TableLayout>().card;
    let at = translation(app, card).truncate() + Vec2::new(0.0, size.y / 2.0 - size.y * 0.06);
    screen(app, at)
}

fn pile_spot(app: &mut App, name: &str) -> Vec2 {
    let p = pile(app, name);
    let layout = app.world().resource::<TableLayout>().clone();
    let pile = session(app).game.position().piles[p].clone();
    let at = layout.top_spot(p, &pile);
    screen(app, at)
}

fn window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap()
}

fn send(app: &mut App, event: WindowEvent) {
    app.world_mut().write_message(event);
    app.update();
}

fn cursor(app: &mut App, position: Vec2) {
    let window = window(app);
    send(
        app,
        WindowEvent::CursorMoved(CursorMoved {
            window,
            position,
            delta: None,
        }),
    );
}

fn button(app: &mut App, state: ButtonState) {
    let window = window(app);
    send(
        app,
        WindowEvent::MouseButtonInput(MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        }),
    );
}

fn mouse_drag(app: &mut App, from: Vec2, to: Vec2) {
    cursor(app, from);
    button(app, ButtonState::Pressed);
    for k in 1..=6 {
        cursor(app, from.lerp(to, k as f32 / 6.0));
    }
    button(app, ButtonState::Released);
}

/// Clicks the top card of pile `name`, lets it land, and returns the card.
fn click_top(app: &mut App, name: &str) -> Card {
    let card = top(app, name);
    let at = on_card(app, card);
    click(app, at);
    settle(app);
    card
}

fn click(app: &mut App, at: Vec2) {
    cursor(app, at);
    button(app, ButtonState::Pressed);
    button(app, ButtonState::Released);
}

/// A touch as winit reports it: as a window event and as a message of its own.
fn touch(app: &mut App, phase: TouchPhase, position: Vec2, id: u64) {
    let window = window(app);
    let input = TouchInput {
        phase,
        position,
        window,
        force: None,
        id,
    };
    app.world_mut().write_message(input);
    send(app, WindowEvent::TouchInput(input));
}

/// Keyboard events arrive as winit would deliver them to Bevy's input.
fn key(app: &mut App, code: KeyCode, state: ButtonState) {
    // The letter keys type their letter, as on a US keyboard.
    let letter = format!("{code:?}")
        .strip_prefix("Key")
        .map(str::to_ascii_lowercase);
    let logical_key = match letter {
        Some(l) if l.len() == 1 => Key::Character(l.into()),
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    };
    key_typing(app, code, logical_key, state);
}

/// A key at place `code` that types `logical_key` (which depends on the layout).
fn key_typing(app: &mut App, code: KeyCode, logical_key: Key, state: ButtonState) {
    let window = window(app);
    app.world_mut().write_message(KeyboardInput {
        key_code: code,
        logical_key,
        state,
        text: None,
        repeat: false,
        window,
    });
    app.update();
}

/// What the notice line at the bottom of the table says.
fn notice_text(app: &mut App) -> String {
    app.world_mut()
        .query::<(&solitaire::ui::NoticeText, &Text)>()
        .iter(app.world())
        .map(|(_, t)| t.0.clone())
        .collect()
}

/// Clicks the notice line at the bottom (the finish line and the way back take clicks).
fn click_notice(app: &mut App) {
    let notice = app
        .world_mut()
        .query_filtered::<Entity, With<solitaire::ui::NoticeText>>()
        .single(app.world())
        .unwrap();
    click_node(app, notice);
}

fn history_len(app: &App) -> usize {
    session(app).game.history().len()
}

/// Every card rests exactly where the layout puts it.
fn assert_all_home(app: &mut App) {
    let layout = app.world().resource::<TableLayout>().clone();
    let pos = session(app).game.position().clone();
    for (p, pile) in pos.piles.iter().enumerate() {
        let centres = layout.card_centres(p, pile);
        for (i, card) in pile.cards.iter().enumerate() {
            let t = translation(app, *card);
            assert!(
                t.truncate().distance(centres[i]) < 0.5,
                "{card} at {t} not at {}",
                centres[i]
            );
            let view = app.world().get::<CardView>(entity(app, *card)).unwrap();
            assert_eq!(
                (view.pile, view.index, view.face_up),
                (p, i, pile.face_up(i)),
                "{card}"
            );
        }
    }
}

fn highlighted(app: &mut App) -> Vec<String> {
    let rules = session(app).game.rules().clone();
    let mut names: Vec<String> = app
        .world_mut()
        .query::<(&Highlight, &Visibility)>()
        .iter(app.world())
        .filter(|(_, v)| **v == Visibility::Visible)
        .map(|(h, _)| rules.piles[h.pile].name.clone())
        .collect();
    names.sort();
    names
}

#[test]
fn dragging_a_card_to_a_legal_pile_moves_it() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c1"));
    cursor(&mut app, from);
    button(&mut app, ButtonState::Pressed);
    cursor(&mut app, from.lerp(to, 0.5));
    // While 6♠ is in the hand, the places it may go light up: the four free cells.
    assert_eq!(highlighted(&mut app), ["c1", "c2", "c3", "c4"]);
    cursor(&mut app, to);
    button(&mut app, ButtonState::Released);
    assert!(highlighted(&mut app).is_empty());
    settle(&mut app);
    assert_eq!(session(&app).game.history().len(), 1);
    assert_eq!(top(&app, "c1"), six);
    assert_all_home(&mut app);
}

#[test]
fn an_illegal_drop_changes_nothing_and_the_card_flies_back() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let home = translation(&app, six);
    // 6♠ onto 9♣: not one rank lower, not the other colour.
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "t2"));
    mouse_drag(&mut app, from, to);
    assert_ne!(
        translation(&app, six).truncate(),
        home.truncate(),
        "the card was dragged away"
    );
    app.update();
    // The core's reason is shown to the player.
    let shown = notice_text(&mut app);
    assert!(shown.contains("6♠ cannot go on 9♣"), "{shown}");
    settle(&mut app);
    assert_eq!(history_len(&app), 0);
    assert_eq!(translation(&app, six), home);
    assert_all_home(&mut app);
}

#[test]
fn a_card_dropped_across_two_piles_goes_to_the_one_that_takes_it() {
    // A deal where a column's top card may go onto one of two neighbouring columns of
    // the same height and not the other.
    let rules = solitaire_core::builtin("freecell").unwrap();
    let names: Vec<String> = (1..=8).map(|i| format!("t{i}")).collect();
    let (deal, x, refuses, takes) = (1..50u32)
        .find_map(|deal| {
            let g = solitaire_core::Game::new(rules.clone(), deal.into()).unwrap();
            let id = |n: &String| rules.pile_by_name(n).unwrap();
            let len = |n: &String| g.position().piles[id(n)].len();
            let legal =
                |from: &String, to: &String| g.check(Move::transfer(id(from), id(to), 1)).is_ok();
            names.windows(2).find_map(|pair| {
                let (a, b) = (&pair[0], &pair[1]);
                (len(a) == len(b)).then_some(())?;
                names.iter().find_map(|x| {
                    let (refuses, takes) = if legal(x, b) && !legal(x, a) {
                        (a, b)
                    } else if legal(x, a) && !legal(x, b) {
                        (b, a)
                    } else {
                        return None;
                    };
                    Some((deal, x.clone(), refuses.clone(), takes.clone()))
                })
            })
        })
        .expect("such a deal among the first fifty");
    let mut app = app("freecell", deal);
    let card = top(&app, &x);
    let from = on_card(&mut app, card);
    // Released mostly over the column that refuses it.
    let (no, yes) = (pile_spot(&mut app, &refuses), pile_spot(&mut app, &takes));
    mouse_drag(&mut app, from, no.lerp(yes, 0.4));
    settle(&mut app);
    assert_eq!(
        top(&app, &takes),
        card,
        "deal {deal}: {x} to {takes}, not {refuses}"
    );
    assert_all_home(&mut app);
}

/// Picks up the top card of pile `name` with the mouse and carries it down a way,
/// button held; returns the card and where it rested.
fn lift_top(app: &mut App, name: &str) -> (Card, Vec3) {
    let card = top(app, name);
    let home = translation(app, card);
    let from = on_card(app, card);
    cursor(app, from);
    button(app, ButtonState::Pressed);
    for k in 1..=4 {
        cursor(app, from + Vec2::new(0.0, 60.0 * k as f32));
    }
    (card, home)
}

#[test]
fn a_drag_released_outside_the_window_puts_the_cards_back() {
    let mut app = app("freecell", 1);
    let (six, home) = lift_top(&mut app, "t1");
    // The pointer leaves the window and the button comes up out there.
    let window = window(&mut app);
    send(
        &mut app,
        WindowEvent::CursorLeft(bevy::window::CursorLeft { window }),
    );
    button(&mut app, ButtonState::Released);
    settle(&mut app);
    assert_eq!(history_len(&app), 0);
    assert_eq!(translation(&app, six), home);
    assert_all_home(&mut app);
    // And the table still answers.
    click_top(&mut app, "t1");
    assert_eq!(history_len(&app), 1);
}

#[test]
fn a_drag_cut_off_by_switching_windows_puts_the_cards_back() {
    let mut app = app("freecell", 1);
    let (six, home) = lift_top(&mut app, "t1");
    // Alt+Tab: the window loses the focus, and the button's release goes elsewhere.
    set_focus(&mut app, false);
    settle(&mut app);
    assert_eq!(translation(&app, six), home, "the 6♠ went back");
    set_focus(&mut app, true);
    // Back: the next click on the table is a click of its own (t3's top card, which
    // no foundation or column takes, goes to a free cell).
    let card = top(&app, "t3");
    let at = on_card(&mut app, card);
    click(&mut app, at);
    settle(&mut app);
    assert_eq!(history_len(&app), 1);
    assert_eq!(top(&app, "c1"), card);
    assert_all_home(&mut app);
}

#[test]
fn an_undo_in_the_middle_of_a_drag_puts_the_cards_in_hand_back() {
    let mut app = app("freecell", 1);
    let six = click_top(&mut app, "t1");
    let (card, home) = lift_top(&mut app, "t1");
    // Ctrl+Z with the card in hand: the 6♠ comes back on top of it.
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press(&mut app, KeyCode::KeyZ);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    // Released over a free cell: nothing moves (the move would now take the 6♠).
    let cell = pile_spot(&mut app, "c2");
    cursor(&mut app, cell);
    button(&mut app, ButtonState::Released);
    settle(&mut app);
    assert_eq!(history_len(&app), 0);
    assert_eq!(top(&app, "t1"), six);
    assert_eq!(translation(&app, card), home);
    assert_all_home(&mut app);
}

#[test]
fn a_touch_drag_the_system_cancels_puts_the_cards_back() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let home = translation(&app, six);
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c1"));
    touch(&mut app, TouchPhase::Started, from, 1);
    for k in 1..=4 {
        touch(
            &mut app,
            TouchPhase::Moved,
            from.lerp(to, k as f32 / 6.0),
            1,
        );
    }
    // A system gesture takes the finger over: the touch is cancelled, not ended.
    touch(&mut app, TouchPhase::Canceled, from.lerp(to, 4.0 / 6.0), 1);
    settle(&mut app);
    assert_eq!((history_len(&app), translation(&app, six)), (0, home));
    // The next tap is a tap (before, every tap was taken for the end of the drag).
    let card = top(&app, "t3");
    let at = on_card(&mut app, card);
    touch(&mut app, TouchPhase::Started, at, 2);
    touch(&mut app, TouchPhase::Ended, at, 2);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), card);
    assert_all_home(&mut app);
}

#[test]
fn touch_drags_like_the_mouse_and_a_second_finger_is_ignored() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let nine = top(&app, "t2");
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c2"));
    let (other, other_to) = (on_card(&mut app, nine), pile_spot(&mut app, "c3"));
    touch(&mut app, TouchPhase::Started, from, 1);
    touch(&mut app, TouchPhase::Started, other, 2);
    for k in 1..=6 {
        let t = k as f32 / 6.0;
        touch(&mut app, TouchPhase::Moved, from.lerp(to, t), 1);
        touch(&mut app, TouchPhase::Moved, other.lerp(other_to, t), 2);
    }
    touch(&mut app, TouchPhase::Ended, other_to, 2);
    touch(&mut app, TouchPhase::Ended, to, 1);
    settle(&mut app);
    assert_eq!(history_len(&app), 1, "only the first finger's drag counts");
    assert_eq!(top(&app, "c2"), six);
    assert_all_home(&mut app);
}

#[test]
fn a_click_moves_a_card_to_its_best_place() {
    let mut app = app("freecell", 1);
    let six = click_top(&mut app, "t1");
    // No foundation or column takes 6♠, so it goes to the first free cell.
    assert_eq!(top(&app, "c1"), six);
}

#[test]
fn a_double_click_sends_home_once_and_does_nothing_else() {
    // Bear River #1: the base rank is 4 and 4♦ tops pile t12.
    let mut app = app("bear-river", 1);
    let four = top(&app, "t12");
    assert_eq!(four.to_string(), "4D");
    let at = on_card(&mut app, four);
    click(&mut app, at);
    click(&mut app, at);
    settle(&mut app);
    assert_eq!(history_len(&app), 1);
    let f = session(&app).game.rules().foundations.clone();
    assert!(
        f.iter()
            .any(|&p| session(&app).game.position().piles[p].top() == Some(four))
    );
}

#[test]
fn a_double_tap_sends_home_once_and_does_nothing_else() {
    // As with the mouse; but to a touch screen each tap is a new finger.
    let mut app = app("bear-river", 1);
    let four = top(&app, "t12");
    let at = on_card(&mut app, four);
    let mut notices = Vec::new();
    for finger in [1, 2] {
        touch(&mut app, TouchPhase::Started, at, finger);
        touch(&mut app, TouchPhase::Ended, at, finger);
        // A quick double tap: a fifth of a second between the taps.
        for _ in 0..12 {
            app.update();
        }
        notices.push(notice_text(&mut app));
    }
    settle(&mut app);
    // The first tap sent 4♦ home; the second left the 5♠ it uncovered alone.
    assert_eq!(
        (history_len(&app), top(&app, "t12").to_string()),
        (1, "5S".into())
    );
    assert!(notices.iter().all(|n| n.is_empty()), "{notices:?}");
    // A tap well after is a tap of its own: 5♠ has no place to go, and it says so.
    touch(&mut app, TouchPhase::Started, at, 3);
    touch(&mut app, TouchPhase::Ended, at, 3);
    app.update();
    let shown = notice_text(&mut app);
    assert!(shown.contains("5♠ has nowhere to go"), "{shown}");
}

/// Every text the UI shows (HUD, dialogs).
fn ui_texts(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .collect()
}

/// The HUD's line of figures (moves, time, stock).
fn hud_figures(app: &mut App) -> String {
    ui_texts(app)
        .into_iter()
        .find(|t| t.starts_with("Moves"))
        .expect("the HUD shows the moves")
}

/// What the empty stock's place says.
fn stock_sign(app: &mut App) -> String {
    let stock = pile(app, "s");
    app.world_mut()
        .query::<(&solitaire::cards::SlotLabel, &Text2d)>()
        .iter(app.world())
        .find(|(label, _)| label.pile == stock)
        .map(|(_, text)| text.0.clone())
        .expect("the stock's place is labelled")
}

/// Draws the whole stock through requests.
fn draw_all(app: &mut App) {
    while !session(app).game.position().piles[pile(app, "s")].is_empty() {
        app.world_mut().write_message(Request::Move(Move::Draw));
        app.update();
    }
    settle(app);
}

#[test]
fn clicking_the_stock_draws_and_the_empty_stock_redeals() {
    let mut app = app("lower-48", 1);
    assert!(hud_figures(&mut app).ends_with("Stock 64   Redeals left 1"));
    let stock_top = top(&app, "s");
    let at = pile_spot(&mut app, "s");
    click(&mut app, at);
    settle(&mut app);
    assert_eq!(top(&app, "w"), stock_top);
    assert_all_home(&mut app);
    assert!(hud_figures(&mut app).ends_with("Stock 63   Redeals left 1"));
    // Draw the rest, then click the empty stock's place, which shows it redeals.
    draw_all(&mut app);
    assert_eq!(stock_sign(&mut app), "↺");
    click(&mut app, at);
    settle(&mut app);
    assert_eq!(session(&app).game.position().redeals, 1);
    assert_all_home(&mut app);
    // (Cards the waste sent home on the way are not turned over again.)
    let stock = session(&app).game.position().piles[pile(&app, "s")].len();
    let figures = hud_figures(&mut app);
    assert!(
        figures.ends_with(&format!("Stock {stock}   Redeals left 0")),
        "{figures}"
    );
    // On the last pass the empty stock shows nothing to click.
    draw_all(&mut app);
    assert_eq!(stock_sign(&mut app), "");
}

/// The font sizes of the letters on the empty piles' places.
fn slot_label_sizes(app: &mut App) -> Vec<f32> {
    app.world_mut()
        .query::<(&solitaire::cards::SlotLabel, &TextFont)>()
        .iter(app.world())
        .map(|(_, font)| match font.font_size {
            bevy::text::FontSize::Px(px) => px,
            other => panic!("{other:?}"),
        })
        .collect()
}

#[test]
fn resizing_the_window_refits_the_cards_and_the_empty_piles_places() {
    let mut app = app("lower-48", 1);
    let before = app.world().resource::<TableLayout>().card;
    let label_share = slot_label_sizes(&mut app)[0] / before.x;
    let w = window(&mut app);
    let win = app.world().get::<Window>(w).unwrap();
    let (width, height) = (win.width() * 0.6, win.height() * 0.6);
    resize(&mut app, width, height);
    let card = app.world().resource::<TableLayout>().card;
    assert!(card.x < before.x * 0.7, "{card} after {before}");
    assert_all_home(&mut app);
    let slots: Vec<_> = app
        .world_mut()
        .query::<(&solitaire::cards::Slot, &Sprite)>()
        .iter(app.world())
        .map(|(_, sprite)| sprite.custom_size)
        .collect();
    assert!(slots.len() == 18 && slots.iter().all(|&s| s == Some(card)));
    // The letters on the empty places shrink with them.
    let labels = slot_label_sizes(&mut app);
    assert_eq!(labels.len(), 18);
    assert!(
        labels
            .iter()
            .all(|&px| (px - card.x * label_share).abs() < 0.01)
    );
}

/// Resizes the window as winit reports it (its new size, then the message) and lets
/// the table settle.
fn resize(app: &mut App, width: f32, height: f32) {
    let w = window(app);
    let mut win = app.world_mut().get_mut::<Window>(w).unwrap();
    win.resolution.set(width, height);
    app.world_mut().write_message(bevy::window::WindowResized {
        window: w,
        width,
        height,
    });
    settle(app);
}

/// The labels of the buttons that show (hidden ones are laid out at no size), sorted.
fn shown_buttons(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<(&Text, &ChildOf)>()
        .iter(app.world())
        .filter(|(_, parent)| {
            app.world().get::<Button>(parent.parent()).is_some()
                && app
                    .world()
                    .get::<bevy::ui::ComputedNode>(parent.parent())
                    .is_some_and(|n| n.size() != Vec2::ZERO)
        })
        .map(|(t, _)| t.0.clone())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

#[test]
fn a_resize_while_cards_fly_still_lands_every_card_in_its_place() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let at = on_card(&mut app, six);
    click(&mut app, at);
    // Mid-flight, the window changes size (as a window manager may do at any time).
    app.update();
    resize(&mut app, 900.0, 1000.0);
    assert_eq!(top(&app, "c1"), six);
    assert_all_home(&mut app);
}

#[test]
fn a_narrow_window_keeps_the_less_used_buttons_in_a_menu() {
    use solitaire::play::Overlay;
    let mut app = app("freecell", 1);
    let wide = shown_buttons(&mut app);
    assert!(
        wide.contains(&"Games".into()) && !wide.contains(&"Menu".into()),
        "{wide:?}"
    );
    // A tablet held upright: the buttons used in play stay, the others go in the menu.
    resize(&mut app, 700.0, 1000.0);
    let compact = shown_buttons(&mut app);
    for b in ["New", "Undo", "Redo", "Hint", "Demo", "Menu"] {
        assert!(compact.contains(&b.into()), "{b} in {compact:?}");
    }
    for b in [
        "Restart",
        "Deal #",
        "Games",
        "Rules",
        "Stats",
        "Settings",
        "Full screen",
    ] {
        assert!(!compact.contains(&b.into()), "{b} in {compact:?}");
    }
    // The menu holds them, and one that opens a dialog opens it in the menu's place.
    click_button(&mut app, "Menu");
    app.update();
    assert_eq!(overlay(&app), Overlay::Menu);
    assert!(shown_buttons(&mut app).contains(&"Games".into()));
    click_button(&mut app, "Rules");
    app.update();
    assert_eq!(overlay(&app), Overlay::Rules);
    press(&mut app, KeyCode::Escape);
    app.update();
    // One that acts on the table closes the menu to show it.
    click_top(&mut app, "t1");
    settle(&mut app);
    assert_eq!(history_len(&app), 1);
    click_button(&mut app, "Menu");
    app.update();
    click_button(&mut app, "Restart");
    settle(&mut app);
    assert_eq!((overlay(&app), history_len(&app)), (Overlay::None, 0));
    // Wide again: every button on the bar, no menu button.
    resize(&mut app, 1400.0, 900.0);
    assert_eq!(shown_buttons(&mut app), wide);
}

#[test]
fn every_dialog_fits_across_a_narrow_window() {
    use solitaire::play::Overlay;
    let mut app = app("three-bears", 2_147_483_647);
    resize(&mut app, 360.0, 700.0);
    let w = window(&mut app);
    let physical_width = app.world().get::<Window>(w).unwrap().physical_width() as f32;
    for dialog in [
        Overlay::Chooser,
        Overlay::Rules,
        Overlay::Settings,
        Overlay::Stats,
        Overlay::DealNumber,
        Overlay::Menu,
        Overlay::Won,
        Overlay::Leave,
    ] {
        app.world_mut()
            .resource_mut::<NextState<Overlay>>()
            .set(dialog);
        for _ in 0..3 {
            app.update();
        }
        // Every line of text lies within the window, across (dialogs scroll down).
        let texts: Vec<(String, f32, f32)> = app
            .world_mut()
            .query::<(&Text, &bevy::ui::ComputedNode, &bevy::ui::UiGlobalTransform)>()
            .iter(app.world())
            .filter(|(_, node, _)| node.size() != Vec2::ZERO)
            .map(|(t, node, at)| {
                let half = node.size().x / 2.0;
                (
                    t.0.clone(),
                    at.translation.x - half,
                    at.translation.x + half,
                )
            })
            .collect();
        for (text, left, right) in texts {
            assert!(
                left >= -0.5 && right <= physical_width + 0.5,
                "{dialog:?}: {text:?} spans {left}..{right} of {physical_width}"
            );
        }
    }
}

#[test]
fn d_starts_and_stops_the_demo_and_g_and_s_open_the_games_and_statistics() {
    use solitaire::play::Demo;
    use solitaire::play::Overlay;
    let mut app = app("freecell", 1);
    press(&mut app, KeyCode::KeyD);
    app.update();
    assert!(app.world().resource::<Demo>().active);
    // The press that stops the demo does not start it again.
    for _ in 0..5 {
        app.update();
    }
    press(&mut app, KeyCode::KeyD);
    for _ in 0..5 {
        app.update();
    }
    assert!(!app.world().resource::<Demo>().active);
    for (key, dialog) in [
        (KeyCode::KeyG, Overlay::Chooser),
        (KeyCode::KeyS, Overlay::Stats),
    ] {
        press(&mut app, key);
        app.update();
        assert_eq!(overlay(&app), dialog);
        press(&mut app, KeyCode::Escape);
        app.update();
        assert_eq!(overlay(&app), Overlay::None);
    }
}

#[test]
fn f1_shows_the_rules_and_esc_closes_them() {
    let mut app = app("brisbane", 2);
    press(&mut app, KeyCode::F1);
    app.update();
    assert_eq!(overlay(&app), solitaire::play::Overlay::Rules);
    press(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(overlay(&app), solitaire::play::Overlay::None);
}

#[test]
fn while_the_solver_works_on_a_hint_the_app_knows_it() {
    // (The windowed game has frames come every 16 ms then, to pick up the answer.)
    let searching = |app: &App| {
        app.world()
            .resource::<solitaire::autoplay::Searching>()
            .any()
    };
    // Lower 48 #5 is undecided: the hint search takes its whole 80 ms.
    let mut app = app("lower-48", 5);
    assert!(!searching(&app));
    // (Checked on the very frame the search starts: it takes 80 ms.)
    key(&mut app, KeyCode::KeyH, ButtonState::Pressed);
    assert!(searching(&app));
    key(&mut app, KeyCode::KeyH, ButtonState::Released);
    let mut frames = 0;
    while searching(&app) {
        app.update();
        frames += 1;
        assert!(frames < 2_000, "the hint search never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(!notice_text(&mut app).is_empty(), "the hint was given");
}

#[test]
fn the_quiet_look_at_whether_the_game_can_be_won_asks_for_no_busy_frames() {
    // Lower 48 #5 is undecided: each look after a move takes its whole two seconds.
    let mut app = app("lower-48", 5);
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    run_until(&mut app, "the look starts", |app| {
        app.world()
            .resource::<solitaire::autoplay::QuietLook>()
            .is_looking()
    });
    assert!(
        !app.world()
            .resource::<solitaire::autoplay::Searching>()
            .any()
    );
}

#[test]
fn a_deal_number_can_be_tapped_in_on_the_keypad() {
    let mut app = app("freecell", 1);
    click_button(&mut app, "Deal #");
    app.update();
    app.update();
    assert_eq!(overlay(&app), solitaire::play::Overlay::DealNumber);
    for key in ["1", "2", "3", "Del", "7"] {
        click_button(&mut app, key);
        app.update();
    }
    assert!(ui_texts(&mut app).iter().any(|t| t == "127_"));
    click_button(&mut app, "Deal");
    settle(&mut app);
    assert_eq!(overlay(&app), solitaire::play::Overlay::None);
    assert_eq!(session(&app).game.number(), 127);
}

#[test]
fn the_window_title_names_the_game_and_deal() {
    let mut app = app("bear-river", 3);
    let w = window(&mut app);
    assert_eq!(
        app.world().get::<Window>(w).unwrap().title,
        "Bear River #3 — Solitaire"
    );
    app.world_mut().write_message(Request::NewDeal(Some(17)));
    settle(&mut app);
    assert_eq!(
        app.world().get::<Window>(w).unwrap().title,
        "Bear River #17 — Solitaire"
    );
}

/// Ctrl and the key at place `code` that types `letter` on the player's layout.
fn ctrl_typing(app: &mut App, code: KeyCode, letter: &str) {
    key(app, KeyCode::ControlLeft, ButtonState::Pressed);
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_typing(app, code, Key::Character(letter.into()), state);
    }
    key(app, KeyCode::ControlLeft, ButtonState::Released);
    settle(app);
}

#[test]
fn shortcuts_go_by_the_letter_on_the_key_whatever_the_layout() {
    let mut app = app("freecell", 1);
    click_top(&mut app, "t1");
    assert_eq!(history_len(&app), 1);
    // A German keyboard: the key typing Z sits where a US keyboard has Y.
    ctrl_typing(&mut app, KeyCode::KeyY, "z");
    assert_eq!(history_len(&app), 0, "Ctrl+Z undid");
    // A Cyrillic layout types no Latin letter: the keys go by their places.
    ctrl_typing(&mut app, KeyCode::KeyY, "н");
    assert_eq!(history_len(&app), 1, "Ctrl+Y redid");
}

#[test]
fn ctrl_z_undoes_and_ctrl_y_redoes() {
    let mut app = app("freecell", 1);
    click_top(&mut app, "t1");
    assert_eq!(history_len(&app), 1);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    key(&mut app, KeyCode::KeyZ, ButtonState::Pressed);
    key(&mut app, KeyCode::KeyZ, ButtonState::Released);
    settle(&mut app);
    assert_eq!(history_len(&app), 0);
    assert_all_home(&mut app);
    key(&mut app, KeyCode::KeyY, ButtonState::Pressed);
    key(&mut app, KeyCode::KeyY, ButtonState::Released);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_eq!(history_len(&app), 1);
    assert_all_home(&mut app);
}

/// Whether the HUD button labelled `text` is lit (not dimmed for having nothing to do).
fn lit(app: &mut App, text: &str) -> bool {
    app.world_mut()
        .query::<(&Text, &TextColor)>()
        .iter(app.world())
        .find(|(t, _)| t.0 == text)
        .map(|(_, c)| c.0.alpha() > 0.9)
        .unwrap_or_else(|| panic!("no label {text}"))
}

#[test]
fn undo_redo_and_restart_are_dimmed_while_they_have_nothing_to_do() {
    let mut app = app("freecell", 1);
    let state = |app: &mut App| ["Undo", "Redo", "Restart"].map(|b| lit(app, b));
    assert_eq!(state(&mut app), [false, false, false]);
    click_top(&mut app, "t1");
    settle(&mut app);
    assert_eq!(state(&mut app), [true, false, true]);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press(&mut app, KeyCode::KeyZ);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_eq!(state(&mut app), [false, true, false]);
}

#[test]
fn one_undo_takes_back_a_move_with_the_cards_that_then_went_home() {
    // FreeCell #35 has A♥ under 8♠ in column 1: a click puts 8♠ on 9♦, and A♥ goes
    // home after it.
    let mut app = app("freecell", 35);
    let dealt = session(&app).game.position().clone();
    click_top(&mut app, "t1");
    for _ in 0..60 {
        app.update();
    }
    settle(&mut app);
    let game = &session(&app).game;
    assert!(game.history().len() >= 2, "A♦ went home after the move");
    assert_eq!(game.follows()[..2], [false, true]);
    let played = game.history().len();
    let after = game.position().clone();
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press(&mut app, KeyCode::KeyZ);
    settle(&mut app);
    assert_eq!(*session(&app).game.position(), dealt);
    assert_eq!(history_len(&app), 0);
    assert_all_home(&mut app);
    // Redo plays the whole action again, and the cards fly back.
    press(&mut app, KeyCode::KeyY);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_eq!(history_len(&app), played);
    assert_eq!(*session(&app).game.position(), after);
    assert_all_home(&mut app);
}

#[test]
fn cards_dealt_where_they_can_go_home_go_there_and_the_deal_is_not_under_way() {
    use solitaire::persist::stats::Stats;
    use solitaire::play::Overlay;
    // FreeCell #5 deals A♦ on top of column 2: it flies home once the deal has landed.
    let mut app = solitaire::app::headless(Options {
        game: Some("freecell".into()),
        deal: Some(5),
        ..Default::default()
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.update();
    // (The windowed game has frames come every 16 ms until it has gone.)
    assert!(session(&app).auto_pending(true));
    settle(&mut app);
    assert!(!session(&app).auto_pending(true));
    let ace = session(&app).game.initial().piles[pile(&app, "t2")]
        .top()
        .unwrap();
    let f = session(&app).game.position().find(ace).unwrap().0;
    assert_eq!(
        session(&app).game.rules().piles[f].kind,
        PileKind::Foundation
    );
    assert_all_home(&mut app);
    let game = &session(&app).game;
    assert_eq!(game.follows(), [true]);
    assert!(!game.player_has_moved());
    assert!(
        hud_figures(&mut app).starts_with("Moves 0 "),
        "the deal's move is not counted"
    );
    // Not the player's move: the clock waits, and N deals without asking.
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(session(&app).elapsed, Duration::ZERO);
    assert!(!app.world().resource::<Stats>().is_under_way("freecell", 5));
    // Undo takes it back, and it stays back until the player moves.
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press(&mut app, KeyCode::KeyZ);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_eq!(
        *session(&app).game.position(),
        *session(&app).game.initial()
    );
    assert_all_home(&mut app);
    // Restart deals it again, and it flies home again.
    press(&mut app, KeyCode::KeyR);
    settle(&mut app);
    assert_eq!(session(&app).game.follows(), [true]);
    press(&mut app, KeyCode::KeyN);
    settle(&mut app);
    assert_eq!(overlay(&app), Overlay::None);
    assert_ne!(session(&app).game.number(), 5);
}

#[test]
fn hammering_undo_and_redo_while_cards_fly_leaves_every_card_in_place() {
    let mut app = app("three-bears", 4);
    // A few moves, then twenty undo/redo requests one frame apart, mid-flight.
    for _ in 0..3 {
        app.world_mut().write_message(Request::Move(Move::Draw));
        app.update();
    }
    for k in 0..20 {
        let r = if k % 3 == 2 {
            Request::Redo
        } else {
            Request::Undo
        };
        app.world_mut().write_message(r);
        app.update();
    }
    settle(&mut app);
    assert_all_home(&mut app);
    // And the cards are still draggable: the waste or a tableau card can be picked up.
    let before = history_len(&app);
    let legal = session(&app).game.legal_moves();
    let transfer = legal.iter().find(|m| matches!(m, Move::Transfer { .. }));
    if let Some(&Move::Transfer { from, to, count }) = transfer {
        let pos = session(&app).game.position().clone();
        let card = pos.piles[from].cards[pos.piles[from].len() - count];
        let name = session(&app).game.rules().piles[to].name.clone();
        let (a, b) = (on_card(&mut app, card), pile_spot(&mut app, &name));
        mouse_drag(&mut app, a, b);
        settle(&mut app);
        // The dragged move, perhaps followed by safe moves to the foundations.
        assert_eq!(
            session(&app).game.history()[before].mv,
            Move::Transfer { from, to, count }
        );
        assert_all_home(&mut app);
    }
}

#[test]
fn every_game_deals_onto_the_table() {
    for id in solitaire_core::GAME_IDS {
        let mut app = app(id, 3);
        assert_all_home(&mut app);
    }
}

#[test]
fn demo_mode_wins_a_deal_and_stops_when_the_player_clicks() {
    let mut app = app("freecell", 1);
    click_button(&mut app, "Demo");
    app.update();
    assert!(app.world().resource::<solitaire::play::Demo>().active);
    // While it plays, its button stops it.
    assert!(ui_texts(&mut app).iter().any(|t| t == "Stop demo"));
    let mut frames = 0;
    while app.world().resource::<solitaire::play::Demo>().wins == 0 {
        app.update();
        frames += 1;
        assert!(frames < 20_000, "the demo did not win");
        // Let the solver's thread work without spinning the frame loop flat out.
        if frames % 50 == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    assert_eq!(
        session(&app).game.number(),
        1,
        "the demo won the deal it was given"
    );
    assert!(
        session(&app)
            .game
            .rules()
            .is_won(session(&app).game.position())
    );
    // The demo's games are not the player's: the statistics count none of them.
    let stats = app
        .world()
        .resource::<solitaire::persist::stats::Stats>()
        .game("freecell");
    assert_eq!((stats.played, stats.won), (0, 0));
    // The win dialog says whose win it was.
    for _ in 0..150 {
        app.update();
    }
    assert_eq!(overlay(&app), solitaire::play::Overlay::Won);
    let said = ui_texts(&mut app);
    assert!(said.iter().any(|t| t == "The demo won"), "{said:?}");
    assert!(!said.iter().any(|t| t == "You won!"));
    let at = pile_spot(&mut app, "t1");
    click(&mut app, at);
    assert!(
        !app.world().resource::<solitaire::play::Demo>().active,
        "a click hands the game back"
    );
    app.update();
    let said = ui_texts(&mut app);
    assert!(said.iter().any(|t| t == "Demo") && !said.iter().any(|t| t == "Stop demo"));
}

#[test]
fn on_a_deal_it_cannot_decide_the_demo_plays_its_best_line_then_deals_a_known_win() {
    // Lower 48 deal #5 is not decided within the demo's budget; the next deal is the
    // next one the solver is known to win.
    let mut app = app_with(Options {
        game: Some("lower-48".into()),
        deal: Some(5),
        speed: Some(solitaire::options::SpeedOption::Instant),
        ..Default::default()
    });
    app.world_mut()
        .resource_mut::<solitaire::play::Demo>()
        .start();
    let mut most_home = 0;
    let mut frames = 0;
    while session(&app).game.number() == 5 {
        let game = &session(&app).game;
        most_home = most_home.max(game.rules().foundation_cards(game.position()));
        app.update();
        frames += 1;
        assert!(frames < 40_000, "the demo never moved on");
        if frames % 50 == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    assert!(most_home > 0, "the demo played cards home before moving on");
    let listed = solitaire_core::solver::known_wins(&solitaire_core::builtin("lower-48").unwrap());
    assert!(!listed.contains(&5));
    let next =
        solitaire_core::solver::next_known_win(&solitaire_core::builtin("lower-48").unwrap(), 5);
    assert_eq!(Some(session(&app).game.number()), next);
    assert!(app.world().resource::<solitaire::play::Demo>().active);
}

#[test]
fn h_lights_up_the_solvers_next_move_and_names_the_card() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("freecell", 1);
    let game = session(&app).game.clone();
    let Verdict::Solved(moves) = solve(game.rules(), game.position(), &Budget::default()).verdict
    else {
        panic!("FreeCell #1 is won by the solver")
    };
    let Move::Transfer { from, to, count } = moves[0] else {
        panic!("FreeCell has no stock")
    };
    key(&mut app, KeyCode::KeyH, ButtonState::Pressed);
    key(&mut app, KeyCode::KeyH, ButtonState::Released);
    let mut frames = 0;
    while !notice_text(&mut app).starts_with("Move") {
        app.update();
        frames += 1;
        assert!(frames < 2_000, "no hint: {}", notice_text(&mut app));
        std::thread::sleep(Duration::from_millis(1));
    }
    let pos = game.position();
    let card = pos.piles[from].cards[pos.piles[from].len() - count];
    assert!(
        notice_text(&mut app).starts_with(&format!("Move {}", card.pretty())),
        "{}",
        notice_text(&mut app)
    );
    let rules = game.rules();
    let mut wanted = vec![rules.piles[from].name.clone(), rules.piles[to].name.clone()];
    wanted.sort();
    assert_eq!(highlighted(&mut app), wanted);
    assert_eq!(history_len(&app), 0, "a hint moves nothing");
}

fn data_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("solitaire-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn app_in(dir: &std::path::Path) -> App {
    let options = Options {
        data_dir: Some(dir.to_path_buf()),
        ..Default::default()
    };
    app_with(options)
}

#[test]
fn the_game_in_progress_is_saved_after_every_move_and_resumes_exactly() {
    let dir = data_dir("resume");
    let mut app = app_in(&dir);
    let legal = session(&app).game.legal_moves();
    for mv in legal.into_iter().take(2) {
        app.world_mut().write_message(Request::Move(mv));
        app.update();
        if session(&app).game.legal_moves().is_empty() {
            break;
        }
    }
    app.world_mut().write_message(Request::Undo);
    app.update();
    let (id, number, position, history, redo) = {
        let g = &session(&app).game;
        (
            g.rules().id().to_string(),
            g.number(),
            g.position().clone(),
            g.history().to_vec(),
            g.redo_moves().count(),
        )
    };
    assert!(dir.join("game.ron").exists());
    drop(app);
    let app = app_in(&dir);
    let g = &session(&app).game;
    assert_eq!((g.rules().id(), g.number()), (id.as_str(), number));
    assert_eq!(g.position(), &position);
    assert_eq!(g.history(), history.as_slice());
    assert_eq!(g.redo_moves().count(), redo, "the redo list survives too");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_corrupt_save_is_kept_aside_and_the_player_is_told() {
    let dir = data_dir("corrupt");
    std::fs::write(
        dir.join("game.ron"),
        "(version: 1, game: \"freecell\", deal: 1, moves: \"t1>t9 \u{0}",
    )
    .unwrap();
    let mut app = app_in(&dir);
    assert!(dir.join("game.ron.bad-1").exists(), "the bad file is kept");
    let shown = notice_text(&mut app);
    assert!(shown.contains("could not be resumed"), "{shown}");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    for frame in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
        if frame % 50 == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    panic!("never: {what}");
}

#[test]
fn the_window_opens_at_the_size_the_player_left_it() {
    use solitaire::play::Settings;
    let dir = data_dir("window-size");
    let mut app = app_in(&dir);
    // Opening at a size is no reason to write it down.
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(app.world().resource::<Settings>().window, None);
    // Dragging the border: every step reported, the size kept once it settles.
    for width in [1100.0, 1000.0, 900.0] {
        resize(&mut app, width, 700.0);
    }
    for _ in 0..60 {
        app.update();
    }
    assert_eq!(app.world().resource::<Settings>().window, Some((900, 700)));
    let saved = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(saved.contains("window: Some((900, 700))"), "{saved}");
    // The next start opens at it, unless told otherwise or the file holds nonsense.
    let next = solitaire::persist::load(Some(&dir), false).settings.window;
    assert_eq!(solitaire::app::opening_size(None, next), (900, 700));
    assert_eq!(
        solitaire::app::opening_size(Some((1600, 1000)), next),
        (1600, 1000)
    );
    assert_eq!(
        solitaire::app::opening_size(None, Some((9, 99_999))),
        (1280, 800)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_first_start_welcomes_the_player_once() {
    let dir = data_dir("welcome");
    let mut app = app_in(&dir);
    let shown = notice_text(&mut app);
    assert!(
        shown.starts_with("Welcome!") && shown.contains("under Games"),
        "{shown}"
    );
    drop(app);
    let mut again = app_in(&dir);
    let shown = notice_text(&mut again);
    assert!(!shown.contains("Welcome"), "{shown}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn settings_recolour_the_table_and_cards_and_are_saved() {
    use solitaire::play::{Settings, TableColour};
    let dir = data_dir("settings");
    let options = Options {
        game: Some("freecell".into()),
        deal: Some(1),
        data_dir: Some(dir.clone()),
        ..Default::default()
    };
    let mut app = app_with(options);
    {
        let mut s = app.world_mut().resource_mut::<Settings>();
        s.table = TableColour::Blue;
        s.four_colour = true;
    }
    settle(&mut app);
    assert_eq!(
        app.world().resource::<ClearColor>().0,
        solitaire::theme::table_colour(TableColour::Blue)
    );
    // The 4♣ of deal #1 is printed in green now.
    let club = session(&app)
        .game
        .position()
        .piles
        .iter()
        .flat_map(|p| p.cards.iter())
        .copied()
        .find(|c| c.to_string() == "4C")
        .unwrap();
    let e = entity(&app, club);
    let inks: Vec<Color> = app
        .world()
        .get::<Children>(e)
        .unwrap()
        .iter()
        .filter_map(|c| app.world().get::<TextColor>(c).map(|t| t.0))
        .collect();
    assert!(
        !inks.is_empty() && inks.iter().all(|&c| c == solitaire::theme::GREEN),
        "{inks:?}"
    );
    let saved = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(
        saved.contains("four_colour: true") && saved.contains("table: Blue"),
        "{saved}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn statistics_count_a_played_and_won_deal() {
    use solitaire::persist::stats::Stats;
    use solitaire_core::solver::{Budget, Verdict, solve};
    let dir = data_dir("stats");
    let options = Options {
        game: Some("freecell".into()),
        deal: Some(1),
        data_dir: Some(dir.clone()),
        speed: Some(solitaire::options::SpeedOption::Instant),
        ..Default::default()
    };
    let mut app = app_with(options);
    let g = &session(&app).game;
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!()
    };
    for mv in &moves {
        app.world_mut().write_message(Request::AutoMove(*mv));
        app.update();
    }
    settle(&mut app);
    let stats = app.world().resource::<Stats>().game("freecell");
    assert_eq!((stats.played, stats.won, stats.current_streak), (1, 1, 1));
    assert_eq!(stats.fewest_moves, Some(moves.len() as u32));
    let saved = std::fs::read_to_string(dir.join("stats.ron")).unwrap();
    assert!(saved.contains("won: 1"), "{saved}");
    // The win dialog says what the win did for the records.
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(overlay(&app), solitaire::play::Overlay::Won);
    let said = ui_texts(&mut app);
    let records = "Your first FreeCell win!\nFreeCell: won 1 of 1 (100%), streak 1";
    assert!(said.iter().any(|t| t == records), "{said:?}");
    // A new deal, one move, then another deal: played, abandoned, the streak is over.
    app.world_mut().write_message(Request::NewDeal(Some(2)));
    app.update();
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    app.update();
    app.world_mut().write_message(Request::NewDeal(Some(3)));
    app.update();
    let stats = app.world().resource::<Stats>().game("freecell");
    assert_eq!(
        (
            stats.played,
            stats.won,
            stats.current_streak,
            stats.best_streak
        ),
        (2, 1, 0, 1)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Deal #1 of `game` with "winnable deals only" on, and a new deal asked for; with the
/// deal serial from before the ask.
fn ask_for_a_winnable_deal(game: &str) -> (App, u64) {
    let mut app = app(game, 1);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .winnable_only = true;
    app.update();
    let before = session(&app).deal_serial;
    app.world_mut().write_message(Request::NewDeal(None));
    (app, before)
}

#[test]
fn winnable_deals_only_deals_a_deal_the_solver_wins() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let (mut app, before) = ask_for_a_winnable_deal("bear-river");
    run_until(&mut app, "a winnable deal is dealt", |app| {
        session(app).deal_serial != before
    });
    let g = &session(&app).game;
    assert!(matches!(
        solve(g.rules(), g.position(), &Budget::default()).verdict,
        Verdict::Solved(_)
    ));
}

#[test]
fn winnable_deals_only_gives_up_after_its_tries_and_says_so() {
    // One position per deal decides none of them.
    let (mut app, before) = ask_for_a_winnable_deal("three-bears");
    app.world_mut()
        .resource_mut::<solitaire::autoplay::WinnableSearch>()
        .budget = solitaire_core::solver::Budget::nodes(1);
    let began = std::time::Instant::now();
    while session(&app).deal_serial == before {
        assert!(began.elapsed() < Duration::from_secs(60), "no deal came");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    app.update();
    let shown = notice_text(&mut app);
    assert!(shown.contains("unchecked"), "{shown}");
}

#[test]
fn winnable_deals_only_in_lower_48_deals_a_known_win_at_once() {
    let (mut app, before) = ask_for_a_winnable_deal("lower-48");
    // No search: the deal comes within a few frames.
    for _ in 0..5 {
        app.update();
    }
    assert_ne!(session(&app).deal_serial, before, "no deal came at once");
    let number = session(&app).game.number();
    assert!(
        solitaire_core::solver::known_wins(&solitaire_core::builtin("lower-48").unwrap())
            .contains(&number),
        "#{number}"
    );
}

#[test]
fn the_status_line_says_when_the_solver_proves_a_position_lost() {
    // Bear River #7 cannot be won (the solver exhausts it in a few hundred positions).
    let mut app = app("bear-river", 7);
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    app.update();
    run_until(&mut app, "the position is proved lost", |app| {
        app.world()
            .resource::<solitaire::play::Outlook>()
            .cannot_be_won(session(app))
    });
    for _ in 0..3 {
        app.update();
    }
    let shown = notice_text(&mut app);
    assert!(shown.contains("cannot be won"), "{shown}");
    // Looking back finds the deal was never winnable.
    run_until(&mut app, "the deal is said to be lost", |app| {
        notice_text(app).contains("no play could have won this deal")
    });
}

/// A Bear River deal the solver wins, with the cards the deal sends home gone home,
/// and random moves from there (a fixed LCG) that the solver proves lose it.
fn a_losing_line() -> (u32, solitaire_core::Game, Vec<Move>) {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let verdict =
        |g: &solitaire_core::Game| solve(g.rules(), g.position(), &Budget::nodes(100_000)).verdict;
    let mut seed: u64 = 11;
    for number in 1..50 {
        let mut g = solitaire_core::Game::new(
            solitaire_core::builtin("bear-river").unwrap(),
            number.into(),
        )
        .unwrap();
        while let Some(mv) = g.safe_home_move() {
            g.apply_following(mv).unwrap();
        }
        let dealt = g.clone();
        if !matches!(verdict(&g), Verdict::Solved(_)) {
            continue;
        }
        for _ in 0..40 {
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            g.apply(legal[(seed >> 33) as usize % legal.len()]).unwrap();
            if verdict(&g) == Verdict::Impossible {
                let line = g.history()[dealt.history().len()..]
                    .iter()
                    .map(|a| a.mv)
                    .collect();
                return (number, dealt, line);
            }
        }
    }
    panic!("random play lost no Bear River deal");
}

#[test]
fn a_lost_game_goes_back_to_where_it_could_still_be_won_by_backspace_or_a_tap() {
    use solitaire::play::Outlook;
    use solitaire_core::solver::{Budget, Rewind, Verdict, solve};
    let (number, dealt, line) = a_losing_line();
    let mut app = app("bear-river", number);
    assert_eq!(session(&app).game.position(), dealt.position());
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .auto_home = false;
    app.update();
    for &mv in &line {
        app.world_mut().write_message(Request::Move(mv));
        app.update();
    }
    settle(&mut app);
    let lost = session(&app).game.clone();
    let rewind = |app: &App| app.world().resource::<Outlook>().rewind(session(app));
    run_until(&mut app, "the look back finds a winnable point", |app| {
        rewind(app).is_some()
    });
    let Some(Rewind::To(keep)) = rewind(&app) else {
        panic!("{:?}", rewind(&app))
    };
    assert!(keep < lost.history().len());
    app.update();
    let shown = notice_text(&mut app);
    assert!(
        shown.contains("it could still be won — tap here or press Backspace"),
        "{shown}"
    );
    press(&mut app, KeyCode::Backspace);
    settle(&mut app);
    assert_eq!(history_len(&app), keep);
    let g = &session(&app).game;
    assert!(matches!(
        solve(g.rules(), g.position(), &Budget::nodes(100_000)).verdict,
        Verdict::Solved(_)
    ));
    assert_all_home(&mut app);
    assert!(!notice_text(&mut app).contains("cannot be won"));
    // Played into the same loss again, a tap on the line goes back too.
    for _ in keep..lost.history().len() {
        app.world_mut().write_message(Request::Redo);
        app.update();
    }
    settle(&mut app);
    assert_eq!(session(&app).game.position(), lost.position());
    run_until(&mut app, "the look back is done again", |app| {
        rewind(app).is_some()
    });
    app.update();
    click_notice(&mut app);
    settle(&mut app);
    assert_eq!(history_len(&app), keep);
    assert_all_home(&mut app);
}

fn press(app: &mut App, code: KeyCode) {
    key(app, code, ButtonState::Pressed);
    key(app, code, ButtonState::Released);
}

/// The pile under the keyboard cursor, by name, and the card of it.
fn key_cursor(app: &App) -> Option<(String, usize)> {
    let game = &session(app).game;
    let at = app.world().resource::<KeyCursor>().place(game)?;
    Some((game.rules().piles[at.0].name.clone(), at.1))
}

/// Presses Up until the keyboard cursor leaves its pile.
fn up_to_the_row_above(app: &mut App) {
    let start = key_cursor(app).unwrap().0;
    for _ in 0..13 {
        press(app, KeyCode::ArrowUp);
        if key_cursor(app).unwrap().0 != start {
            return;
        }
    }
    panic!("the cursor never left {start}");
}

#[test]
fn the_keyboard_picks_up_a_card_and_puts_it_down_where_the_cursor_goes() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let t1_top = session(&app).game.position().piles[pile(&app, "t1")].len() - 1;
    // The first key only shows the cursor: on the first column's top card.
    press(&mut app, KeyCode::ArrowDown);
    assert_eq!(key_cursor(&app), Some(("t1".into(), t1_top)));
    press(&mut app, KeyCode::Space);
    // In the hand, 6♠'s places light up as they do while dragging: the free cells.
    assert_eq!(highlighted(&mut app), ["c1", "c2", "c3", "c4"]);
    up_to_the_row_above(&mut app);
    assert_eq!(key_cursor(&app), Some(("c1".into(), 0)));
    press(&mut app, KeyCode::Space);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six);
    assert_eq!(history_len(&app), 1);
    assert!(highlighted(&mut app).is_empty());
    assert_all_home(&mut app);
}

#[test]
fn a_keyboard_drop_the_rules_refuse_changes_nothing_and_says_why() {
    let mut app = app("freecell", 1);
    press(&mut app, KeyCode::ArrowDown);
    press(&mut app, KeyCode::Space);
    up_to_the_row_above(&mut app);
    // Along the top row, past the four free cells: the first foundation.
    for _ in 0..4 {
        press(&mut app, KeyCode::ArrowRight);
    }
    assert_eq!(key_cursor(&app).unwrap().0, "f1");
    press(&mut app, KeyCode::Space);
    settle(&mut app);
    assert_eq!(history_len(&app), 0);
    // The core's reason, as a refused drag shows it.
    assert_eq!(
        notice_text(&mut app),
        "An empty foundation starts with an Ace"
    );
    assert!(highlighted(&mut app).is_empty());
    assert_all_home(&mut app);
}

#[test]
fn enter_moves_a_card_as_a_click_does_and_escape_puts_back_what_is_held() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    press(&mut app, KeyCode::ArrowDown);
    // Picked up, then put back: nothing moves and the lights go out.
    press(&mut app, KeyCode::Space);
    assert!(!highlighted(&mut app).is_empty());
    press(&mut app, KeyCode::Escape);
    assert!(highlighted(&mut app).is_empty());
    assert_eq!(history_len(&app), 0);
    // Enter: to its best place, the first free cell (as a click sends it).
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six);
    assert_all_home(&mut app);
}

#[test]
fn the_keyboard_turns_the_stock_and_the_mouse_hides_the_cursor() {
    let mut app = app("lower-48", 1);
    let stock_top = top(&app, "s");
    press(&mut app, KeyCode::ArrowLeft);
    up_to_the_row_above(&mut app);
    // The stock is the leftmost pile of the top row.
    for _ in 0..12 {
        if key_cursor(&app).unwrap().0 == "s" {
            break;
        }
        press(&mut app, KeyCode::ArrowLeft);
    }
    press(&mut app, KeyCode::Space);
    settle(&mut app);
    assert_eq!(top(&app, "w"), stock_top);
    let at = pile_spot(&mut app, "t1");
    click(&mut app, at);
    assert_eq!(key_cursor(&app), None);
}

/// The dialog over the table.
fn overlay(app: &App) -> solitaire::play::Overlay {
    *app.world()
        .resource::<State<solitaire::play::Overlay>>()
        .get()
}

/// Clicks the button labelled `text` (in a dialog or the HUD) where it shows.
fn click_button(app: &mut App, text: &str) {
    let button = app
        .world_mut()
        .query::<(&Text, &ChildOf)>()
        .iter(app.world())
        .map(|(t, parent)| (t, parent.parent()))
        .find(|&(t, button)| {
            t.0 == text
                && app
                    .world()
                    .get::<bevy::ui::ComputedNode>(button)
                    .is_some_and(|n| n.size() != Vec2::ZERO)
        })
        .map(|(_, button)| button)
        .unwrap_or_else(|| panic!("no button {text} shows"));
    click_node(app, button);
}

/// Clicks the middle of UI node `node`.
fn click_node(app: &mut App, node: Entity) {
    // UI nodes are placed in physical pixels; the pointer moves in logical ones.
    let physical = app
        .world()
        .get::<bevy::ui::UiGlobalTransform>(node)
        .unwrap()
        .translation;
    let w = window(app);
    let scale = app.world().get::<Window>(w).unwrap().scale_factor();
    click(app, physical / scale);
}

#[test]
fn leaving_a_deal_under_way_asks_first_and_counts_it_lost() {
    use solitaire::persist::stats::Stats;
    use solitaire::play::Overlay;
    let mut app = app("freecell", 1);
    // Nothing played yet: N deals at once.
    press(&mut app, KeyCode::KeyN);
    settle(&mut app);
    let fresh = session(&app).game.number();
    assert_ne!(fresh, 1);
    assert_eq!(overlay(&app), Overlay::None);
    // One move puts the deal under way: N asks first, and Esc keeps playing.
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    settle(&mut app);
    let played = history_len(&app);
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert_eq!(overlay(&app), Overlay::Leave);
    press(&mut app, KeyCode::Escape);
    settle(&mut app);
    assert_eq!(overlay(&app), Overlay::None);
    assert_eq!(
        (session(&app).game.number(), history_len(&app)),
        (fresh, played)
    );
    // The New button asks too; "Leave it" deals, and the deal left counts as lost.
    click_button(&mut app, "New");
    app.update();
    assert_eq!(overlay(&app), Overlay::Leave);
    click_button(&mut app, "Leave it");
    settle(&mut app);
    assert_eq!(overlay(&app), Overlay::None);
    assert_ne!(session(&app).game.number(), fresh);
    assert!(!session(&app).game.player_has_moved());
    let stats = app.world().resource::<Stats>().game("freecell");
    assert_eq!((stats.played, stats.won, stats.current_streak), (1, 0, 0));
    assert!(
        !app.world()
            .resource::<Stats>()
            .is_under_way("freecell", fresh)
    );
    // Enter answers "Leave it" too.
    let left = session(&app).game.number();
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    settle(&mut app);
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert_eq!(overlay(&app), Overlay::Leave);
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_ne!(session(&app).game.number(), left);
    let stats = app.world().resource::<Stats>().game("freecell");
    assert_eq!((stats.played, stats.won), (2, 0));
}

fn set_focus(app: &mut App, focused: bool) {
    let w = window(app);
    app.world_mut().get_mut::<Window>(w).unwrap().focused = focused;
}

#[test]
fn the_clock_runs_from_the_first_move_and_stops_while_the_window_is_away() {
    let frame = Duration::from_millis(16);
    let mut app = app("freecell", 1);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(session(&app).elapsed, Duration::ZERO, "no move yet");
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    app.update();
    let started = session(&app).elapsed;
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(session(&app).elapsed, started + 10 * frame);
    // Away (another window has focus, or minimised): the clock waits.
    let running = session(&app).elapsed;
    set_focus(&mut app, false);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(session(&app).elapsed, running);
    // Back: the first frame, whose delta spans the absence, does not count; then on.
    set_focus(&mut app, true);
    app.update();
    assert_eq!(session(&app).elapsed, running);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(session(&app).elapsed, running + 5 * frame);
    // The demo's time runs in the background too: it plays on there.
    let running = session(&app).elapsed;
    set_focus(&mut app, false);
    app.world_mut()
        .resource_mut::<solitaire::play::Demo>()
        .start();
    app.update();
    assert_eq!(session(&app).elapsed, running + frame);
}

#[test]
fn with_auto_moves_off_f_finishes_and_one_undo_takes_the_cascade_back() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("freecell", 1);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .auto_home = false;
    app.update();
    // Play the solver's win up to where moves home alone would finish it.
    let g = session(&app).game.clone();
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("FreeCell #1 is won by the solver")
    };
    for mv in moves {
        if session(&app).can_finish {
            break;
        }
        app.world_mut().write_message(Request::Move(mv));
        app.update();
    }
    settle(&mut app);
    assert!(session(&app).can_finish);
    let before = (session(&app).game.position().clone(), history_len(&app));
    // Nothing goes home by itself; the notice says how to finish.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(history_len(&app), before.1);
    assert_eq!(
        notice_text(&mut app),
        "Every card can go home — tap here or press F to finish"
    );
    // A click on that line finishes (for players without a keyboard).
    click_notice(&mut app);
    // F while the cards fly changes nothing: the cascade stays one action.
    press(&mut app, KeyCode::KeyF);
    let mut frames = 0;
    while session(&app).status != solitaire_core::Status::Won {
        app.update();
        frames += 1;
        assert!(frames < 3_000, "the cascade stopped");
    }
    // The cascade is one action: one undo brings every card back (pressed before the
    // win dialog opens, which takes the keys).
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    press(&mut app, KeyCode::KeyZ);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    settle(&mut app);
    assert_eq!(
        (session(&app).game.position().clone(), history_len(&app)),
        before
    );
    // F finishes too.
    press(&mut app, KeyCode::KeyF);
    assert!(history_len(&app) > before.1);
}
