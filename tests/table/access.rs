//! Playing by ear: the accessibility tree (piles as named lists of named cards), the
//! keyboard cursor as its focus, the piles named by keys, and what the live region says
//! as the game goes, up to a FreeCell deal won from the keyboard alone.

use crate::harness::*;
use accesskit::Role;
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use solitaire::access::{Announcer, CardNode, PileNode};
use solitaire::play::Settings;
use solitaire_core::lang::Words;

fn en() -> Words {
    Words::english()
}

/// The label and role of the tree's node for pile `name`.
fn pile_node(app: &mut App, name: &str) -> (Entity, String, Role) {
    let p = pile(app, name);
    let (e, _, node) = app
        .world_mut()
        .query::<(Entity, &PileNode, &AccessibilityNode)>()
        .iter(app.world())
        .find(|(_, n, _)| n.0 == p)
        .unwrap_or_else(|| panic!("no node for {name}"));
    (e, node.label().unwrap_or_default().to_string(), node.role())
}

fn card_label(app: &mut App, name: &str, index: usize) -> String {
    let p = pile(app, name);
    app.world_mut()
        .query::<(&CardNode, &AccessibilityNode)>()
        .iter(app.world())
        .find(|(c, _)| c.pile == p && c.index == index)
        .map(|(_, n)| n.label().unwrap_or_default().to_string())
        .unwrap_or_else(|| panic!("no node for card {index} of {name}"))
}

/// What the focused node says.
fn focused(app: &mut App) -> String {
    let focus = app.world().resource::<InputFocus>().get().expect("a focus");
    app.world()
        .get::<AccessibilityNode>(focus)
        .and_then(|n| n.label().map(str::to_string))
        .unwrap_or_default()
}

/// What the live region said last.
fn said(app: &mut App) -> String {
    app.world_mut()
        .query_filtered::<&AccessibilityNode, With<Announcer>>()
        .single(app.world())
        .unwrap()
        .label()
        .unwrap_or_default()
        .to_string()
}

fn tap(app: &mut App, code: KeyCode) {
    press(app, code);
    app.update();
}

#[test]
fn every_game_is_a_tree_of_named_piles_of_named_cards() {
    for game in solitaire_core::game_ids() {
        let mut app = app(game, 1);
        let g = session(&app).game.clone();
        let piles: Vec<(usize, usize, String)> = app
            .world_mut()
            .query::<(&PileNode, &AccessibilityNode, Option<&Children>)>()
            .iter(app.world())
            .map(|(p, n, c)| {
                (
                    p.0,
                    c.map_or(0, |c| c.len()),
                    n.label().unwrap().to_string(),
                )
            })
            .collect();
        assert_eq!(piles.len(), g.rules().pile_count(), "{game}");
        for (p, children, label) in piles {
            assert_eq!(children, g.position().piles[p].len(), "{game}: {label}");
            assert!(!label.is_empty());
        }
    }
    // FreeCell #1: the first column, its top card, an empty free cell.
    let mut app = app("freecell", 1);
    let (_, label, role) = pile_node(&mut app, "t1");
    assert_eq!(label, "Column 1, 7 cards, top: Six of spades");
    assert_eq!(role, Role::List);
    assert_eq!(
        card_label(&mut app, "t1", 6),
        "Six of spades, face up, 7th of 7 in column 1"
    );
    assert_eq!(pile_node(&mut app, "c2").1, "Free cell 2, empty");
    // Brisbane: a face-down card says so and nothing more.
    let mut brisbane = crate::harness::app("brisbane", 1);
    assert_eq!(card_label(&mut brisbane, "t2", 0), "Face-down card");
}

/// Where a pile's or card's node says it lies, in logical pixels (AccessKit bounds are
/// physical).
fn bounds(app: &mut App, name: &str, index: Option<usize>) -> Rect {
    let p = pile(app, name);
    let scale = app
        .world_mut()
        .query::<&Window>()
        .single(app.world())
        .unwrap()
        .scale_factor();
    let b = match index {
        Some(i) => app
            .world_mut()
            .query::<(&CardNode, &AccessibilityNode)>()
            .iter(app.world())
            .find(|(c, _)| c.pile == p && c.index == i)
            .and_then(|(_, n)| n.bounds()),
        None => app
            .world_mut()
            .query::<(&PileNode, &AccessibilityNode)>()
            .iter(app.world())
            .find(|(n, _)| n.0 == p)
            .and_then(|(_, n)| n.bounds()),
    }
    .unwrap_or_else(|| panic!("no bounds for {name} {index:?}"));
    let (x0, y0, x1, y1) = (b.x0 as f32, b.y0 as f32, b.x1 as f32, b.y1 as f32);
    Rect::new(x0 / scale, y0 / scale, x1 / scale, y1 / scale)
}

/// Every pile and card says where it lies in the window (a magnifier follows the focus
/// there; tools/real-window-play.sh drags cards it finds by their names): a click where
/// a card's node says it is, is on that card, and the bounds follow the move it makes.
#[test]
fn piles_and_cards_say_where_they_lie_in_the_window() {
    let mut app = app("freecell", 1);
    let t1 = pile(&app, "t1");
    let n = session(&app).game.position().piles[t1].len();
    let six = top(&app, "t1");
    let card = bounds(&mut app, "t1", Some(n - 1));
    let size = app.world().resource::<TableLayout>().card;
    assert!((card.size() - size).length() < 0.5, "{card:?} is a card");
    // The harness's point on the card's visible corner lies where the node says.
    let corner = card.min + Vec2::new(card.width() * 0.08, card.height() * 0.06);
    assert!((on_card(&mut app, six) - corner).length() < 1.0);
    let column = bounds(&mut app, "t1", None);
    assert!(column.contains(card.center()) && column.height() > card.height() * 2.0);
    click(&mut app, corner);
    settle(&mut app);
    assert_eq!(history_len(&app), 1, "the click moved 6♠");
    let shorter = bounds(&mut app, "t1", None);
    assert!(
        shorter.height() < column.height(),
        "{shorter:?} after {column:?}"
    );
}

#[test]
fn the_keyboard_cursor_is_the_focus_and_keys_name_the_piles() {
    let mut app = app("freecell", 1);
    // From the start the focus is on the table (not the window, which has no node: the
    // adapter would then send no tree at all).
    assert_eq!(focused(&mut app), "FreeCell table, deal 1");
    tap(&mut app, KeyCode::Digit3);
    let top = top(&app, "t3");
    assert!(
        focused(&mut app).starts_with(&top.spoken(&en())),
        "{}",
        focused(&mut app)
    );
    assert!(focused(&mut app).ends_with("in column 3"));
    // C steps through the free cells, O through the foundations.
    tap(&mut app, KeyCode::KeyC);
    assert_eq!(focused(&mut app), "Free cell 1, empty");
    tap(&mut app, KeyCode::KeyC);
    assert_eq!(focused(&mut app), "Free cell 2, empty");
    tap(&mut app, KeyCode::KeyO);
    assert_eq!(focused(&mut app), "Foundation 1, empty");
}

#[test]
fn moves_refusals_and_hints_are_announced() {
    let mut app = app("freecell", 1);
    // Column 1's Six of spades, picked up and put in a free cell by naming it.
    tap(&mut app, KeyCode::Digit1);
    tap(&mut app, KeyCode::Space);
    assert_eq!(said(&mut app), "Picked up Six of spades");
    tap(&mut app, KeyCode::KeyC);
    settle(&mut app);
    assert_eq!(said(&mut app), "Six of spades, column 1 to free cell 1");
    assert_eq!(top(&app, "c1").spoken(&en()), "Six of spades");
    // A move the rules refuse says why.
    tap(&mut app, KeyCode::Digit1);
    tap(&mut app, KeyCode::Space);
    tap(&mut app, KeyCode::Digit2);
    settle(&mut app);
    let refusal = said(&mut app);
    assert!(refusal.contains("cannot go on"), "{refusal}");
    // Ctrl+Z: undone, and said so.
    ctrl_typing(&mut app, KeyCode::KeyZ, "z");
    assert_eq!(said(&mut app), "Undone: Six of spades back to column 1");
    // H: the hint in words.
    tap(&mut app, KeyCode::KeyH);
    run_until(&mut app, "the hint", |app| said(app).starts_with("Hint: "));
}

/// A move undone and a new deal asked in one frame: the undo belongs to the deal left,
/// so only the new deal is said (the undo was once said with the new deal's piles, and
/// where they were short, panicked).
#[test]
fn an_undo_and_a_new_deal_in_one_frame_say_only_the_deal() {
    let mut app = app("freecell", 1);
    app.world_mut().resource_mut::<Settings>().auto_home = false;
    let first = session(&app).game.legal_moves()[0];
    app.world_mut().write_message(Request::Move(first));
    settle(&mut app);
    app.world_mut().write_message(Request::Undo);
    app.world_mut().write_message(DealAsk::Number(3));
    settle(&mut app);
    assert_eq!(said(&mut app), "FreeCell, deal 3");
}

#[test]
fn a_hint_to_turn_the_stock_is_announced() {
    // Klondike #19's first move is a draw: the hint names no card (it once panicked).
    let mut app = app("klondike", 19);
    tap(&mut app, KeyCode::KeyH);
    run_until(&mut app, "the hint", |app| said(app).starts_with("Hint: "));
    assert_eq!(said(&mut app), "Hint: draw from the stock");
}

/// Goes to pile `from` by its key (cells and foundations: stepping to it).
fn go_to(app: &mut App, to: usize) {
    let rules = session(app).game.rules().clone();
    match rules.tableau.iter().position(|&p| p == to) {
        Some(k) if k < DIGITS.len() => {
            tap(app, DIGITS[k]);
            return;
        }
        // More piles than keys (TriPeaks): from the first, the arrows.
        Some(_) => return go_by_arrows(app, to),
        None => {}
    }
    let key = if rules.cells.contains(&to) {
        KeyCode::KeyC
    } else {
        KeyCode::KeyO
    };
    for _ in 0..=rules.cells.len().max(rules.foundations.len()) {
        if app.world().resource::<KeyCursor>().at.map(|a| a.0) == Some(to) {
            return;
        }
        tap(app, key);
    }
    panic!("never reached pile {to}");
}

/// Goes to tableau pile `to` with the arrow keys: up or down to its row, then along.
fn go_by_arrows(app: &mut App, to: usize) {
    let origin = |app: &App, p: usize| app.world().resource::<TableLayout>().piles[p].origin;
    if app.world().resource::<KeyCursor>().at.is_none() {
        tap(app, DIGITS[0]);
    }
    for _ in 0..60 {
        let at = app.world().resource::<KeyCursor>().at.unwrap().0;
        if at == to {
            return;
        }
        let card = app.world().resource::<TableLayout>().card;
        let dy = origin(app, to).y - origin(app, at).y;
        let key = if dy.abs() < card.y / 4.0 && origin(app, to).x < origin(app, at).x {
            KeyCode::ArrowLeft
        } else if dy.abs() < card.y / 4.0 {
            KeyCode::ArrowRight
        } else if dy > 0.0 {
            KeyCode::ArrowUp
        } else {
            KeyCode::ArrowDown
        };
        tap(app, key);
    }
    panic!("the arrows never reached pile {to}");
}

use solitaire::input::COLUMN_KEYS as DIGITS;

/// Plays the solver's win of `game` deal `deal` by keys alone (pile keys, the arrows up
/// a run, Space; T and Space to turn the stock), checking the move was made and said
/// each time, and the win said.
fn win_by_keys(game: &str, deal: u32) {
    use solitaire_core::solver::{Budget, Verdict, solve};
    let mut app = app(game, deal);
    app.world_mut().resource_mut::<Settings>().auto_home = false;
    let g = session(&app).game.clone();
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("{game} #{deal} is won")
    };
    let rules = g.rules().clone();
    // The keys put a card in the first cell that takes it, where the solver may have
    // chosen another: the cells are alike, so follow the solver's cells to ours.
    let mut cell_of: std::collections::HashMap<usize, usize> = Default::default();
    // A whole suit leaves by itself (Spider), auto-moves off: the move that completes
    // it is followed by its leaving.
    let leaves =
        |mv: &Move| matches!(mv, Move::Transfer { to, .. } if rules.piles[*to].complete_runs);
    for (i, &mv) in moves.iter().enumerate() {
        if leaves(&mv) {
            continue;
        }
        let made = 1 + usize::from(moves.get(i + 1).is_some_and(leaves));
        let Move::Transfer { from, to, count } = mv else {
            // T names the stock, Space turns it (or deals a row, or turns the waste
            // over); where its top card plays (Pyramid), Space picks that up, and Enter
            // turns it.
            let before = history_len(&app);
            tap(&mut app, KeyCode::KeyT);
            let enter = mv == Move::Draw && rules.stock_top_plays();
            tap(
                &mut app,
                if enter {
                    KeyCode::Enter
                } else {
                    KeyCode::Space
                },
            );
            settle(&mut app);
            assert_eq!(history_len(&app), before + made, "the stock turned");
            continue;
        };
        let from = *cell_of.get(&from).unwrap_or(&from);
        // The cursor on the first card of the run: name its pile, then go up the run.
        if Some(from) == rules.stock {
            tap(&mut app, KeyCode::KeyT);
        } else if Some(from) == rules.waste {
            tap(&mut app, KeyCode::KeyW);
        } else {
            go_to(&mut app, from);
        }
        // (Up a run fanned down, left along one fanned to the right; a pile that moves
        // whole is picked up by its top card.)
        let count = match rules.piles[from].moves {
            solitaire_core::rules::Movable::Pile => 1,
            _ => count,
        };
        let fanned_right = rules.def.groups[rules.piles[from].group].layout.fan
            == solitaire_core::rules::Fan::Right;
        for _ in 1..count {
            tap(
                &mut app,
                if fanned_right {
                    KeyCode::ArrowLeft
                } else {
                    KeyCode::ArrowUp
                },
            );
        }
        tap(&mut app, KeyCode::Space);
        let before = history_len(&app);
        let column = rules.tableau.iter().position(|&p| p == to);
        if let Some(k) = column.filter(|&k| k < DIGITS.len()) {
            tap(&mut app, DIGITS[k]);
        } else if column.is_some() {
            // Beyond the number keys (Pyramid's pairs): the arrows, then Space.
            go_by_arrows(&mut app, to);
            tap(&mut app, KeyCode::Space);
        } else if Some(to) == rules.stock {
            tap(&mut app, KeyCode::KeyT);
        } else if rules.cells.contains(&to) {
            tap(&mut app, KeyCode::KeyC);
            let landed = app.world().resource::<KeyCursor>().at.unwrap().0;
            cell_of.insert(to, landed);
        } else if Some(to) == rules.waste {
            tap(&mut app, KeyCode::KeyW);
        } else {
            tap(&mut app, KeyCode::KeyO);
        }
        settle(&mut app);
        assert_eq!(
            history_len(&app),
            before + made,
            "{mv:?} was made: {}",
            said(&mut app)
        );
        let heard = said(&mut app);
        assert!(
            heard.contains(" to ") || heard.starts_with("Paired "),
            "{mv:?}: {heard}"
        );
    }
    assert_eq!(session(&app).status, solitaire_core::Status::Won);
    assert!(said(&mut app).contains("You won!"), "{}", said(&mut app));
}

#[test]
fn a_freecell_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    win_by_keys("freecell", 1);
}

#[test]
fn a_spider_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    // Ten columns on the digits 1 to 0, rows dealt by T and Space, runs in suit picked
    // up from their first card, and whole suits leaving by themselves.
    win_by_keys("spider-one-suit", 2);
}

#[test]
fn a_pyramid_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    // Twenty-eight piles by the arrows, the stock's top card picked up (T, Space) and
    // paired with, the stock turned by T and Enter.
    win_by_keys("pyramid", 1);
}

#[test]
fn a_golf_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    // Cards onto the waste (W), and the stock turned (T, Space).
    win_by_keys("golf", 2);
}

#[test]
fn a_tripeaks_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    // Twenty-eight piles: the arrows reach those beyond the number keys.
    win_by_keys("tripeaks", 1);
}

#[test]
fn a_brisbane_deal_is_won_from_the_keyboard_alone_hearing_each_move() {
    // Runs of many cards, and cards turned up as they are uncovered.
    win_by_keys("brisbane", 3);
}

#[test]
fn classic_shelf_deals_are_won_from_the_keyboard_alone_hearing_each_move() {
    // Rows fanned to the right (Streets and Alleys), a reserve of seven beside nine
    // columns (King Albert: sixteen piles, the arrows reach past the digits), seventeen
    // fans round a hole taking no other pile's cards (Black Hole), Scorpion's suits
    // leaving by themselves, and Canfield's reserve filling the piles emptied.
    for (game, deal) in [
        ("streets-and-alleys", 8),
        ("king-albert", 2),
        ("black-hole", 3),
        ("scorpion", 87),
        ("canfield", 4),
    ] {
        win_by_keys(game, deal);
    }
}

#[test]
fn second_shelf_deals_are_won_from_the_keyboard_alone_hearing_each_move() {
    // Twenty-six piles, sixteen of them single bouquet cards (Flower Garden: the arrows
    // reach past the digits), rows dealt by T and Space onto two decks' piles (Gypsy),
    // whole suits leaving by themselves from open piles (Simple Simon), and cards thrown
    // onto a discard pile that is no foundation of suits (Aces Up), and each card of the
    // stock placed from a one-card waste onto any of four piles (Sir Tommy), fans
    // gathered and dealt again from the stock (La Belle Lucie), and whole piles picked up
    // by their top cards in a line of 52 that closes up (Accordion), and cards moved
    // into gaps among 52 places (Montana).
    for (game, deal) in [
        ("flower-garden", 2),
        ("gypsy", 3),
        ("simple-simon", 4),
        ("aces-up", 17),
        ("sir-tommy", 9),
        ("la-belle-lucie", 2),
        ("accordion", 2),
        ("montana", 4),
    ] {
        win_by_keys(game, deal);
    }
}

#[test]
fn dialogs_are_used_from_the_keyboard_alone() {
    use solitaire::play::Overlay;
    let mut app = app("freecell", 1);
    // F10: the menu, its first button focused; the arrows walk to Settings; Enter.
    tap(&mut app, KeyCode::F10);
    assert_eq!(overlay(&app), Overlay::Menu);
    app.update();
    let first = focused(&mut app);
    assert!(!first.is_empty());
    for _ in 0..12 {
        if focused(&mut app) == "Settings" {
            break;
        }
        tap(&mut app, KeyCode::ArrowDown);
    }
    assert_eq!(focused(&mut app), "Settings");
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(overlay(&app), Overlay::Settings);
    // The third row is Reduce motion (after Language and Animation): Tab to it, Space
    // to turn it on.
    app.update();
    tap(&mut app, KeyCode::Tab);
    tap(&mut app, KeyCode::Tab);
    assert_eq!(focused(&mut app), "Off");
    tap(&mut app, KeyCode::Space);
    assert!(app.world().resource::<Settings>().reduce_motion);
    assert_eq!(focused(&mut app), "On");
    tap(&mut app, KeyCode::Escape);
    assert_eq!(overlay(&app), Overlay::None);
    // The dialog gone, the focus is back on the table (not on a button no more).
    app.update();
    assert_eq!(focused(&mut app), "FreeCell table, deal 1");
}

#[test]
fn large_text_doubles_the_interface_and_the_table_keeps_clear_of_the_bar() {
    let mut app = app("bear-river", 1);
    app.world_mut().resource_mut::<Settings>().text_size = 200;
    settle(&mut app);
    assert_eq!(app.world().resource::<UiScale>().0, 2.0);
    // Every button of the bar within the window, the bar taking rows as it needs.
    let w = window(&mut app);
    let (width, scale) = {
        let win = app.world().get::<Window>(w).unwrap();
        (win.width(), win.scale_factor())
    };
    let right_edges: Vec<f32> = app
        .world_mut()
        .query_filtered::<(&bevy::ui::ComputedNode, &bevy::ui::UiGlobalTransform), With<Button>>()
        .iter(app.world())
        .filter(|(n, _)| n.size() != Vec2::ZERO)
        .map(|(n, at)| (at.translation.x + n.size().x / 2.0) / scale)
        .collect();
    assert!(!right_edges.is_empty());
    assert!(
        right_edges.iter().all(|&x| x <= width + 0.5),
        "{right_edges:?}"
    );
    // No card reaches up under the bar.
    let bar = app.world().resource::<solitaire::play::Bars>().top;
    assert!(bar > 46.0 * 2.0, "the bar took more than one row: {bar}");
    let card = app.world().resource::<TableLayout>().card;
    let cards = all_cards(&app);
    for c in cards {
        let top_edge = translation(&app, c).truncate() + Vec2::new(0.0, card.y / 2.0);
        let y = screen(&mut app, top_edge).y;
        assert!(y >= bar - 0.5, "{c} reaches {y}, under the bar to {bar}");
    }
}

#[test]
fn in_every_game_a_pile_key_focuses_that_piles_top_card() {
    for game in solitaire_core::game_ids() {
        let mut app = app(game, 2);
        tap(&mut app, KeyCode::Digit1);
        let rules = session(&app).game.rules().clone();
        let first = rules.tableau[0];
        let pile = session(&app).game.position().piles[first].clone();
        let expected = match pile.cards.last() {
            Some(&card) if pile.face_up(pile.len() - 1) => card.spoken(&en()),
            Some(_) => "Face-down card".to_string(),
            None => solitaire_core::speech::pile_summary(
                &en(),
                &rules,
                session(&app).game.position(),
                first,
            ),
        };
        let heard = focused(&mut app);
        assert!(
            heard.starts_with(&expected),
            "{game}: {heard}, not {expected}"
        );
    }
}

#[test]
fn high_contrast_blackens_the_table_and_brightens_the_places() {
    let mut app = app("freecell", 1);
    app.world_mut().resource_mut::<Settings>().high_contrast = true;
    settle(&mut app);
    assert_eq!(app.world().resource::<ClearColor>().0, Color::BLACK);
    let labels: Vec<f32> = app
        .world_mut()
        .query_filtered::<&TextColor, With<solitaire::cards::SlotLabel>>()
        .iter(app.world())
        .map(|c| c.0.alpha())
        .collect();
    assert!(
        !labels.is_empty() && labels.iter().all(|&a| a > 0.8),
        "{labels:?}"
    );
    // A spade is printed in pure black.
    let spade = top(&app, "t1");
    let image = app
        .world()
        .get::<Sprite>(entity(&app, spade))
        .unwrap()
        .image
        .clone();
    let pixels = app
        .world()
        .resource::<Assets<Image>>()
        .get(&image)
        .unwrap()
        .data
        .clone()
        .unwrap();
    let black = pixels
        .chunks(4)
        .filter(|p| p[0] < 20 && p[1] < 20 && p[2] < 25 && p[3] == 255)
        .count();
    assert!(black > 100, "{black} black pixels");
}

#[test]
fn the_toolbars_icons_are_hidden_from_screen_readers_and_its_buttons_named() {
    let mut app = app("freecell", 1);
    app.update();
    let mut icons = app
        .world_mut()
        .query_filtered::<&AccessibilityNode, (With<ImageNode>, With<ChildOf>)>();
    let hidden: Vec<bool> = icons.iter(app.world()).map(|n| n.is_hidden()).collect();
    assert!(
        !hidden.is_empty() && hidden.iter().all(|&h| h),
        "{hidden:?}"
    );
    let names: Vec<String> = app
        .world_mut()
        .query_filtered::<&AccessibilityNode, With<Button>>()
        .iter(app.world())
        .filter_map(|n| n.label().map(str::to_string))
        .collect();
    for b in ["New", "Undo", "Redo", "Hint", "Demo", "Menu"] {
        assert!(names.iter().any(|n| n == b), "{b} in {names:?}");
    }
}
