//! How the table moves and sounds: cards lift in the hand and shake off a refused
//! drop, the sound effects follow the game and the settings, and a window without the
//! keyboard focus still takes the pointer.

use crate::harness::*;
use solitaire::cards::{LIFT, Lifted};
use solitaire::play::{Celebration, Demo, Settings};
use solitaire::sound::{DEMO_VOLUME, Effect, Sound};

/// Every sound cued since the app started.
#[derive(Resource, Default)]
struct Heard(Vec<Sound>);

fn listening(mut app: App) -> App {
    app.init_resource::<Heard>().add_systems(
        Last,
        |mut sounds: MessageReader<Sound>, mut heard: ResMut<Heard>| {
            heard.0.extend(sounds.read().copied());
        },
    );
    app
}

fn heard(app: &mut App) -> Vec<Sound> {
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

fn effects(app: &mut App) -> Vec<Effect> {
    heard(app).iter().map(|s| s.effect).collect()
}

fn scale(app: &App, card: Card) -> f32 {
    app.world()
        .get::<Transform>(entity(app, card))
        .unwrap()
        .scale
        .x
}

/// The offset of a card's shadow from the card.
fn shadow(app: &mut App, card: Card) -> Vec2 {
    let children: Vec<Entity> = app
        .world()
        .get::<Children>(entity(app, card))
        .unwrap()
        .iter()
        .collect();
    let shadows: Vec<Vec2> = children
        .into_iter()
        .filter(|&c| app.world().get::<solitaire::cards::Shadow>(c).is_some())
        .map(|c| {
            app.world()
                .get::<Transform>(c)
                .unwrap()
                .translation
                .truncate()
        })
        .collect();
    assert_eq!(shadows.len(), 1);
    shadows[0]
}

#[test]
fn a_card_in_the_hand_is_lifted_and_settles_when_put_down() {
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let resting = shadow(&mut app, six);
    assert_eq!(scale(&app, six), 1.0);
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c1"));
    cursor(&mut app, from);
    button(&mut app, ButtonState::Pressed);
    for k in 1..=10 {
        cursor(&mut app, from.lerp(to, k as f32 / 12.0));
    }
    assert!(app.world().get::<Lifted>(entity(&app, six)).is_some());
    assert!(
        (scale(&app, six) - LIFT).abs() < 1e-3,
        "{}",
        scale(&app, six)
    );
    let lifted = shadow(&mut app, six);
    assert!(
        lifted.length() > resting.length() * 2.0,
        "the shadow falls further: {resting} then {lifted}"
    );
    cursor(&mut app, to);
    button(&mut app, ButtonState::Released);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six);
    assert_eq!(scale(&app, six), 1.0);
    assert_eq!(shadow(&mut app, six), resting);
    assert!(app.world().get::<Lifted>(entity(&app, six)).is_none());
}

#[test]
fn a_refused_drop_shakes_before_the_cards_fly_back() {
    let mut app = listening(app("freecell", 1));
    let six = top(&app, "t1");
    let home = translation(&app, six);
    // 6♠ onto 9♣: refused.
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "t2"));
    mouse_drag(&mut app, from, to);
    let dropped = translation(&app, six).x;
    // Watch the card: it goes right and left of where it was let go, then home.
    let (mut right, mut left) = (false, false);
    for _ in 0..30 {
        app.update();
        let x = translation(&app, six).x;
        right |= x > dropped + 2.0;
        left |= x < dropped - 2.0 && (x - home.x).abs() > (dropped - home.x).abs() * 0.5;
    }
    assert!(right && left, "the card shook (right {right}, left {left})");
    settle(&mut app);
    assert_eq!(translation(&app, six), home);
    assert_eq!(history_len(&app), 0);
    let sounds = effects(&mut app);
    assert!(
        sounds.contains(&Effect::PickUp) && sounds.contains(&Effect::Refused),
        "{sounds:?}"
    );
}

#[test]
fn a_window_without_the_keyboard_focus_still_takes_drags() {
    let mut app = app("freecell", 1);
    set_focus(&mut app, false);
    app.update();
    let six = top(&app, "t1");
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c1"));
    mouse_drag(&mut app, from, to);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six);
    assert_eq!(history_len(&app), 1);
}

#[test]
fn moves_cue_their_sounds_and_the_mute_key_silences_them_and_is_saved() {
    let dir = data_dir("sound");
    let options = Options {
        game: Some("freecell".into()),
        deal: Some(1),
        data_dir: Some(dir.clone()),
        ..Default::default()
    };
    let mut app = listening(app_with(options.clone()));
    heard(&mut app);
    // 6♠ clicked to a free cell: a card put down, at the settings' volume.
    click_top(&mut app, "t1");
    let sounds = heard(&mut app);
    assert_eq!(
        sounds,
        [Sound {
            effect: Effect::Drop,
            volume: 0.7
        }]
    );
    ctrl_typing(&mut app, KeyCode::KeyZ, "z");
    settle(&mut app);
    assert_eq!(effects(&mut app), [Effect::Undo]);
    // M: sound off, said on the notice line, and nothing cued any more.
    press(&mut app, KeyCode::KeyM);
    app.update();
    assert!(app.world().resource::<Settings>().muted);
    assert!(notice_text(&mut app).contains("Sound off"));
    click_top(&mut app, "t1");
    assert_eq!(effects(&mut app), []);
    settle(&mut app);
    let saved = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(saved.contains("muted: true"), "{saved}");
    // The next start is silent too, until M again.
    drop(app);
    let mut app = listening(app_with(options));
    assert!(app.world().resource::<Settings>().muted);
    press(&mut app, KeyCode::KeyM);
    app.update();
    assert!(!app.world().resource::<Settings>().muted);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_demo_plays_quieter_than_the_player() {
    let mut app = listening(app("freecell", 1));
    heard(&mut app);
    app.world_mut().resource_mut::<Demo>().start();
    run_until(&mut app, "the demo's first move", |app| {
        !app.world().resource::<Heard>().0.is_empty()
    });
    let sound = heard(&mut app)[0];
    assert!((sound.volume - 0.7 * DEMO_VOLUME).abs() < 1e-6, "{sound:?}");
}

/// FreeCell #1 won by the solver's moves, at normal speed.
fn won_freecell() -> App {
    won_freecell_with(|_| {})
}

/// FreeCell #1 won by the solver's moves, with the settings `set` makes.
fn won_freecell_with(set: impl FnOnce(&mut Settings)) -> App {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("freecell", 1);
    set(&mut app.world_mut().resource_mut::<Settings>());
    let g = &session(&app).game;
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("deal #1 is won")
    };
    for mv in &moves {
        app.world_mut().write_message(Request::AutoMove(*mv));
        app.update();
    }
    assert_eq!(session(&app).status, solitaire_core::Status::Won);
    app
}

fn celebrating(app: &App) -> bool {
    app.world().resource::<Celebration>().running
}

fn shown(app: &App, card: Card) -> bool {
    app.world().get::<Visibility>(entity(app, card)) != Some(&Visibility::Hidden)
}

#[test]
fn the_win_cascades_the_cards_off_the_table_and_a_click_ends_it() {
    let mut app = won_freecell();
    run_until(&mut app, "the cascade", |app| celebrating(app));
    let king = top(&app, "f1");
    let resting = translation(&app, king);
    // The Kings leave first and bounce down the table.
    let mut lowest = resting.y;
    for _ in 0..40 {
        app.update();
        lowest = lowest.min(translation(&app, king).y);
    }
    assert!(
        lowest < resting.y - 100.0,
        "the King fell: {resting} to {lowest}"
    );
    assert_eq!(
        overlay(&app),
        solitaire::play::Overlay::None,
        "no dialog yet"
    );
    // A click ends it: every card off the table, and the win dialog comes.
    click(&mut app, Vec2::new(640.0, 400.0));
    assert!(!celebrating(&app));
    let all = all_cards(&app);
    assert!(all.iter().all(|&c| !shown(&app, c)));
    run_until(&mut app, "the win dialog", |app| {
        overlay(app) == solitaire::play::Overlay::Won
    });
    // Taken back, the win leaves the cards on the table again.
    app.world_mut().write_message(Request::Undo);
    settle(&mut app);
    assert!(all.iter().all(|&c| shown(&app, c)));
    assert_all_home(&mut app);
}

#[test]
fn left_alone_the_cascade_ends_by_itself_with_every_card_gone() {
    let mut app = won_freecell();
    run_until(&mut app, "the cascade", |app| celebrating(app));
    run_until(&mut app, "the end of the cascade", |app| !celebrating(app));
    let all = all_cards(&app);
    assert_eq!(all.len(), 52);
    assert!(all.iter().all(|&c| !shown(&app, c)));
    run_until(&mut app, "the win dialog", |app| {
        overlay(app) == solitaire::play::Overlay::Won
    });
}

/// The notice line's box on screen (logical pixels, top left and bottom right).
fn notice_box(app: &mut App) -> (Vec2, Vec2) {
    let w = window(app);
    let scale = app.world().get::<Window>(w).unwrap().scale_factor();
    let (node, at) = app
        .world_mut()
        .query_filtered::<(&bevy::ui::ComputedNode, &bevy::ui::UiGlobalTransform), With<solitaire::ui::NoticeText>>()
        .single(app.world())
        .unwrap();
    let (centre, half) = (at.translation / scale, node.size() / scale / 2.0);
    (centre - half, centre + half)
}

#[test]
fn the_welcome_line_covers_no_card_in_any_game_or_window() {
    for (width, height) in [(1280.0, 800.0), (800.0, 600.0), (1920.0, 1080.0)] {
        for game in solitaire_core::game_ids() {
            let dir = data_dir(&format!("welcome-{game}-{width}"));
            let mut app = app_with(Options {
                game: Some(game.to_string()),
                deal: Some(7),
                data_dir: Some(dir.clone()),
                ..Default::default()
            });
            resize(&mut app, width, height);
            assert!(notice_text(&mut app).starts_with("Welcome!"));
            let (top_left, _) = notice_box(&mut app);
            let card = app.world().resource::<TableLayout>().card;
            let cards = all_cards(&app);
            let lowest = cards
                .into_iter()
                .map(|c| {
                    let at = translation(&app, c).truncate() - Vec2::new(0.0, card.y / 2.0);
                    screen(&mut app, at).y
                })
                .fold(0.0, f32::max);
            assert!(
                lowest <= top_left.y,
                "{game} at {width}x{height}: a card reaches {lowest}, the line starts at {}",
                top_left.y
            );
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }
}

#[test]
fn reduced_motion_puts_cards_in_place_at_once_and_skips_the_cascade() {
    let mut app = app("freecell", 1);
    app.world_mut().resource_mut::<Settings>().reduce_motion = true;
    let six = top(&app, "t1");
    let at = on_card(&mut app, six);
    click(&mut app, at);
    app.update();
    // In its free cell already, with no flight on it (only a fade).
    assert_eq!(top(&app, "c1"), six);
    assert!(app.world().get::<TweenAnim>(entity(&app, six)).is_none());
    assert_all_home(&mut app);
    // A win shows its dialog with no cascade.
    let mut app = won_freecell_with(|s| s.reduce_motion = true);
    for _ in 0..20 {
        app.update();
        assert!(!celebrating(&app));
    }
    run_until(&mut app, "the win dialog", |app| {
        overlay(app) == solitaire::play::Overlay::Won
    });
}

#[test]
fn the_click_that_wins_does_not_end_the_cascade_it_starts() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("freecell", 1);
    app.world_mut().resource_mut::<Settings>().auto_home = false;
    let g = &session(&app).game;
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("deal #1 is won")
    };
    let (last, line) = moves.split_last().unwrap();
    for mv in line {
        app.world_mut().write_message(Request::AutoMove(*mv));
        app.update();
    }
    settle(&mut app);
    // The last card goes home by a click on it.
    let Move::Transfer { from, .. } = *last else {
        panic!("FreeCell has no stock")
    };
    let card = *session(&app).game.position().piles[from]
        .cards
        .last()
        .unwrap();
    let at = on_card(&mut app, card);
    click(&mut app, at);
    assert_eq!(session(&app).status, solitaire_core::Status::Won);
    for _ in 0..10 {
        app.update();
    }
    assert!(
        celebrating(&app),
        "the cascade runs on after the winning click"
    );
}
