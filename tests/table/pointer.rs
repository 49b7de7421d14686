//! Mouse and touch: drags, drops, clicks, taps and the stock.

use crate::harness::*;

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
            let g = solitaire_core::Game::new(rules.clone(), deal).unwrap();
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

/// A move, a press and a release in one frame (remote desktops, pen tablets, automation
/// and switch-access tools click so): the click lands on the card moved to, for the
/// mouse, for a touch, and on a button.
#[test]
fn a_click_that_comes_with_its_pointer_move_is_not_lost() {
    let mut app = app("freecell", 1);
    let away = pile_spot(&mut app, "c4");
    cursor(&mut app, away);
    let six = top(&app, "t1");
    let at = on_card(&mut app, six);
    settle(&mut app);
    click_in_one_frame(&mut app, at);
    // The release waits for the next frame, which an idle window asks for at once (it
    // would otherwise wait for more input).
    let redraws = app
        .world()
        .resource::<Messages<bevy::window::RequestRedraw>>()
        .iter_current_update_messages()
        .count();
    assert!(redraws > 0, "no frame was asked for");
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six, "the click sent 6♠ to a free cell");
    // A quick tap: the finger lands and lifts within one frame.
    let next = top(&app, "t1");
    let at = on_card(&mut app, next);
    let window = window(&mut app);
    let finger = |phase| {
        WindowEvent::TouchInput(TouchInput {
            phase,
            position: at,
            window,
            force: None,
            id: 7,
        })
    };
    in_one_frame(
        &mut app,
        [finger(TouchPhase::Started), finger(TouchPhase::Ended)],
    );
    settle(&mut app);
    assert_eq!(history_len(&app), 2, "the tap moved {next}");
    // The toolbar's Undo, clicked as the pointer arrives on it.
    let undo = button_node(&mut app, "Undo");
    let at = node_centre(&mut app, undo);
    cursor(&mut app, away);
    click_in_one_frame(&mut app, at);
    settle(&mut app);
    assert_eq!(history_len(&app), 1, "Undo was clicked");
}

/// FreeCell #1 with the mouse away from the table: 9♣ on column 2, a point on it, and
/// the second free cell to drag it to.
fn nine_to_the_second_cell() -> (App, Card, Vec2, Vec2) {
    let mut app = app("freecell", 1);
    let away = pile_spot(&mut app, "c4");
    cursor(&mut app, away);
    let nine = top(&app, "t2");
    let from = on_card(&mut app, nine);
    let to = pile_spot(&mut app, "c2");
    settle(&mut app);
    (app, nine, from, to)
}

/// A drag whose press comes in the frame the mouse arrived on the card (a quick hand, a
/// browser's automation, a remote desktop) still picks the card up.
#[test]
fn a_drag_pressed_as_the_mouse_arrives_still_picks_the_card_up() {
    let (mut app, nine, from, to) = nine_to_the_second_cell();
    press_in_one_frame(&mut app, from);
    for k in 1..=6 {
        cursor(&mut app, from.lerp(to, k as f32 / 6.0));
    }
    button(&mut app, ButtonState::Released);
    settle(&mut app);
    assert_eq!(
        top(&app, "c2"),
        nine,
        "the drag took 9♣ to the second free cell"
    );
}

/// A quick drag in one slow frame (the press, the moves and the release together, as a
/// loaded machine or a remote desktop delivers them) moves the card it started on, not
/// whatever lies where it ended.
#[test]
fn a_drag_all_in_one_frame_moves_the_card_it_started_on() {
    let (mut app, nine, from, to) = nine_to_the_second_cell();
    drag_in_one_frame(&mut app, from, to);
    settle(&mut app);
    assert_eq!(
        top(&app, "c2"),
        nine,
        "the drag took 9♣ to the second free cell"
    );
    assert_eq!(history_len(&app), 1);
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
    // Draw the rest, then click the empty stock's place, which shows it redeals, and
    // how many times more.
    draw_all(&mut app);
    assert_eq!(stock_sign(&mut app), "↺1");
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

#[test]
fn cards_are_hit_with_their_images_only_on_the_gpu() {
    use bevy::asset::RenderAssetUsages;
    // A windowed run hands card images to the GPU and drops their pixels from the main
    // world (a headless one has no GPU to hand them to); a card must still be hit.
    let mut app = app("freecell", 1);
    let six = top(&app, "t1");
    let images: Vec<Handle<Image>> = app
        .world_mut()
        .query_filtered::<&Sprite, Or<(With<CardView>, With<solitaire::cards::Slot>)>>()
        .iter(app.world())
        .map(|s| s.image.clone())
        .collect();
    let mut assets = app.world_mut().resource_mut::<Assets<Image>>();
    for image in &images {
        let mut art = assets.get_mut(image).unwrap();
        let usage = art.asset_usage;
        assert!(!usage.contains(RenderAssetUsages::MAIN_WORLD), "{usage:?}");
        // What the main world keeps of an image sent to the GPU: no pixels.
        art.data = None;
    }
    let (from, to) = (on_card(&mut app, six), pile_spot(&mut app, "c1"));
    mouse_drag(&mut app, from, to);
    settle(&mut app);
    assert_eq!(top(&app, "c1"), six);
}

/// Klondike's worrying back: a foundation's top card is dragged back onto a tableau
/// pile; a click on it sends it nowhere.
#[test]
fn a_card_is_dragged_back_off_a_klondike_foundation() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("klondike", 1);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .auto_home = false;
    // Along the solver's win, to the first position where a card could come back.
    let g = session(&app).game.clone();
    let Verdict::Solved(line) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("Klondike #1 is won");
    };
    let rules = g.rules().clone();
    let back = |app: &App| {
        let g = &session(app).game;
        g.legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Transfer { from, .. } if rules.foundations.contains(from)))
    };
    for mv in line {
        if back(&app).is_some() {
            break;
        }
        app.world_mut()
            .write_message(solitaire::play::Request::Move(mv));
        app.update();
    }
    settle(&mut app);
    let Some(Move::Transfer { from, to, .. }) = back(&app) else {
        panic!("a card can come back");
    };
    let (from, to) = (rules.piles[from].name.clone(), rules.piles[to].name.clone());
    let card = top(&app, &from);
    let moves = history_len(&app);
    // A click leaves it where it is.
    click_top(&mut app, &from);
    settle(&mut app);
    assert_eq!((history_len(&app), top(&app, &from)), (moves, card));
    let (at, onto) = (on_card(&mut app, card), pile_spot(&mut app, &to));
    mouse_drag(&mut app, at, onto);
    settle(&mut app);
    assert_eq!(history_len(&app), moves + 1);
    assert_eq!(top(&app, &to), card, "{card} back on {to}");
    assert_all_home(&mut app);
}

/// Golf and TriPeaks by the pointer alone: a click plays a card onto the waste (its only
/// place), a drag does the same, a click on the stock turns it. The solver's win,
/// played so, wins.
fn win_onto_the_waste_by_pointer(game: &str, deal: u32) {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app(game, deal);
    let g = session(&app).game.clone();
    let budget = Budget::nodes(3_000_000);
    let Verdict::Solved(line) = solve(g.rules(), g.position(), &budget).verdict else {
        panic!("{game} #{deal} is won");
    };
    let rules = g.rules().clone();
    for (i, mv) in line.into_iter().enumerate() {
        let before = history_len(&app);
        match mv {
            Move::Draw => {
                click_top(&mut app, "s");
            }
            Move::Transfer { from, to, .. } => {
                assert_eq!(Some(to), rules.waste, "{game} plays onto the waste");
                let name = rules.piles[from].name.clone();
                let card = top(&app, &name);
                if i % 2 == 0 {
                    click_top(&mut app, &name);
                } else {
                    let (at, onto) = (on_card(&mut app, card), pile_spot(&mut app, "w"));
                    mouse_drag(&mut app, at, onto);
                    settle(&mut app);
                }
                assert_eq!(top(&app, "w"), card, "move {i}: {card} on the waste");
            }
            Move::Redeal => panic!("{game}'s stock is turned once"),
        }
        assert_eq!(history_len(&app), before + 1, "{mv:?}");
    }
    assert_eq!(session(&app).status, solitaire_core::Status::Won);
}

#[test]
fn a_golf_deal_is_won_by_clicks_and_drags_onto_the_waste() {
    win_onto_the_waste_by_pointer("golf", 2);
}

/// TriPeaks: the cards lying over others are the ones the pointer finds, and cards
/// turned up as they are uncovered play too.
#[test]
fn a_tripeaks_deal_is_won_by_clicks_and_drags_onto_the_waste() {
    win_onto_the_waste_by_pointer("tripeaks", 1);
}

/// Plays the solver's win of `game` #`deal` by the pointer alone, auto-moves off:
/// each move dragged by the first card it carries, the stock clicked to draw or deal a
/// row (or, once empty, to turn the waste over), each whole suit leaving by itself once
/// it lies complete. Asserts the game is won; returns how many suits left by themselves.
fn win_by_drags(game: &str, deal: u32) -> usize {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app(game, deal);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .auto_home = false;
    let g = session(&app).game.clone();
    let Verdict::Solved(line) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("{game} #{deal} is won");
    };
    let rules = g.rules().clone();
    let leaves =
        |mv: &Move| matches!(mv, Move::Transfer { to, .. } if rules.piles[*to].complete_runs);
    let mut suits = 0;
    for (i, mv) in line.iter().enumerate() {
        if leaves(mv) {
            continue;
        }
        let before = history_len(&app);
        match *mv {
            Move::Draw | Move::Redeal => {
                let stock = pile_spot(&mut app, "s");
                click(&mut app, stock);
                settle(&mut app);
            }
            Move::Transfer { from, to, count } => {
                let pile = &session(&app).game.position().piles[from];
                // A pile that moves whole is held by its top card, all that shows.
                let card = match rules.piles[from].moves {
                    solitaire_core::rules::Movable::Pile => pile.cards[pile.len() - 1],
                    _ => pile.cards[pile.len() - count],
                };
                let to = rules.piles[to].name.clone();
                // Held by its visible corner, the card is let go with its middle over
                // the pile's top card (where a player looks).
                let at = on_card(&mut app, card);
                let middle = translation(&app, card).truncate();
                let middle = screen(&mut app, middle);
                let onto = pile_spot(&mut app, &to) + (at - middle);
                mouse_drag(&mut app, at, onto);
                settle(&mut app);
            }
        }
        let follows = line.get(i + 1).is_some_and(leaves);
        suits += usize::from(follows);
        assert_eq!(
            history_len(&app),
            before + 1 + usize::from(follows),
            "{game} #{deal}, move {i}: {}",
            rules.move_text(*mv)
        );
    }
    assert_eq!(
        session(&app).status,
        solitaire_core::Status::Won,
        "{game} #{deal}"
    );
    suits
}

/// Spider by the pointer alone: runs in suit dragged by their first card, rows dealt
/// by clicks on the stock, and each whole suit leaving by itself once it lies complete.
#[test]
fn a_spider_deal_is_won_by_drags_and_clicks_on_the_stock() {
    assert_eq!(
        win_by_drags("spider-one-suit", 2),
        8,
        "each suit left by itself"
    );
}

/// The classic shelf by the pointer alone: groups and runs dragged by their first card
/// (fanned down or to the right), cards off reserves and free cells, the stock clicked,
/// Scorpion's suits leaving by themselves.
#[test]
fn the_classic_shelf_is_won_by_drags_and_clicks() {
    for (game, deal) in [
        ("yukon", 2),
        ("bakers-game", 3),
        ("eight-off", 3),
        ("seahaven-towers", 2),
        ("streets-and-alleys", 8),
        ("beleaguered-castle", 2),
        ("king-albert", 2),
        ("forty-thieves", 2),
        ("scorpion", 87),
        ("black-hole", 3),
        ("canfield", 4),
    ] {
        let suits = win_by_drags(game, deal);
        assert_eq!(suits, if game == "scorpion" { 4 } else { 0 }, "{game}");
    }
}

/// The second shelf by the pointer alone: groups dragged in suit (Russian Solitaire),
/// runs in suit leaving as whole suits (Spiderette, Will o' the Wisp, Simple Simon),
/// cards off the bouquet (Flower Garden) and the reserves (Raglan, Northwest
/// Territory), the stock dealt a card to every pile, empty or not (Easthaven, Gypsy:
/// two decks), eighteen fans (Fan), thirteen piles with their Kings under them
/// (Baker's Dozen), runs in suit on red-on-red builds (Whitehead), and cards thrown
/// onto the discard pile while a higher one of their suit shows (Aces Up), and
/// foundations built in alternate colours (Scotch and Spanish Patience), the
/// waste's one card placed on any pile (Sir Tommy), fans gathered, shuffled and dealt
/// again by clicks on the stock (La Belle Lucie), whole piles dragged by their top
/// cards onto piles to their left, the line closing up (Accordion), and cards dragged
/// into gaps after the card on their left, the rows redealt by clicks (Montana).
#[test]
fn the_second_shelf_is_won_by_drags_and_clicks() {
    for (game, deal, suits) in [
        ("russian-solitaire", 16, 0),
        ("spiderette", 395, 4),
        ("will-o-the-wisp", 10, 4),
        ("simple-simon", 2, 4),
        ("flower-garden", 2, 0),
        ("easthaven", 1, 0),
        ("gypsy", 3, 0),
        ("bakers-dozen", 1, 0),
        ("fan", 3, 0),
        ("westcliff", 1, 0),
        ("somerset", 2, 0),
        ("raglan", 2, 0),
        ("northwest-territory", 2, 0),
        ("whitehead", 1, 0),
        ("thumb-and-pouch", 1, 0),
        ("aces-up", 10, 0),
        ("scotch-patience", 1, 0),
        ("spanish-patience", 1, 0),
        ("sir-tommy", 4, 0),
        ("la-belle-lucie", 1, 0),
        ("accordion", 1, 0),
        ("montana", 1, 0),
    ] {
        assert_eq!(win_by_drags(game, deal), suits, "{game}");
    }
}

/// Pyramid by the pointer alone, auto-moves off: pairs dragged one card onto the other
/// (the stock's face-up top card among them), Kings sent home by a click, the stock
/// turned by clicks on it and, once empty, turned over by a click on its place. The
/// solver's win, played so, wins.
#[test]
fn a_pyramid_deal_is_won_by_pairs_dragged_and_clicks() {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app("pyramid", 1);
    app.world_mut()
        .resource_mut::<solitaire::play::Settings>()
        .auto_home = false;
    let g = session(&app).game.clone();
    let Verdict::Solved(line) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("Pyramid #1 is won");
    };
    let rules = g.rules().clone();
    let (mut pairs, mut redeals) = (0, 0);
    for (i, mv) in line.iter().enumerate() {
        let before = history_len(&app);
        match *mv {
            Move::Draw => {
                click_top(&mut app, "s");
            }
            Move::Redeal => {
                let stock = pile_spot(&mut app, "s");
                click(&mut app, stock);
                settle(&mut app);
                redeals += 1;
            }
            Move::Transfer { from, to, .. } if rules.foundations.contains(&to) => {
                click_top(&mut app, &rules.piles[from].name.clone());
            }
            Move::Transfer { from, to, .. } => {
                let card = top(&app, &rules.piles[from].name.clone());
                let (at, onto) = (
                    on_card(&mut app, card),
                    pile_spot(&mut app, &rules.piles[to].name.clone()),
                );
                mouse_drag(&mut app, at, onto);
                settle(&mut app);
                pairs += 1;
            }
        }
        assert_eq!(history_len(&app), before + 1, "move {i}: {mv:?}");
    }
    assert!(pairs > 10, "{pairs} pairs");
    assert_eq!(
        session(&app).status,
        solitaire_core::Status::Won,
        "{redeals} redeals"
    );
}
