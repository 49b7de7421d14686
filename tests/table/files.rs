//! What is kept between sessions: the saved game, settings and statistics.

use crate::harness::*;

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

#[test]
fn a_first_start_welcomes_the_player_once() {
    let dir = data_dir("welcome");
    let mut app = app_in(&dir);
    let shown = notice_text(&mut app);
    assert!(
        shown.starts_with("Welcome!") && shown.contains("under Menu › Games"),
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
        solitaire::table::colours::table_colour(TableColour::Blue)
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
    // Its face, drawn at the card's size, is printed in green.
    let e = entity(&app, club);
    let image = app.world().get::<Sprite>(e).unwrap().image.clone();
    let images = app.world().resource::<Assets<Image>>();
    let face = images.get(&image).unwrap();
    let size = app.world().resource::<TableLayout>().card;
    assert_eq!(face.width(), size.x.round() as u32);
    let pixels = face.data.as_ref().unwrap();
    let green = pixels
        .chunks(4)
        .filter(|p| {
            let [r, g, b, a] = [p[0], p[1], p[2], p[3]].map(i32::from);
            g > r + 40 && g > b + 20 && a == 255
        })
        .count();
    let black = pixels
        .chunks(4)
        .filter(|p| p[0] < 60 && p[1] < 60 && p[2] < 60 && p[3] == 255)
        .count();
    assert!(
        green > 100 && black == 0,
        "{green} green, {black} black pixels"
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
    use solitaire::play::Stats;
    use solitaire_core::solver::{Budget, Verdict, solve};
    let dir = data_dir("stats");
    let options = Options {
        game: Some("freecell".into()),
        deal: Some(1),
        data_dir: Some(dir.clone()),
        speed: Some(solitaire::play::Speed::Instant),
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
    app.world_mut().write_message(DealAsk::Number(2));
    app.update();
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    app.update();
    app.world_mut().write_message(DealAsk::Number(3));
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
