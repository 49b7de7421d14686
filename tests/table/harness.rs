//! The shared harness: the headless game, and real input events sent through Bevy.

pub use bevy::input::ButtonState;
pub use bevy::input::keyboard::{Key, KeyboardInput};
pub use bevy::input::mouse::MouseButtonInput;
pub use bevy::input::touch::{TouchInput, TouchPhase};
pub use bevy::prelude::*;
pub use bevy::time::TimeUpdateStrategy;
pub use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
pub use bevy_tweening::TweenAnim;
pub use solitaire::cards::{CardEntities, CardView, Highlight};
pub use solitaire::options::Options;
pub use solitaire::play::{DealAsk, KeyCursor, Request, Session};
pub use solitaire::table::TableLayout;
pub use solitaire_core::rules::PileKind;
pub use solitaire_core::{Card, Move};
pub use std::time::Duration;

pub fn app(game: &str, deal: u32) -> App {
    app_with(Options {
        game: Some(game.into()),
        deal: Some(deal),
        ..Default::default()
    })
}

/// The headless game with 16 ms frames, once its deal has landed.
pub fn app_with(options: Options) -> App {
    let mut app = solitaire::app::headless(options);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    settle(&mut app);
    app
}

/// Steps until no card moves (the deal has landed) and none is about to: cards sent
/// home by themselves set off a few frames apart.
pub fn settle(app: &mut App) {
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

pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

pub fn pile(app: &App, name: &str) -> usize {
    session(app).game.rules().pile_by_name(name).unwrap()
}

pub fn top(app: &App, name: &str) -> Card {
    session(app).game.position().piles[pile(app, name)]
        .top()
        .unwrap()
}

pub fn entity(app: &App, card: Card) -> Entity {
    app.world().resource::<CardEntities>().by_id[card.id() as usize]
}

pub fn translation(app: &App, card: Card) -> Vec3 {
    app.world()
        .get::<Transform>(entity(app, card))
        .unwrap()
        .translation
}

/// Screen position (logical pixels) of a world point.
pub fn screen(app: &mut App, world: Vec2) -> Vec2 {
    let (camera, transform) = app
        .world_mut()
        .query_filtered::<(&Camera, &GlobalTransform), With<solitaire::table::TableCamera>>()
        .single(app.world())
        .unwrap();
    camera
        .world_to_viewport(transform, world.extend(0.0))
        .unwrap()
}

/// A point on the visible part of a card: near its top left corner, which a card fanned
/// on top of it, down or to the right, leaves uncovered.
pub fn on_card(app: &mut App, card: Card) -> Vec2 {
    let size = app.world().resource::<TableLayout>().card;
    let corner = Vec2::new(-size.x / 2.0 + size.x * 0.08, size.y / 2.0 - size.y * 0.06);
    let at = translation(app, card).truncate() + corner;
    screen(app, at)
}

pub fn pile_spot(app: &mut App, name: &str) -> Vec2 {
    let p = pile(app, name);
    let layout = app.world().resource::<TableLayout>().clone();
    let pile = session(app).game.position().piles[p].clone();
    let at = layout.top_spot(p, &pile);
    screen(app, at)
}

pub fn window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap()
}

pub fn send(app: &mut App, event: WindowEvent) {
    app.world_mut().write_message(event);
    app.update();
}

/// Window events that arrive together, in one frame, as a remote desktop, a pen tablet
/// or an automation tool sends a move and a click.
pub fn in_one_frame(app: &mut App, events: impl IntoIterator<Item = WindowEvent>) {
    for event in events {
        app.world_mut().write_message(event);
    }
    app.update();
}

/// A mouse move to `at` with a click there, all in one frame.
pub fn click_in_one_frame(app: &mut App, at: Vec2) {
    mouse_in_one_frame(app, at, &[ButtonState::Pressed, ButtonState::Released]);
}

/// The mouse arrives at `at` and its button goes down in the same frame, as a slow
/// frame or a remote desktop delivers a drag's start.
pub fn press_in_one_frame(app: &mut App, at: Vec2) {
    mouse_in_one_frame(app, at, &[ButtonState::Pressed]);
}

/// The cursor moves to `at`, then the left button takes `states`, all in one frame.
fn mouse_in_one_frame(app: &mut App, at: Vec2, states: &[ButtonState]) {
    let window = window(app);
    let buttons = states.iter().map(|&state| left_button(window, state));
    in_one_frame(
        app,
        std::iter::once(cursor_moved(window, at)).chain(buttons),
    );
}

/// A whole drag from `from` to `to` in one frame: the move there, the press, six moves
/// on the way and the release, as a loaded machine delivers a quick drag.
pub fn drag_in_one_frame(app: &mut App, from: Vec2, to: Vec2) {
    let window = window(app);
    let mut events = vec![
        cursor_moved(window, from),
        left_button(window, ButtonState::Pressed),
    ];
    events.extend((1..=6).map(|k| cursor_moved(window, from.lerp(to, k as f32 / 6.0))));
    events.push(left_button(window, ButtonState::Released));
    in_one_frame(app, events);
}

fn cursor_moved(window: Entity, position: Vec2) -> WindowEvent {
    WindowEvent::CursorMoved(CursorMoved {
        window,
        position,
        delta: None,
    })
}

fn left_button(window: Entity, state: ButtonState) -> WindowEvent {
    WindowEvent::MouseButtonInput(MouseButtonInput {
        button: MouseButton::Left,
        state,
        window,
    })
}

pub fn cursor(app: &mut App, position: Vec2) {
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

pub fn button(app: &mut App, state: ButtonState) {
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

pub fn mouse_drag(app: &mut App, from: Vec2, to: Vec2) {
    cursor(app, from);
    button(app, ButtonState::Pressed);
    for k in 1..=6 {
        cursor(app, from.lerp(to, k as f32 / 6.0));
    }
    button(app, ButtonState::Released);
}

/// Clicks the top card of pile `name`, lets it land, and returns the card.
pub fn click_top(app: &mut App, name: &str) -> Card {
    let card = top(app, name);
    let at = on_card(app, card);
    click(app, at);
    settle(app);
    card
}

pub fn click(app: &mut App, at: Vec2) {
    cursor(app, at);
    button(app, ButtonState::Pressed);
    button(app, ButtonState::Released);
}

/// A touch as winit reports it: as a window event and as a message of its own.
pub fn touch(app: &mut App, phase: TouchPhase, position: Vec2, id: u64) {
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
pub fn key(app: &mut App, code: KeyCode, state: ButtonState) {
    key_typing(app, code, us_typed(code), state);
}

/// What the key at place `code` types on a US keyboard: the letter keys their letter.
fn us_typed(code: KeyCode) -> Key {
    let letter = format!("{code:?}")
        .strip_prefix("Key")
        .map(str::to_ascii_lowercase);
    match letter {
        Some(l) if l.len() == 1 => Key::Character(l.into()),
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    }
}

/// A key at place `code` that types `logical_key` (which depends on the layout).
pub fn key_typing(app: &mut App, code: KeyCode, logical_key: Key, state: ButtonState) {
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

/// Keys going down and up all in one frame, in this order, as a remote desktop, a VNC
/// client or a macro tool sends a shortcut (on a US keyboard).
pub fn keys_in_one_frame(app: &mut App, keys: &[(KeyCode, ButtonState)]) {
    let window = window(app);
    for &(code, state) in keys {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: us_typed(code),
            state,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

/// Steps until the solver's searches in the background have ended (a hint, the demo's
/// search), and one frame more to show what they found.
pub fn until_the_searches_end(app: &mut App, what: &str) {
    let searching = |app: &App| app.world().resource::<solitaire::assist::Searching>().any();
    let mut frames = 0;
    while searching(app) {
        app.update();
        frames += 1;
        assert!(frames < 5_000, "{what}: the search never ended");
        std::thread::sleep(Duration::from_millis(1));
    }
    app.update();
}

/// What the notice line at the bottom of the table says.
pub fn notice_text(app: &mut App) -> String {
    app.world_mut()
        .query::<(&solitaire::ui::NoticeText, &Text)>()
        .iter(app.world())
        .map(|(_, t)| t.0.clone())
        .collect()
}

/// Clicks the notice line at the bottom (the finish line and the way back take clicks).
pub fn click_notice(app: &mut App) {
    let notice = app
        .world_mut()
        .query_filtered::<Entity, With<solitaire::ui::NoticeText>>()
        .single(app.world())
        .unwrap();
    click_node(app, notice);
}

pub fn history_len(app: &App) -> usize {
    session(app).game.history().len()
}

/// Every card rests exactly where the layout puts it.
pub fn assert_all_home(app: &mut App) {
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

pub fn highlighted(app: &mut App) -> Vec<String> {
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

/// Picks up the top card of pile `name` with the mouse and carries it down a way,
/// button held; returns the card and where it rested.
pub fn lift_top(app: &mut App, name: &str) -> (Card, Vec3) {
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

/// Every text the UI shows (HUD, dialogs).
pub fn ui_texts(app: &mut App) -> Vec<String> {
    app.world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|t| t.0.clone())
        .collect()
}

/// The HUD's line of figures (moves, time, stock).
pub fn hud_figures(app: &mut App) -> String {
    ui_texts(app)
        .into_iter()
        .find(|t| t.starts_with("Moves"))
        .expect("the HUD shows the moves")
}

/// What the empty stock's place says.
pub fn stock_sign(app: &mut App) -> String {
    let stock = pile(app, "s");
    app.world_mut()
        .query::<(&solitaire::cards::SlotLabel, &Text2d)>()
        .iter(app.world())
        .find(|(label, _)| label.pile == stock)
        .map(|(_, text)| text.0.clone())
        .expect("the stock's place is labelled")
}

/// Draws the whole stock through requests.
pub fn draw_all(app: &mut App) {
    while !session(app).game.position().piles[pile(app, "s")].is_empty() {
        app.world_mut().write_message(Request::Move(Move::Draw));
        app.update();
    }
    settle(app);
}

/// The font sizes of the letters on the empty piles' places.
pub fn slot_label_sizes(app: &mut App) -> Vec<f32> {
    app.world_mut()
        .query::<(&solitaire::cards::SlotLabel, &TextFont)>()
        .iter(app.world())
        .map(|(_, font)| match font.font_size {
            bevy::text::FontSize::Px(px) => px,
            other => panic!("{other:?}"),
        })
        .collect()
}

/// Resizes the window as winit reports it (its new size, then the message) and lets
/// the table settle.
pub fn resize(app: &mut App, width: f32, height: f32) {
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
pub fn shown_buttons(app: &mut App) -> Vec<String> {
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

/// Ctrl and the key at place `code` that types `letter` on the player's layout.
pub fn ctrl_typing(app: &mut App, code: KeyCode, letter: &str) {
    key(app, KeyCode::ControlLeft, ButtonState::Pressed);
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_typing(app, code, Key::Character(letter.into()), state);
    }
    key(app, KeyCode::ControlLeft, ButtonState::Released);
    settle(app);
}

/// Whether the HUD button labelled `text` is lit (not dimmed for having nothing to do).
pub fn lit(app: &mut App, text: &str) -> bool {
    app.world_mut()
        .query::<(&Text, &TextColor)>()
        .iter(app.world())
        .find(|(t, _)| t.0 == text)
        .map(|(_, c)| c.0.alpha() > 0.9)
        .unwrap_or_else(|| panic!("no label {text}"))
}

pub fn data_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("solitaire-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn app_in(dir: &std::path::Path) -> App {
    let options = Options {
        data_dir: Some(dir.to_path_buf()),
        ..Default::default()
    };
    app_with(options)
}

pub fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
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

/// Deal #1 of `game` with "winnable deals only" on, and a new deal asked for; with the
/// deal serial from before the ask.
pub fn ask_for_a_winnable_deal(game: &str) -> (App, u64) {
    let mut app = app(game, 1);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .winnable_only = true;
    app.update();
    let before = session(&app).deal_serial;
    app.world_mut().write_message(DealAsk::New(None));
    (app, before)
}

/// A Bear River deal the solver wins, with the cards the deal sends home gone home,
/// and random moves from there (a fixed LCG) that the solver proves lose it.
pub fn a_losing_line() -> (u32, solitaire_core::Game, Vec<Move>) {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let verdict =
        |g: &solitaire_core::Game| solve(g.rules(), g.position(), &Budget::nodes(100_000)).verdict;
    let mut seed: u64 = 11;
    for number in 1..50 {
        let mut g =
            solitaire_core::Game::new(solitaire_core::builtin("bear-river").unwrap(), number)
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

pub fn press(app: &mut App, code: KeyCode) {
    key(app, code, ButtonState::Pressed);
    key(app, code, ButtonState::Released);
}

/// The pile under the keyboard cursor, by name, and the card of it.
pub fn key_cursor(app: &App) -> Option<(String, usize)> {
    let game = &session(app).game;
    let at = app.world().resource::<KeyCursor>().place(game)?;
    Some((game.rules().piles[at.0].name.clone(), at.1))
}

/// Presses Up until the keyboard cursor leaves its pile.
pub fn up_to_the_row_above(app: &mut App) {
    let start = key_cursor(app).unwrap().0;
    for _ in 0..13 {
        press(app, KeyCode::ArrowUp);
        if key_cursor(app).unwrap().0 != start {
            return;
        }
    }
    panic!("the cursor never left {start}");
}

/// The dialog over the table.
pub fn overlay(app: &App) -> solitaire::play::Overlay {
    *app.world()
        .resource::<State<solitaire::play::Overlay>>()
        .get()
}

/// Clicks the button labelled `text` (in a dialog or the HUD) where it shows.
pub fn click_button(app: &mut App, text: &str) {
    let button = button_node(app, text);
    click_node(app, button);
}

/// The button labelled `text` that shows.
pub fn button_node(app: &mut App, text: &str) -> Entity {
    app.world_mut()
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
        .unwrap_or_else(|| panic!("no button {text} shows"))
}

/// Clicks the middle of UI node `node`.
pub fn click_node(app: &mut App, node: Entity) {
    let at = node_centre(app, node);
    click(app, at);
}

/// The middle of UI node `node`, where the pointer goes.
pub fn node_centre(app: &mut App, node: Entity) -> Vec2 {
    // UI nodes are placed in physical pixels; the pointer moves in logical ones.
    let physical = app
        .world()
        .get::<bevy::ui::UiGlobalTransform>(node)
        .unwrap()
        .translation;
    let w = window(app);
    let scale = app.world().get::<Window>(w).unwrap().scale_factor();
    physical / scale
}

/// The window gains or loses the keyboard focus, as winit reports it.
pub fn set_focus(app: &mut App, focused: bool) {
    let w = window(app);
    app.world_mut().get_mut::<Window>(w).unwrap().focused = focused;
    app.world_mut()
        .write_message(bevy::window::WindowFocused { window: w, focused });
}

/// Every card of the deal, pile by pile.
pub fn all_cards(app: &App) -> Vec<Card> {
    session(app)
        .game
        .position()
        .piles
        .iter()
        .flat_map(|p| p.cards.clone())
        .collect()
}
