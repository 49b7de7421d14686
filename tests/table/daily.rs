//! Daily deals, levels and the statistics screen, used as a player uses them.

use crate::harness::*;
use solitaire::play::Stats;
use solitaire::play::{Overlay, Settings, Today};
use solitaire::ui::{CalendarDay, PlayDaily, ResultBar, StatsTab};
use solitaire_core::chrono::NaiveDate;
use solitaire_core::daily::daily;
use solitaire_core::grade::Grade;
use solitaire_core::registry::grades;
use solitaire_core::solver::{Budget, Verdict, solve};

fn wednesday() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
}

fn on_day(app: &mut App, date: NaiveDate) {
    app.world_mut().insert_resource(Today::pinned(date));
    app.update();
}

fn title(app: &mut App) -> String {
    let name = session(app).game.rules().name().to_string();
    ui_texts(app)
        .into_iter()
        .find(|t| t.starts_with(&name) && t.contains('#'))
        .expect("the HUD names the deal")
}

/// Plays the solver's win of the deal on the table as the player's moves.
fn win_as_the_player(app: &mut App) {
    app.world_mut().resource_mut::<Settings>().auto_home = false;
    let g = session(app).game.clone();
    let Verdict::Solved(moves) = solve(g.rules(), g.position(), &Budget::default()).verdict else {
        panic!("the deal is won");
    };
    for mv in moves {
        app.world_mut().write_message(Request::Move(mv));
        app.update();
    }
    assert_eq!(session(app).status, solitaire_core::Status::Won);
    settle(app);
}

fn find<C: Component + Clone>(app: &mut App, pick: impl Fn(&C) -> bool) -> Entity {
    app.world_mut()
        .query::<(Entity, &C)>()
        .iter(app.world())
        .find(|(_, c)| pick(c))
        .map(|(e, _)| e)
        .expect("shown")
}

/// Every `C` on screen.
fn every<C: Component + Copy>(app: &mut App) -> Vec<C> {
    app.world_mut()
        .query::<&C>()
        .iter(app.world())
        .copied()
        .collect()
}

#[test]
fn the_daily_deal_is_played_from_its_dialog_won_and_marked_on_the_calendar() {
    // (The dialog opens with the game being played in view: the list of games is
    // taller than the window.)
    let mut app = app("freecell", 1);
    on_day(&mut app, wednesday());
    press(&mut app, KeyCode::KeyY);
    assert_eq!(overlay(&app), Overlay::Daily);
    let texts = ui_texts(&mut app).join("\n");
    assert!(
        texts.contains("Daily deals — Wednesday 25 November 2026"),
        "{texts}"
    );
    let today = daily("freecell", wednesday()).unwrap();
    assert!(texts.contains(&format!("#{}", today.number)) && texts.contains("Medium"));
    // (A few frames: the dialog lays out, and scrolls the focused row into view.)
    for _ in 0..3 {
        app.update();
    }
    let play = find::<PlayDaily>(&mut app, |p| p.0 == "freecell");
    click_node(&mut app, play);
    settle(&mut app);
    assert_eq!(overlay(&app), Overlay::None);
    let g = &session(&app).game;
    assert_eq!((g.rules().id(), g.number()), ("freecell", today.number));
    let t = title(&mut app);
    assert!(t.contains("Medium") && t.contains("Daily"), "{t}");

    win_as_the_player(&mut app);
    let stats = app.world().resource::<Stats>().game("freecell");
    assert!(stats.daily_won.contains(&wednesday()));
    assert_eq!(stats.daily_streak(wednesday()), 1);
    run_until(&mut app, "the win dialog", |app| {
        overlay(app) == Overlay::Won
    });
    let said = ui_texts(&mut app).join("\n");
    assert!(
        said.contains("The daily deal of Wednesday 25 November is won: 1 day in a row"),
        "{said}"
    );
    press(&mut app, KeyCode::Escape);
    press(&mut app, KeyCode::KeyY);
    let days: Vec<CalendarDay> = every(&mut app);
    assert_eq!(days.len(), 30, "November");
    let won: Vec<u32> = days
        .iter()
        .filter(|d| d.won)
        .map(|d| solitaire_core::chrono::Datelike::day(&d.date))
        .collect();
    assert_eq!(won, [25]);
    let texts = ui_texts(&mut app).join("\n");
    assert!(texts.contains("Won ✓") && texts.contains("Play again") && texts.contains("25✓"));
}

#[test]
fn a_clock_out_of_the_daily_range_is_told_not_trusted() {
    let mut app = app("freecell", 1);
    on_day(&mut app, NaiveDate::from_ymd_opt(2150, 6, 1).unwrap());
    press(&mut app, KeyCode::KeyY);
    let texts = ui_texts(&mut app).join("\n");
    assert!(
        texts.contains("No daily deals today") && texts.contains("is the clock right"),
        "{texts}"
    );
    assert!(
        app.world_mut()
            .query::<&PlayDaily>()
            .iter(app.world())
            .next()
            .is_none()
    );
}

#[test]
fn a_level_chosen_with_the_games_deals_graded_winnable_deals() {
    let mut app = app("freecell", 1);
    press(&mut app, KeyCode::KeyG);
    click_button(&mut app, "Expert");
    app.update();
    assert_eq!(
        app.world().resource::<Settings>().level,
        Some(Grade::Expert)
    );
    assert!(ui_texts(&mut app).contains(&"✓ Expert".to_string()));
    // (Brisbane lies below the window's edge: typed for, and Enter.)
    for key in [KeyCode::KeyB, KeyCode::KeyR, KeyCode::KeyI, KeyCode::KeyS] {
        press(&mut app, key);
    }
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    let expert = grades("brisbane").unwrap().deals_of(Grade::Expert);
    let number = session(&app).game.number();
    assert!(expert.contains(&number), "#{number} is an Expert deal");
    assert!(title(&mut app).contains("Expert"));
    // New deal keeps to the level; back to any deal in the same place.
    press(&mut app, KeyCode::KeyN);
    settle(&mut app);
    assert!(expert.contains(&session(&app).game.number()));
    press(&mut app, KeyCode::KeyG);
    click_button(&mut app, "Any deal");
    app.update();
    let s = app.world().resource::<Settings>();
    assert_eq!((s.level, s.winnable_only), (None, false));
    // The rules screen states the grading rule.
    press(&mut app, KeyCode::Escape);
    press(&mut app, KeyCode::F1);
    let rules = ui_texts(&mut app).join("\n");
    assert!(
        rules.contains("Deals are graded by the solver: Brisbane deals 1–5000"),
        "{rules}"
    );
}

#[test]
fn the_statistics_chart_the_last_games_and_the_levels_a_game_at_a_time() {
    let mut app = app("freecell", 1);
    let easy = grades("freecell").unwrap().deals_of(Grade::Easy).to_vec();
    {
        let mut stats = app.world_mut().resource_mut::<Stats>();
        for (i, &deal) in easy.iter().take(40).enumerate() {
            stats.moved("freecell", deal, 3, 1000, wednesday());
            if i % 4 == 3 {
                stats.dealt("freecell", 1);
            } else {
                stats.won(
                    "freecell",
                    deal,
                    90 + i as u32,
                    60_000 + 1000 * i as u64,
                    wednesday(),
                );
            }
        }
    }
    press(&mut app, KeyCode::KeyS);
    let bars: Vec<ResultBar> = every(&mut app);
    assert_eq!(bars.len(), 30, "the last 30 of 40");
    assert_eq!(bars.iter().filter(|b| b.0.won).count(), 22);
    assert_eq!(bars.last().unwrap().0.deal, easy[39]);
    let texts = ui_texts(&mut app).join("\n");
    assert!(texts.contains("Won 22 of 30"), "{texts}");
    assert!(texts.contains("Played 40, won 30 (75%)"), "{texts}");
    // The Easy row: 40 played, 30 won, 75%, best time 1:00.
    assert!(texts.contains("75%") && texts.contains("1:00"));
    let tab = find::<StatsTab>(&mut app, |t| t.0 == "brisbane");
    click_node(&mut app, tab);
    app.update();
    assert_eq!(overlay(&app), Overlay::Stats);
    assert!(ui_texts(&mut app).contains(&"✓ Brisbane".to_string()));
    assert_eq!(
        app.world_mut()
            .query::<&ResultBar>()
            .iter(app.world())
            .count(),
        0
    );
    assert!(
        ui_texts(&mut app)
            .join("\n")
            .contains("No games finished yet")
    );
}

/// Klondike keeps Windows points and Vegas dollars in the bar; with scores carried
/// over, Vegas shows the bank, and a finished deal's score lands in the records.
#[test]
fn scores_show_in_the_bar_and_vegas_can_carry_them_over() {
    let mut app = app("klondike", 1);
    // Deal #1's two Aces went home by themselves (10 each), turning up two cards (5 each).
    let figures = hud_figures(&mut app);
    assert!(figures.contains("Score 30\n"), "{figures}");
    let mut app = crate::harness::app("vegas-klondike", 1);
    let figures = hud_figures(&mut app);
    assert!(figures.contains("Score −$42"), "{figures}");
    app.world_mut().resource_mut::<Settings>().vegas_cumulative = true;
    app.update();
    let figures = hud_figures(&mut app);
    assert!(figures.contains("Bank −$42"), "{figures}");
    // Won as the player: the score is banked and is the best so far.
    win_as_the_player(&mut app);
    let g = app.world().resource::<Stats>().game("vegas-klondike");
    assert_eq!((g.best_score, g.bank), (Some(208), 208));
    let figures = hud_figures(&mut app);
    assert!(figures.contains("Bank $208"), "{figures}");
}
