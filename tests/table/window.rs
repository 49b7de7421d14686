//! The window: resizing, narrow windows, its title and size, and the clock while it is away.

use crate::harness::*;

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
    resize(&mut app, 2000.0, 1000.0);
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
    resize(&mut app, 2000.0, 1000.0);
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

/// A dialog taller than the window scrolls: by the wheel over it, and to the button the
/// keys focus (the game chooser at 800x600 lists more games than fit).
#[test]
fn a_dialog_taller_than_the_window_scrolls_by_wheel_and_follows_the_focus() {
    use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
    use solitaire::play::Overlay;
    let mut app = app("golf", 1);
    resize(&mut app, 800.0, 600.0);
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::Chooser);
    for _ in 0..3 {
        app.update();
    }
    let scrolled = |app: &mut App| {
        app.world_mut()
            .query::<&ScrollPosition>()
            .iter(app.world())
            .map(|s| s.y)
            .fold(0.0, f32::max)
    };
    // The chooser opens at its top: the game played is listed there, under "Played
    // last", with the focus on it.
    assert_eq!(scrolled(&mut app), 0.0);
    let wheel = |app: &mut App, y: f32| {
        let window = window(app);
        send(
            app,
            WindowEvent::MouseWheel(MouseWheel {
                unit: MouseScrollUnit::Line,
                x: 0.0,
                y,
                window,
                phase: TouchPhase::Moved,
            }),
        );
        app.update();
    };
    cursor(&mut app, Vec2::new(400.0, 300.0));
    wheel(&mut app, 100.0);
    assert_eq!(scrolled(&mut app), 0.0);
    wheel(&mut app, -3.0);
    let down = scrolled(&mut app);
    assert!(down > 0.0, "the wheel scrolls the chooser down");
    wheel(&mut app, 10.0);
    assert_eq!(scrolled(&mut app), 0.0, "and back to the top, no further");
    // Tab round to the last button: the chooser scrolls to show it.
    let w = window(&mut app);
    let height = app.world().get::<Window>(w).unwrap().physical_height() as f32;
    for _ in 0..40 {
        key(&mut app, KeyCode::Tab, ButtonState::Pressed);
        key(&mut app, KeyCode::Tab, ButtonState::Released);
        app.update();
        let focused = app
            .world()
            .resource::<bevy::input_focus::InputFocus>()
            .get();
        let Some(f) = focused else { continue };
        let (node, at) = app
            .world_mut()
            .query::<(&bevy::ui::ComputedNode, &bevy::ui::UiGlobalTransform)>()
            .get(app.world(), f)
            .unwrap();
        // (Physical pixels, as the window's height.)
        let bottom = at.translation.y + node.size().y / 2.0;
        assert!(
            bottom <= height,
            "the focused button is in view ({bottom} of {height})"
        );
    }
    assert!(scrolled(&mut app) > 0.0, "the focus took the chooser down");
}

#[test]
fn the_window_title_names_the_game_and_deal() {
    let mut app = app("bear-river", 3);
    let w = window(&mut app);
    assert_eq!(
        app.world().get::<Window>(w).unwrap().title,
        "Bear River #3 — Solitaire"
    );
    app.world_mut().write_message(DealAsk::Number(17));
    settle(&mut app);
    assert_eq!(
        app.world().get::<Window>(w).unwrap().title,
        "Bear River #17 — Solitaire"
    );
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
    let next =
        solitaire::persist::load(Some(&solitaire::persist::Shelf::Folder(dir.clone())), false)
            .settings
            .window;
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

/// The chooser: letters typed filter the games (by name, or a word of their summary or
/// family), Backspace takes one back; a star makes a game a favourite, listed first
/// and kept in the settings; the game played is listed under "Played last".
#[test]
fn the_chooser_finds_games_as_you_type_and_lists_favourites_first() {
    use solitaire::play::{Overlay, Settings};
    use solitaire::ui::{ChooserRow, FavouriteStar};
    let mut app = app("freecell", 1);
    press(&mut app, KeyCode::KeyG);
    for _ in 0..3 {
        app.update();
    }
    let shown = |app: &mut App| -> Vec<String> {
        app.world_mut()
            .query::<(&ChooserRow, &Node)>()
            .iter(app.world())
            .filter(|(_, n)| n.display != Display::None)
            .map(|(r, _)| r.id.clone())
            .collect()
    };
    assert_eq!(shown(&mut app).len(), solitaire_core::game_ids().len());
    let type_letter = |app: &mut App, c: char| {
        let code = KeyCode::KeyA; // (the place does not matter: the letter typed does)
        key_typing(
            app,
            code,
            Key::Character(c.to_string().into()),
            ButtonState::Pressed,
        );
        key_typing(
            app,
            code,
            Key::Character(c.to_string().into()),
            ButtonState::Released,
        );
    };
    for c in "fort".chars() {
        type_letter(&mut app, c);
    }
    // Forty Thieves, and Lower 48 of its family.
    assert_eq!(shown(&mut app), ["forty-thieves", "lower-48"]);
    assert!(ui_texts(&mut app).iter().any(|t| t == "Find: fort_"));
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    // "fo": Forty Thieves, ForeCell, and games with a word starting so ("four").
    let fo = shown(&mut app);
    assert!(fo.contains(&"forecell".to_string()) && fo.contains(&"forty-thieves".to_string()));
    assert!(!fo.contains(&"golf".to_string()), "{fo:?}");
    for _ in 0..2 {
        press(&mut app, KeyCode::Backspace);
    }
    assert_eq!(shown(&mut app).len(), solitaire_core::game_ids().len());
    // A star: Spider becomes a favourite, listed on top.
    let star = app
        .world_mut()
        .query::<(Entity, &FavouriteStar)>()
        .iter(app.world())
        .find(|(_, s)| s.0 == "spider")
        .map(|(e, _)| e)
        .unwrap();
    // (By the keys: the focus on the star, which scrolls into view, and Space.)
    app.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(star, bevy::input_focus::FocusCause::Navigated);
    app.update();
    press(&mut app, KeyCode::Space);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(app.world().resource::<Settings>().favourites, ["spider"]);
    let texts = ui_texts(&mut app);
    let favourites = texts
        .iter()
        .position(|t| t == "Favourites")
        .expect("a heading");
    let played = texts
        .iter()
        .position(|t| t == "Played last")
        .expect("a heading");
    assert!(favourites < played, "{texts:?}");
    assert!(texts.iter().any(|t| t == "★"));
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::Chooser
    );
    // Typing puts the focus on the first game found: Enter plays it.
    for c in "eight".chars() {
        type_letter(&mut app, c);
    }
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(session(&app).game.rules().id(), "eight-off");
}
