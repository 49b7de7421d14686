//! Shipped game definitions changed a little go through the checker `solitaire-cli
//! check-def` uses (`Rules::from_ron`): what it accepts must deal, play and solve
//! without a panic, its solutions legal.

use solitaire_core::solver::{Budget, Verdict, check_plan, solve};
use solitaire_core::{Game, Rules, Status};
use std::path::Path;
use std::sync::Arc;

// ---------------------------------------------------------------- the solver

/// A shipped definition with `edits` made (each `from` must be in it).
fn edited(file: &str, edits: &[(&str, &str)]) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games")
        .join(file);
    let mut text = std::fs::read_to_string(path).unwrap();
    for (from, to) in edits {
        assert!(text.contains(from), "{file} has no {from}");
        text = text.replacen(from, to, 1);
    }
    text
}

/// Solves deals 1 to 3 of a definition the checker accepts and plays each line found:
/// every move legal, the game won.
fn solves_legally(text: &str, nodes: usize) {
    let rules = Arc::new(Rules::from_ron(text).unwrap_or_else(|e| panic!("{e}")));
    for number in 1..=3 {
        let mut game = Game::new(rules.clone(), number).unwrap();
        if let Verdict::Solved(line) = solve(&rules, game.position(), &Budget::nodes(nodes)).verdict
        {
            for mv in line {
                game.apply(mv)
                    .unwrap_or_else(|e| panic!("deal {number}: {mv:?}: {e}"));
            }
            assert_eq!(game.status(), Status::Won, "deal {number}");
        }
    }
}

/// Pyramid's sixth row dealt thirteen cards: more piles than its own search's sets
/// hold. Working out its shape overflowed them (`check-def` panicked asking whether
/// the search takes the game); it does not, so its plan gives way to the best-first
/// searches, which played the waste's card onto the stock's top as it lay before the
/// stock was turned ("a pair is two top cards").
#[test]
fn a_pyramid_too_wide_for_its_own_search_is_solved_by_the_others() {
    let text = edited(
        "pyramid.ron",
        &[(
            "name: \"sixth row card\", kind: Tableau, count: 6,",
            "name: \"sixth row card\", kind: Tableau, count: 13,",
        )],
    );
    let rules = Rules::from_ron(&text).unwrap();
    assert!(
        check_plan(&rules)
            .unwrap_err()
            .contains("Pairs search does not take")
    );
    solves_legally(&text, 20_000);
}

/// The searches of one shape play by the engine's rules or leave the game to the
/// best-first searches. ForeCell with empty columns counted for runs: there only Kings
/// fill them, which the engine does not count as room for a run (FreeCell's search
/// did). Eight Off with a pile lying over another, which FreeCell's search did not
/// see; Yukon with one deck of two suits, which its search's board (a place a card
/// value) cannot hold.
#[test]
fn the_searches_of_one_shape_play_by_the_engines_rules() {
    solves_legally(
        &edited(
            "forecell.ron",
            &[("run_limit: FreeCells,", "run_limit: FreeCellsAndColumns,")],
        ),
        3_000,
    );
    solves_legally(
        &edited(
            "eight-off.ron",
            &[(
                "GameDef(",
                "GameDef(covers: [Cover(pile: \"t1\", by: [\"t2\"])],",
            )],
        ),
        3_000,
    );
    solves_legally(
        &edited("yukon.ron", &[("GameDef(", "GameDef(suits: Two,")]),
        3_000,
    );
}
