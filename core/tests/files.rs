//! Saved games and game definitions read from text: round trips, and every kind of bad
//! input refused with a clear error (never a panic).

mod common;

use common::{NEW_GAME, rules};
use proptest::prelude::*;
use solitaire_core::registry::Registry;
use solitaire_core::rules::Rules;
use solitaire_core::save::SaveError;
use solitaire_core::solver::{Budget, Verdict, solve};
use solitaire_core::{Game, Move, builtin, game_ids, text};

fn played_game() -> Game {
    let mut g = Game::new(rules("three-bears"), 99).unwrap();
    for _ in 0..30 {
        let legal = g.legal_moves();
        let mv = legal
            .iter()
            .copied()
            .find(|m| matches!(m, Move::Transfer { .. }))
            .unwrap_or(legal[0]);
        g.apply(mv).unwrap();
    }
    g.undo();
    g.undo();
    g
}

#[test]
fn a_save_is_compact_readable_and_restores_undo_and_redo() {
    let g = played_game();
    let text = g.to_ron();
    assert!(text.contains("game: \"three-bears\""), "{text}");
    assert!(text.contains("deal: 99"));
    assert!(text.len() < 400, "compact: {} bytes", text.len());
    let mut loaded = Game::from_ron(&text, builtin).unwrap();
    assert_eq!(loaded.position(), g.position());
    assert_eq!(loaded.history().len(), 28);
    assert!(loaded.redo().is_some() && loaded.redo().is_some() && loaded.redo().is_none());
}

fn load(text: &str) -> Result<Game, SaveError> {
    Game::from_ron(text, builtin)
}

#[test]
fn bad_saves_are_refused_with_a_reason() {
    let good = played_game().to_ron();
    assert!(matches!(load(""), Err(SaveError::Parse(_))));
    assert!(
        matches!(load(&good[..good.len() / 2]), Err(SaveError::Parse(_))),
        "truncated"
    );
    assert!(matches!(
        load("\u{0}\u{1}garbage"),
        Err(SaveError::Parse(_))
    ));
    let future = good.replace("version: 1", "version: 7");
    assert_eq!(load(&future).unwrap_err(), SaveError::FutureVersion(7));
    let zero = good.replace("version: 1", "version: 0");
    assert_eq!(load(&zero).unwrap_err(), SaveError::BadVersion(0));
    let unknown = good.replace("three-bears", "four-bears");
    assert_eq!(
        load(&unknown).unwrap_err(),
        SaveError::UnknownGame("four-bears".into())
    );
    let deal = good.replace("deal: 99", "deal: 0");
    assert!(matches!(load(&deal), Err(SaveError::Deal(_))));
    let huge = good.replace("deal: 99", "deal: 99999999999999");
    assert!(matches!(load(&huge), Err(SaveError::Deal(_))));
    let other = r#"(version: 1, game: "freecell", deal: 1, moves: "t1>t9")"#;
    assert!(
        matches!(load(other), Err(SaveError::BadMove { index: 1, .. })),
        "no pile t9"
    );
    let illegal = r#"(version: 1, game: "freecell", deal: 1, moves: "t1>c1 t1>c1")"#;
    let e = load(illegal).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the saved game's move 2 ('t1>c1') is bad: A free cell holds one card"
    );
    let bad_redo = r#"(version: 1, game: "freecell", deal: 1, moves: "t1>c1", redo: "t1>f1")"#;
    assert!(matches!(
        load(bad_redo),
        Err(SaveError::BadMove { index: 2, .. })
    ));
    let extra = r#"(version: 1, game: "freecell", deal: 1, moves: "", cheat: true)"#;
    assert!(matches!(load(extra), Err(SaveError::Parse(_))));
}

proptest! {
    /// Mutated saves either load or are refused; they never panic.
    #[test]
    fn mutated_saves_never_panic(edits in prop::collection::vec((any::<usize>(), any::<u8>()), 1..8)) {
        let mut bytes = played_game().to_ron().into_bytes();
        for (at, byte) in edits {
            let i = at % bytes.len();
            bytes[i] = byte;
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = load(&text);
    }

    #[test]
    fn random_text_never_panics(text in ".{0,200}") {
        let _ = load(&text);
        let _ = Rules::from_ron(&text);
    }
}

#[test]
fn layouts_print_and_parse_back() {
    for id in game_ids() {
        let g = Game::new(rules(id), 5).unwrap();
        let shown = text::layout(g.rules(), g.position(), true);
        let mut parsed = text::parse_layout(g.rules(), &shown).unwrap();
        // Nor the deal's number, which only a reshuffle's generator reads (La Belle
        // Lucie's, Montana's).
        (parsed.deal, parsed.draws) = (g.position().deal, g.position().draws);
        // The notation has no deck number, so multi-deck games compare by value.
        assert_eq!(text::layout(g.rules(), &parsed, true), shown, "{id}");
        if g.rules().def.decks == 1 {
            assert_eq!(&parsed, g.position(), "{id}");
        }
    }
}

// ---------------------------------------------------------------- definitions

const FREECELL: &str = include_str!("../games/freecell.ron");

fn def_error(text: &str) -> String {
    Rules::from_ron(text)
        .expect_err("must be refused")
        .to_string()
}

#[test]
fn bad_definitions_name_the_field_and_the_problem() {
    let e = def_error(&FREECELL.replace("decks: 1", "decks: 4"));
    assert_eq!(e, "decks: must be 1, 2 or 3, not 4");
    let e = def_error(&FREECELL.replace(
        "(0, 7), (0, 7), (0, 7), (0, 7), (0, 6)",
        "(0, 7), (0, 7), (0, 7), (0, 7), (0, 5)",
    ));
    assert_eq!(
        e,
        "groups: the deal uses 51 of the 52 cards and no stock takes the rest (deal: Rest)"
    );
    let e = def_error(&FREECELL.replace("(0, 6), (0, 6), (0, 6)]", "(0, 6), (0, 6), (0, 7)]"));
    assert_eq!(e, "groups: the deal needs 53 cards but 1 deck(s) hold 52");
    let e = def_error(&FREECELL.replace("(0, 6), (0, 6), (0, 6)]", "(0, 6), (0, 12)]"));
    assert_eq!(e, "groups[2].deal: lists 7 piles but the group has count 8");
    let e = def_error(&FREECELL.replace("label: \"f\"", "label: \"c\""));
    assert_eq!(e, "groups[1].label: \"c\" is used by an earlier group");
    let e =
        def_error(&FREECELL.replace("kind: Foundation, count: 4", "kind: Foundation, count: 3"));
    assert_eq!(
        e,
        "groups: 1 decks need 4 foundations, the definition has 3"
    );
    let e = def_error(&FREECELL.replace(
        "label: \"c\", name: \"free cell\", kind: Cell, count: 4,",
        "label: \"c\", name: \"free cell\", kind: Cell, count: 4, deal: Each(0, 2),",
    ));
    assert_eq!(e, "groups[0].deal: a free cell holds one card");
    let e = def_error(&FREECELL.replace("kind: Cell, count: 4", "kind: Cell, count: 60"));
    assert_eq!(e, "groups: 72 piles in all; a game may have at most 64");
    let e = def_error(
        &FREECELL
            .replace("moves: Run, ", "moves: Run, build: None, ")
            .replace("build: Some(Build(dir: Down, suit: AlternateColour)),", ""),
    );
    assert_eq!(
        e,
        "groups[2].moves: Run, SuitedRun and TopOrPile need a build rule to say what a run is"
    );
    // Golf's words: a waste that builds, and the goal of clearing the tableau.
    let golf = include_str!("../games/golf.ron");
    let e = def_error(&golf.replace("goal: ClearTableau,", ""));
    assert_eq!(
        e,
        "groups: 1 decks need 4 foundations, the definition has 0"
    );
    let e = def_error(&golf.replace("build: Some(Build(dir: Either, suit: Any)),", ""));
    assert!(
        e.starts_with("goal: ClearTableau is won by building"),
        "{e}"
    );
    let e = def_error(&golf.replace("redeals: Some(0)", "redeals: None"));
    assert_eq!(
        e,
        "stock.redeals: a waste that builds is never turned over into the stock: redeals: Some(0)"
    );
    let e = def_error(&golf.replace(
        "label: \"s\", name: \"stock\", kind: Stock, count: 1,",
        "label: \"s\", name: \"stock\", kind: Stock, count: 1, build: Some(Build(dir: Up, suit: Any)),",
    ));
    assert_eq!(e, "groups[0].build: nothing is placed on the stock");
    let e = def_error(&FREECELL.replace("decks: 1,", ""));
    assert!(e.starts_with("ron: ") && e.contains("decks"), "{e}");
    let e = def_error(&FREECELL.replace("decks: 1,", "decks: 1, jokers: 2,"));
    assert!(e.starts_with("ron: ") && e.contains("jokers"), "{e}");
    let e = def_error(
        &include_str!("../games/bear-river.ron")
            .replace("Piles([(0, 1), (0, 0), (0, 0), (0, 0)])", "Nothing"),
    );
    assert!(e.starts_with("groups: the deal uses 51"), "{e}");
    let e = def_error(
        &include_str!("../games/three-bears.ron")
            .replace("stock: Some(StockRules(draw: 3, redeals: None)),", ""),
    );
    assert!(
        e.starts_with("groups[0].count") || e.starts_with("stock: a Stock group needs"),
        "{e}"
    );
    let e = def_error(&FREECELL.replace("family: FreeCell", "family: Cells"));
    assert!(e.starts_with("ron: ") && e.contains("Cells"), "{e}");
    let e = def_error(&FREECELL.replace("family: FreeCell,", ""));
    assert!(e.starts_with("ron: ") && e.contains("family"), "{e}");
    let e = def_error(&FREECELL.replace("weights: FreeCells", "weights: Fast"));
    assert!(e.starts_with("ron: ") && e.contains("Fast"), "{e}");
    let e = def_error(&FREECELL.replace("plan: FreeCells", "plan: Fast"));
    assert!(e.starts_with("ron: ") && e.contains("Fast"), "{e}");
}

/// A folder of games like `core/games/`, made fresh for a test.
fn games_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("solitaire-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
    // The game files (the translations' folders beside them are not the registry's).
    for entry in std::fs::read_dir(shipped).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
    }
    dir
}

/// Adding a game is writing its file into the games folder: the registry (the same
/// scan the build runs over `core/games/`) lists it where its `order` says, and the core
/// deals it, judges its moves and solves it.
#[test]
fn a_new_game_is_one_file_in_the_games_folder() {
    let dir = games_folder("new-game");
    std::fs::write(dir.join("klondike-copy.ron"), NEW_GAME).unwrap();
    let registry = Registry::load_dir(&dir).unwrap();
    let ids: Vec<&str> = registry.ids().collect();
    assert_eq!(ids.len(), game_ids().len() + 1);
    assert_eq!(
        &ids[..6],
        [
            "klondike",
            "klondike-draw-three",
            "vegas-klondike",
            "vegas-klondike-draw-three",
            "klondike-copy",
            "yukon"
        ],
        "order 14 lists it after the Klondikes (10 to 13), before Yukon (15)"
    );
    let entry = registry.get("klondike-copy").unwrap();
    assert!(entry.grades.is_none() && entry.wins.is_empty());
    let mut g = Game::new(entry.rules.clone(), 1).unwrap();
    assert_eq!(g.position().piles[g.rules().stock.unwrap()].len(), 24);
    g.apply(Move::Draw).unwrap();
    assert_eq!(g.history().len(), 1);
    // The solver plays it like any other game, and its line replays legally to a win.
    let won = (1..=10).find_map(|deal| {
        let game = Game::new(entry.rules.clone(), deal).unwrap();
        let report = solve(&entry.rules, game.position(), &Budget::default());
        match report.verdict {
            Verdict::Solved(line) => Some((game, line)),
            _ => None,
        }
    });
    let (mut game, line) = won.expect("one of Klondike's first ten deals is won");
    for mv in line {
        game.apply(mv).unwrap();
    }
    assert_eq!(game.status(), solitaire_core::Status::Won);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A broken games folder is refused with the file named, never half-read.
#[test]
fn a_bad_games_folder_names_the_file() {
    let dir = games_folder("bad-folder");
    std::fs::write(dir.join("klondike-copy.grades"), "game klondike-copy\n").unwrap();
    let e = Registry::load_dir(&dir).unwrap_err();
    assert!(
        e.ends_with("klondike-copy.grades: there is no klondike-copy.ron beside it"),
        "{e}"
    );
    std::fs::write(
        dir.join("klondike-copy.ron"),
        NEW_GAME.replace("\"klondike-copy\"", "\"solitaire\""),
    )
    .unwrap();
    let e = Registry::load_dir(&dir).unwrap_err();
    assert!(
        e.starts_with("klondike-copy.ron: its id is \"solitaire\""),
        "{e}"
    );
    std::fs::write(dir.join("klondike-copy.ron"), NEW_GAME).unwrap();
    let e = Registry::load_dir(&dir).unwrap_err();
    assert!(e.starts_with("klondike-copy.grades: "), "{e}");
    std::fs::remove_file(dir.join("klondike-copy.grades")).unwrap();
    std::fs::write(dir.join("klondike-copy.wins"), "3 2").unwrap();
    let e = Registry::load_dir(&dir).unwrap_err();
    assert_eq!(e, "klondike-copy.wins: deal numbers must ascend");
    std::fs::remove_file(dir.join("klondike-copy.wins")).unwrap();
    // A family's games are listed together, under one heading.
    std::fs::write(
        dir.join("klondike-copy.ron"),
        NEW_GAME.replace("order: 14", "order: 45"),
    )
    .unwrap();
    let e = Registry::load_dir(&dir).unwrap_err();
    assert_eq!(
        e,
        "klondike-copy.ron: its order (45) sets Klondike Copy apart from Brisbane \
         (klondike and its kin), with Spiderette between; a family's games are listed together"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn moves_that_follow_a_move_are_undone_redone_and_saved_with_it() {
    let mut g = Game::new(rules("freecell"), 1).unwrap();
    let legal = g.legal_moves();
    g.apply(legal[0]).unwrap();
    let start = g.position().clone();
    let mv = g.legal_moves()[0];
    g.apply(mv).unwrap();
    let after_move = g.position().clone();
    for _ in 0..2 {
        let next = g.legal_moves()[0];
        g.apply_following(next).unwrap();
    }
    let after_action = g.position().clone();
    assert_eq!(g.follows(), [false, false, true, true]);
    // Saved with the followers marked, and restored so.
    let text = g.to_ron();
    assert_eq!(text.matches('+').count(), 2, "{text}");
    let mut loaded = Game::from_ron(&text, builtin).unwrap();
    assert_eq!(loaded.follows(), g.follows());
    // One undo takes back the move and its two followers; one redo plays all three.
    assert_eq!(loaded.undo_action().len(), 3);
    assert_eq!(*loaded.position(), start);
    assert!(loaded.redo_follows().eq([false, true, true]));
    let resaved = Game::from_ron(&loaded.to_ron(), builtin).unwrap();
    assert!(resaved.redo_follows().eq([false, true, true]));
    assert_eq!(loaded.redo_action().len(), 3);
    assert_eq!(*loaded.position(), after_action);
    // A single undo still takes back one move.
    loaded.undo();
    loaded.undo();
    assert_eq!(*loaded.position(), after_move);
}

#[test]
fn moves_that_follow_the_deal_are_one_action_and_not_the_players() {
    // Any two legal moves stand in for cards sent home as soon as they are dealt.
    let mut g = Game::new(rules("freecell"), 1).unwrap();
    let dealt = g.position().clone();
    for _ in 0..2 {
        let mv = g.legal_moves()[0];
        g.apply_following(mv).unwrap();
    }
    assert_eq!(g.follows(), [true, true]);
    assert!(!g.player_has_moved());
    assert_eq!(g.moves_counted(), 0, "the deal's moves, not the player's");
    let opened = g.position().clone();
    // Saved and restored so, still not the player's.
    let mut loaded = Game::from_ron(&g.to_ron(), builtin).unwrap();
    assert_eq!(loaded.follows(), [true, true]);
    assert!(!loaded.player_has_moved());
    // The player's move after them is one action; the opening is another.
    let mv = loaded.legal_moves()[0];
    loaded.apply(mv).unwrap();
    assert!(loaded.player_has_moved());
    assert_eq!(loaded.moves_counted(), 1);
    assert_eq!(loaded.undo_action().len(), 1);
    assert_eq!(*loaded.position(), opened);
    assert_eq!(loaded.undo_action().len(), 2);
    assert_eq!(*loaded.position(), dealt);
    assert_eq!(loaded.redo_action().len(), 2);
    assert_eq!(*loaded.position(), opened);
}
