//! Moves and their undoing: auto-moves, finishing, restart, leaving a deal.

use crate::harness::*;

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
    use solitaire::play::Overlay;
    use solitaire::play::Stats;
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
    for id in solitaire_core::game_ids() {
        let mut app = app(id, 3);
        assert_all_home(&mut app);
    }
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

#[test]
fn leaving_a_deal_under_way_asks_first_and_counts_it_lost() {
    use solitaire::play::Overlay;
    use solitaire::play::Stats;
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
