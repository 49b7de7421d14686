//! The FreeCell family (`family: FreeCell`): FreeCell, ForeCell, Baker's Game, Eight
//! Off and Seahaven Towers.

use crate::common::{check, rules, setup, sizes};
use crate::{dealt, too_long};
use solitaire_core::rules::{Illegal, PileKind, RunLimit};
use solitaire_core::{Card, Game, Rank};

// ---------------------------------------------------------------- FreeCell

#[test]
fn freecell_supermove_counts_empty_columns_but_not_the_destination() {
    use solitaire_core::rules::RunLimit;
    // One free cell (c4) and two empty columns (t7, t8): (1 + 1) × 2² = 8.
    let layout = "t1: KS QH JC TD 9C 8H 7S 6D 5C 4H 3S\n t2: 9S\n t3: 2H\n t4: 2S\n t5: 3D\n t6: 3C\n c1: 4D\n c2: 4C\n c3: 4S";
    let (r, pos) = setup("freecell", layout);
    let t2 = r.pile_by_name("t2").unwrap();
    assert_eq!(r.max_run(&pos, RunLimit::FreeCellsAndColumns, t2), 8);
    assert_eq!(check(&r, &pos, "t1>t2x6"), Ok(()), "8♥ … 3♠ onto 9♠");
    // To an empty column, that column does not count: (1 + 1) × 2 = 4.
    assert_eq!(
        check(&r, &pos, "t1>t7x6"),
        Err(Illegal::RunTooLong {
            wanted: 6,
            allowed: 4
        })
    );
    assert_eq!(check(&r, &pos, "t1>t7x4"), Ok(()));
    // One empty column fewer: (1 + 1) × 2 = 4.
    let (r, pos) = setup("freecell", &format!("{layout}\n t8: 5D"));
    assert_eq!(
        check(&r, &pos, "t1>t2x6"),
        Err(Illegal::RunTooLong {
            wanted: 6,
            allowed: 4
        })
    );
    assert_eq!(
        check(&r, &pos, "t1>t2x7"),
        Err(Illegal::DoesNotBuild {
            card: Card::new(0, solitaire_core::Suit::Clubs, Rank::new(9).unwrap()),
            onto: Card::new(0, solitaire_core::Suit::Spades, Rank::new(9).unwrap()),
            build: solitaire_core::rules::Build {
                dir: solitaire_core::rules::Direction::Down,
                suit: solitaire_core::rules::SuitRule::AlternateColour,
                wrap: false,
                kings_end: false
            },
        })
    );
}

#[test]
fn freecell_any_card_fills_an_empty_column_and_cells_hold_one() {
    let (r, pos) = setup("freecell", "t1: 5D 4C\n t2:\n c1: 9H");
    assert_eq!(check(&r, &pos, "t1>t2"), Ok(()));
    assert_eq!(check(&r, &pos, "c1>t2"), Ok(()));
    assert_eq!(check(&r, &pos, "t1>c1"), Err(Illegal::CellFull));
    assert_eq!(
        check(&r, &pos, "t1>c2x2"),
        Err(Illegal::OneAtATime("free cell"))
    );
    assert_eq!(
        check(&r, &pos, "t1>t2x2"),
        Ok(()),
        "a run to an empty column"
    );
}

// ---------------------------------------------------------------- ForeCell

#[test]
fn forecell_layout() {
    let g = Game::new(rules("forecell"), 4).unwrap();
    assert_eq!(sizes(&g, PileKind::Tableau), [(0, 6); 8]);
    assert_eq!(sizes(&g, PileKind::Cell), [(0, 1); 4]);
}

#[test]
fn forecell_runs_are_limited_to_free_cells_plus_one_and_spaces_take_kings() {
    let layout = "t1: 9C 8H 7S 6D 5C\n t2: TD\n t3:\n t4: KS QH JC\n c1: 2S\n c2: 3S";
    let (r, pos) = setup("forecell", layout);
    // Two empty cells: three cards; the empty column does not count in ForeCell.
    assert_eq!(
        check(&r, &pos, "t1>t2x5"),
        Err(Illegal::RunTooLong {
            wanted: 5,
            allowed: 3
        })
    );
    let (r, pos) = setup(
        "forecell",
        "t1: TD 9C 8H 7S\n t2: JS\n t3:\n c1: 2S\n c2: 3S",
    );
    assert_eq!(
        check(&r, &pos, "t1>t2x4"),
        Err(Illegal::RunTooLong {
            wanted: 4,
            allowed: 3
        })
    );
    assert_eq!(
        check(&r, &pos, "t1>t2x3"),
        Err(Illegal::DoesNotBuild {
            card: Card::new(0, solitaire_core::Suit::Clubs, Rank::new(9).unwrap()),
            onto: Card::new(0, solitaire_core::Suit::Spades, Rank::new(11).unwrap()),
            build: solitaire_core::rules::Build {
                dir: solitaire_core::rules::Direction::Down,
                suit: solitaire_core::rules::SuitRule::AlternateColour,
                wrap: false,
                kings_end: false
            },
        })
    );
    let (r, pos) = setup(
        "forecell",
        "t1: 2D KS QH JC\n t2: 9C 8H\n t3:\n c1: 2S\n c2: 3S",
    );
    assert_eq!(
        check(&r, &pos, "t1>t3x3"),
        Ok(()),
        "a King-headed run of 3 with 2 cells free"
    );
    assert_eq!(check(&r, &pos, "t2>t3x2"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(check(&r, &pos, "t2>t3"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(check(&r, &pos, "t2>c3"), Ok(()));
    assert_eq!(check(&r, &pos, "t2>c1"), Err(Illegal::CellFull));
}

// ---------------------------------------------------------------- Baker's Game

#[test]
fn bakers_game_builds_in_suit_and_moves_runs_as_freecell_does() {
    let layout = "t1: 9C 8C 7C 6C 5C\n t2: TC\n t3: TH\n t5: 2S\n t6: 2D\n t7: 3D\n t8: 4D\n c1: 2H\n c2: 3H";
    let (r, pos) = setup("bakers-game", layout);
    // Two empty cells, one empty column (t4): (2 + 1) × 2 = 6.
    assert_eq!(
        r.max_run(
            &pos,
            RunLimit::FreeCellsAndColumns,
            r.pile_by_name("t2").unwrap()
        ),
        6
    );
    assert_eq!(check(&r, &pos, "t1>t2x5"), Ok(()));
    assert!(matches!(
        check(&r, &pos, "t1>t3x5"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    assert_eq!(check(&r, &pos, "t1>t4x5"), too_long(5, 3));
    assert_eq!(check(&r, &pos, "t1>t4x3"), Ok(()), "any run fills a column");
}

// ---------------------------------------------------------------- Eight Off, Seahaven Towers

#[test]
fn eight_off_and_seahaven_count_free_cells_only_and_fill_spaces_with_kings() {
    assert_eq!(dealt("eight-off", 3, PileKind::Tableau), [(0, 6); 8]);
    let cells: Vec<usize> = dealt("eight-off", 3, PileKind::Cell)
        .iter()
        .map(|s| s.1)
        .collect();
    assert_eq!(cells, [1, 0, 1, 0, 1, 0, 1, 0]);
    let cells: Vec<usize> = dealt("seahaven-towers", 3, PileKind::Cell)
        .iter()
        .map(|s| s.1)
        .collect();
    assert_eq!(cells, [0, 1, 1, 0]);
    assert_eq!(dealt("seahaven-towers", 3, PileKind::Tableau), [(0, 5); 10]);
    for game in ["eight-off", "seahaven-towers"] {
        let layout = "t1: 9C 8C 7C 6C\n t2: TC\n t3:\n t4: KD QD\n c1: 2H\n c2: 3H\n c3: 4H";
        let (r, pos) = setup(game, layout);
        let free = r.cells.len() - 3;
        // Empty columns do not add to a run: free cells + 1.
        let allowed = (free + 1).min(4);
        if allowed < 4 {
            assert_eq!(check(&r, &pos, "t1>t2x4"), too_long(4, allowed), "{game}");
        } else {
            assert_eq!(check(&r, &pos, "t1>t2x4"), Ok(()), "{game}");
        }
        assert_eq!(
            check(&r, &pos, "t1>t3"),
            Err(Illegal::KingsOnlyGroup),
            "{game}"
        );
        assert_eq!(check(&r, &pos, "t4>t3x2"), Ok(()), "{game}");
    }
}
