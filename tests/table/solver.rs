//! The solver in the game: hints, the demo, winnable deals and lost positions.

use crate::harness::*;

#[test]
fn while_the_solver_works_on_a_hint_the_app_knows_it() {
    // (The windowed game has frames come every 16 ms then, to pick up the answer.)
    let searching = |app: &App| app.world().resource::<solitaire::assist::Searching>().any();
    // Lower 48 #5 is undecided: the hint search takes its whole 80 ms.
    let mut app = app("lower-48", 5);
    assert!(!searching(&app));
    // (Checked on the very frame the search starts: it takes 80 ms.)
    key(&mut app, KeyCode::KeyH, ButtonState::Pressed);
    assert!(searching(&app));
    key(&mut app, KeyCode::KeyH, ButtonState::Released);
    until_the_searches_end(&mut app, "the hint");
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
            .resource::<solitaire::assist::QuietLook>()
            .is_looking()
    });
    assert!(!app.world().resource::<solitaire::assist::Searching>().any());
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
        .resource::<solitaire::play::Stats>()
        .game("freecell");
    assert_eq!((stats.played, stats.won), (0, 0));
    // The win dialog, after the cascade, says whose win it was.
    run_until(&mut app, "the win dialog", |app| {
        overlay(app) == solitaire::play::Overlay::Won
    });
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
        speed: Some(solitaire::play::Speed::Instant),
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
        .resource_mut::<solitaire::assist::WinnableSearch>()
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
    // No search: the deal chooser deals it in the frame it is asked for.
    app.update();
    assert_ne!(session(&app).deal_serial, before, "no deal came at once");
    let number = session(&app).game.number();
    assert!(
        solitaire_core::solver::known_wins(&solitaire_core::builtin("lower-48").unwrap())
            .contains(&number),
        "#{number}"
    );
}

/// One chooser decides the next deal: a deal asked for while it looks for a winnable
/// one ends the look, which deals nothing over it later.
#[test]
fn a_deal_asked_for_during_the_look_for_a_winnable_one_replaces_it() {
    let (mut app, _) = ask_for_a_winnable_deal("bear-river");
    app.update();
    app.world_mut().write_message(DealAsk::Number(5));
    app.update();
    assert_eq!(session(&app).game.number(), 5);
    let dealt = session(&app).deal_serial;
    for _ in 0..200 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(session(&app).deal_serial, dealt, "the look dealt over it");
    assert_eq!(session(&app).game.number(), 5);
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
