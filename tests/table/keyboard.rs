//! The keyboard: shortcuts, and playing with the cursor.

use crate::harness::*;

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
    // The controls, from the one table of them.
    let shown = ui_texts(&mut app);
    for (keys, what) in solitaire::play::controls(&solitaire_core::lang::Words::english()) {
        let line = format!("{keys}: {what}.");
        assert!(shown.contains(&line), "the rules screen lacks {line}");
    }
    press(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(overlay(&app), solitaire::play::Overlay::None);
}

/// The chooser lists the games in the order their files give, under their families'
/// headings.
#[test]
fn the_chooser_groups_the_games_by_family_in_the_files_order() {
    let mut app = app("freecell", 1);
    press(&mut app, KeyCode::KeyG);
    app.update();
    app.update();
    let mut expected = Vec::new();
    for rules in solitaire_core::builtin_games() {
        let family = rules.def.family.name().to_string();
        if expected.last() != Some(&family) && !expected.contains(&family) {
            expected.push(family);
        }
        expected.push(rules.name().to_string());
    }
    // In reading order: top to bottom.
    let mut listed: Vec<(f32, String)> = app
        .world_mut()
        .query::<(&Text, &bevy::ui::UiGlobalTransform)>()
        .iter(app.world())
        .filter(|(t, _)| expected.contains(&t.0))
        .map(|(t, at)| (at.translation.y, t.0.clone()))
        .collect();
    listed.sort_by(|a, b| a.0.total_cmp(&b.0));
    let listed: Vec<String> = listed.into_iter().map(|(_, t)| t).collect();
    // First the game played last, on top ("Played last"), then every game.
    assert_eq!(listed[0], "FreeCell");
    assert_eq!(listed[1..], expected);
    // Each game's row shows a picture of its opening deal.
    let rows: Vec<Entity> = app
        .world_mut()
        .query_filtered::<Entity, With<solitaire::ui::ChooserRow>>()
        .iter(app.world())
        .collect();
    assert_eq!(rows.len(), solitaire_core::builtin_games().len());
    for row in rows {
        let children = app.world().get::<Children>(row).unwrap();
        let picture = children
            .iter()
            .find(|&c| app.world().get::<ImageNode>(c).is_some())
            .expect("a row without its picture");
        // Screen readers skip it: the row's button names the game.
        let node = app.world().get::<bevy::a11y::AccessibilityNode>(picture);
        assert!(node.is_some_and(|n| n.is_hidden()));
    }
    // A click on a game's picture plays that game, as its button does. (Typed for
    // first: the list runs below the window's edge.)
    for key in [KeyCode::KeyG, KeyCode::KeyO, KeyCode::KeyL, KeyCode::KeyF] {
        press(&mut app, key);
    }
    app.update();
    let (row, _) = app
        .world_mut()
        .query::<(Entity, &solitaire::ui::ChooserRow)>()
        .iter(app.world())
        .find(|(_, r)| r.id == "golf")
        .expect("Golf's row");
    let picture = app.world().get::<Children>(row).unwrap()[0];
    assert!(app.world().get::<ImageNode>(picture).is_some());
    click_node(&mut app, picture);
    settle(&mut app);
    assert_eq!(session(&app).game.rules().id(), "golf");
}

/// The README's table of controls is the game's own table, row for row.
#[test]
fn the_readme_says_the_controls_of_the_one_table() {
    let rows: String = solitaire::play::controls(&solitaire_core::lang::Words::english())
        .iter()
        .map(|(keys, what)| format!("| {keys} | {what} |\n"))
        .collect();
    let table = format!("| | |\n| --- | --- |\n{rows}\n");
    assert!(
        include_str!("../../README.md").contains(&table),
        "the README's controls should read:\n{table}"
    );
}

#[test]
fn a_deal_number_can_be_tapped_in_on_the_keypad() {
    let mut app = app("freecell", 1);
    // (Through the menu, as the bar of a 1280-pixel window keeps Deal # there.)
    click_button(&mut app, "Menu");
    app.update();
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

/// Remote desktops, VNC clients and macro tools send Ctrl down, Z down, Z up and Ctrl
/// up within a millisecond: all four in one frame, Ctrl is up again by the frame's end,
/// and the shortcut still counts.
#[test]
fn a_shortcut_whose_keys_all_come_in_one_frame_still_counts() {
    use ButtonState::{Pressed, Released};
    let mut app = app("freecell", 1);
    click_top(&mut app, "t1");
    assert_eq!(history_len(&app), 1);
    let ctrl = KeyCode::ControlLeft;
    keys_in_one_frame(
        &mut app,
        &[
            (ctrl, Pressed),
            (KeyCode::KeyZ, Pressed),
            (KeyCode::KeyZ, Released),
            (ctrl, Released),
        ],
    );
    settle(&mut app);
    assert_eq!(history_len(&app), 0, "Ctrl+Z undid");
    keys_in_one_frame(
        &mut app,
        &[
            (ctrl, Pressed),
            (KeyCode::KeyY, Pressed),
            (KeyCode::KeyY, Released),
            (ctrl, Released),
        ],
    );
    settle(&mut app);
    assert_eq!(history_len(&app), 1, "Ctrl+Y redid");
    // Ctrl let go before the letter, in the same frame: a plain Z, no shortcut.
    keys_in_one_frame(
        &mut app,
        &[
            (ctrl, Pressed),
            (ctrl, Released),
            (KeyCode::KeyZ, Pressed),
            (KeyCode::KeyZ, Released),
        ],
    );
    settle(&mut app);
    assert_eq!(history_len(&app), 1, "a plain Z does nothing");
}

/// A remote desktop or a macro tool sends T and Space (name the stock, turn it) within
/// one frame: the cursor's keys act in order, and a second move waits for the first.
#[test]
fn cursor_keys_that_come_in_one_frame_act_in_order() {
    use ButtonState::{Pressed, Released};
    let mut app = app("klondike", 1);
    let stock = |app: &App| session(app).game.position().piles[pile(app, "s")].len();
    assert_eq!(stock(&app), 24);
    let space = [(KeyCode::Space, Pressed), (KeyCode::Space, Released)];
    let t = [(KeyCode::KeyT, Pressed), (KeyCode::KeyT, Released)];
    keys_in_one_frame(&mut app, &[&t[..], &space[..]].concat());
    settle(&mut app);
    assert_eq!(stock(&app), 23, "T named the stock and Space turned it");
    keys_in_one_frame(&mut app, &[&space[..], &space[..]].concat());
    settle(&mut app);
    assert_eq!(stock(&app), 21, "both presses turned the stock");
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
