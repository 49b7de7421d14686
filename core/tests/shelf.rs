//! The classic shelf's rules: Yukon, the free-cell family (Baker's Game, Eight Off,
//! Seahaven Towers), the open builders (Beleaguered Castle, Streets and Alleys, King
//! Albert), Forty Thieves, Scorpion and Black Hole. (Their deals are checked against
//! PySolFC's in games.rs.)

mod common;

use common::{check, pile, play, rules, setup};
use solitaire_core::rules::{Illegal, PileKind, Rules, RunLimit};
use solitaire_core::{Game, Move};

/// (face down, cards) of each pile of `kind` in deal #`number`.
fn dealt(game: &str, number: u32, kind: PileKind) -> Vec<(usize, usize)> {
    common::sizes(&Game::new(rules(game), number).unwrap(), kind)
}

fn card(name: &str) -> solitaire_core::Card {
    let (suit, rank) = solitaire_core::Card::parse_value(name).unwrap();
    solitaire_core::Card::new(0, suit, rank)
}

fn too_long(wanted: usize, allowed: usize) -> Result<(), Illegal> {
    Err(Illegal::RunTooLong { wanted, allowed })
}

#[test]
fn yukon_moves_any_face_up_group_onto_the_other_colour_and_kings_fill_spaces() {
    assert_eq!(
        dealt("yukon", 7, PileKind::Tableau),
        [(0, 1), (1, 6), (2, 7), (3, 8), (4, 9), (5, 10), (6, 11)]
    );
    let (r, pos) = setup("yukon", "t1: 8H 2C 9S\n t2: 9C\n t3: KD QS\n t4:\n f1: AH");
    // 8♥ with the unordered 2♣ 9♠ on it goes onto the 9♣.
    let next = play(&r, &pos, "t1>t2x3");
    assert_eq!(pile(&r, &next, "t2"), "9C 8H 2C 9S");
    assert!(matches!(
        check(&r, &pos, "t2>t3"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    assert_eq!(check(&r, &pos, "t1>t4x3"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(check(&r, &pos, "t3>t4x2"), Ok(()));
    // Only a top card goes home, and nothing comes back.
    assert_eq!(check(&r, &pos, "f1>t4"), Err(Illegal::FromFoundation));
}

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

#[test]
fn streets_and_alleys_and_beleaguered_castle_move_runs_by_empty_rows_alone() {
    assert_eq!(
        dealt("streets-and-alleys", 5, PileKind::Tableau),
        [
            (0, 7),
            (0, 7),
            (0, 7),
            (0, 7),
            (0, 6),
            (0, 6),
            (0, 6),
            (0, 6)
        ]
    );
    // Beleaguered Castle starts with the four Aces home.
    let g = Game::new(rules("beleaguered-castle"), 5).unwrap();
    let aces: Vec<String> = g
        .rules()
        .foundations
        .iter()
        .map(|&f| {
            g.position().piles[f]
                .cards
                .iter()
                .map(|c| c.to_string())
                .collect()
        })
        .collect();
    assert_eq!(aces, ["AC", "AS", "AH", "AD"]);
    assert_eq!(
        dealt("beleaguered-castle", 5, PileKind::Tableau),
        [(0, 6); 8]
    );
    for game in ["streets-and-alleys", "beleaguered-castle"] {
        let layout = "t1: 9C 8D 7S 6H\n t2: TD\n t3: 5S\n t4: 5D\n t5: 5H\n t6: 5C\n f1: AC\n f2: AS\n f3: AH\n f4: AD";
        let (r, pos) = setup(game, layout);
        // No cells; two empty rows (t7, t8): 2² = 4, regardless of suit.
        assert_eq!(check(&r, &pos, "t1>t2x4"), Ok(()), "{game}");
        assert_eq!(check(&r, &pos, "t1>t7x4"), too_long(4, 2), "{game}");
        assert_eq!(check(&r, &pos, "t1>t7x2"), Ok(()), "{game}");
        assert_eq!(
            check(&r, &pos, "f1>t3"),
            Err(Illegal::FromFoundation),
            "{game}"
        );
    }
}

#[test]
fn king_alberts_reserve_gives_cards_and_takes_none() {
    assert_eq!(
        dealt("king-albert", 9, PileKind::Tableau)
            .iter()
            .map(|s| s.1)
            .collect::<Vec<_>>(),
        [1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    );
    let (r, pos) = setup(
        "king-albert",
        "r1: 7H\n r2: 5C\n t1: 8S\n t2: 9D 8C\n t3: 6D\n f1: AH",
    );
    assert_eq!(check(&r, &pos, "r1>t1"), Ok(()));
    assert_eq!(check(&r, &pos, "t3>r2"), Err(Illegal::NoBuilding));
    assert_eq!(check(&r, &pos, "t2>t4x2"), Err(Illegal::TopCardOnly));
    assert_eq!(check(&r, &pos, "t2>t4"), Ok(()), "any card fills a column");
    // An emptied reserve place stays empty; a foundation card may come back.
    let next = play(&r, &pos, "r1>t1");
    assert_eq!(check(&r, &next, "t3>r1"), Err(Illegal::NeverRefilled));
    assert_eq!(check(&r, &pos, "f1>t4"), Ok(()));
}

#[test]
fn forty_thieves_builds_in_suit_one_card_at_a_time_through_the_stock_once() {
    let g = Game::new(rules("forty-thieves"), 2).unwrap();
    let r = g.rules().clone();
    assert_eq!(dealt("forty-thieves", 2, PileKind::Tableau), [(0, 4); 10]);
    assert_eq!(g.position().piles[r.waste.unwrap()].len(), 1);
    assert_eq!(g.position().piles[r.stock.unwrap()].len(), 63);
    let (r, pos) = setup(
        "forty-thieves",
        "t1: 9C 8C\n t2: TC\n t3: 9H\n s: 3D\n w: 2D",
    );
    assert_eq!(check(&r, &pos, "t1>t2x2"), Err(Illegal::TopCardOnly));
    assert!(matches!(
        check(&r, &pos, "t1>t3"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    let drawn = play(&r, &pos, "draw");
    assert_eq!(check(&r, &drawn, "redeal"), Err(Illegal::NoRedealsLeft));
}

#[test]
fn scorpion_deals_its_stock_into_gaps_and_moves_suited_groups() {
    assert_eq!(
        dealt("scorpion", 4, PileKind::Tableau),
        [(3, 7), (3, 7), (3, 7), (3, 7), (0, 7), (0, 7), (0, 7)]
    );
    let layout = "t1: 9C\n t3: 6H\n t4: 8C 4D KS 7H\n t5: KD\n s: 2S 3S 4S";
    let (r, pos) = setup("scorpion", layout);
    // 8♣ with the unordered cards on it goes onto the 9♣; not onto a 9 of another suit.
    assert_eq!(check(&r, &pos, "t4>t1x4"), Ok(()));
    assert_eq!(check(&r, &pos, "t4>t2x4"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(
        check(&r, &pos, "t4>t2x2"),
        Ok(()),
        "the K♠ group fills a space"
    );
    // The stock deals while t2 lies empty, a card to each of the first three piles.
    let dealt = play(&r, &pos, "draw");
    assert_eq!(pile(&r, &dealt, "t1"), "9C 4S");
    assert_eq!(pile(&r, &dealt, "t2"), "3S");
    assert_eq!(pile(&r, &dealt, "t3"), "6H 2S");
}

#[test]
fn scorpion_sends_a_whole_suit_home_at_once() {
    let layout = "t1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H\n t2: AH\n t3: 5C";
    let (r, pos) = setup("scorpion", layout);
    let next = play(&r, &pos, "t2>t1");
    let home = r.complete_run_move(&next).expect("the hearts are complete");
    let mut done = next.clone();
    r.apply(&mut done, home);
    assert_eq!(pile(&r, &done, "t1"), "");
    assert_eq!(done.piles[r.foundations[0]].len(), 13);
}

#[test]
fn black_hole_takes_fan_tops_one_rank_either_way_round_the_corner() {
    let g = Game::new(rules("black-hole"), 6).unwrap();
    let r: &Rules = g.rules();
    assert_eq!(dealt("black-hole", 6, PileKind::Tableau), [(0, 3); 17]);
    assert_eq!(pile(r, g.position(), "h"), "AS");
    assert_eq!(r.check(g.position(), Move::Draw), Err(Illegal::NoStock));
    let (r, pos) = setup("black-hole", "h: AS\n t1: 3D KC\n t2: 2H\n t3: 5C");
    let next = play(&r, &pos, "t1>h");
    assert_eq!(
        check(&r, &next, "t2>h"),
        Err(Illegal::DoesNotBuild {
            card: card("2H"),
            onto: card("KC"),
            build: r.piles[r.waste.unwrap()].build.unwrap(),
        })
    );
    assert_eq!(check(&r, &pos, "t2>h"), Ok(()), "2♥ on the Ace");
    assert_eq!(check(&r, &pos, "t3>t2"), Err(Illegal::NoBuilding));
    let (r, pos) = setup("black-hole", "h: AS\n t1: 3D\n t2: 2H");
    let cleared = play(&r, &play(&r, &pos, "t2>h"), "t1>h");
    assert!(r.is_won(&cleared), "every fan cleared wins");
}

#[test]
fn cards_put_out_last_are_checked() {
    let castle = include_str!("../games/beleaguered-castle.ron");
    let error = |text: &str| Rules::from_ron(text).unwrap_err().to_string();
    assert_eq!(
        error(&castle.replace("\"AD\"]", "\"XD\"]")),
        "last_dealt[3]: \"XD\" is not a card: write rank then suit, e.g. \"AS\""
    );
    assert_eq!(
        error(&castle.replace("\"AD\"]", "\"AC\"]")),
        "last_dealt[3]: AC is named twice"
    );
    assert_eq!(
        error(&castle.replace("\"AD\"]", "\"2D\"]")),
        "last_dealt: f4 is dealt a card that is not the foundations' base rank"
    );
    // A waste with no stock is for clearing the tableau onto (Black Hole) only.
    let klondike = common::NEW_GAME
        .replace("stock: Some(StockRules(draw: 1, redeals: None)),", "")
        .replace(
            "kind: Stock, count: 1, deal: Rest,",
            "kind: Tableau, count: 1, deal: Each(0, 24),",
        );
    assert_eq!(
        error(&klondike),
        "groups: a waste pile needs a stock, unless the tableau is cleared onto it (goal: ClearTableau)"
    );
}

#[test]
fn canfield_fills_an_emptied_pile_from_the_reserve_and_undo_puts_it_back() {
    let (r, pos) = setup(
        "canfield",
        "base rank: J\n f1: JD\n t1: 5C\n t2: 6H\n t3: 9S 8D\n r: qc kd 7S\n w: 2H",
    );
    // 5♣ onto 6♥ empties t1: the reserve's 7♠ fills it, the K♦ under it turns up.
    let mv = common::mv(&r, "t1>t2");
    let mut after = pos.clone();
    let applied = r.apply(&mut after, mv);
    assert!(applied.refilled && applied.refill_flipped);
    assert_eq!(pile(&r, &after, "t1"), "7S");
    assert_eq!(pile(&r, &after, "r"), "QC KD");
    let reserve = &after.piles[r.pile_by_name("r").unwrap()];
    assert_eq!((reserve.down, reserve.len()), (1, 2), "K♦ face up");
    assert_eq!(
        solitaire_core::speech::applied_move(&r, &after, &applied),
        "Five of clubs, pile 1 to pile 2; the seven of spades from the reserve fills pile 1"
    );
    let mut undone = after.clone();
    r.undo(&mut undone, applied);
    assert_eq!(undone, pos);
    // Nothing goes onto the reserve; its top card plays.
    assert_eq!(check(&r, &pos, "w>r"), Err(Illegal::NoBuilding));
    assert_eq!(
        check(&r, &pos, "r>t2"),
        Err(Illegal::DoesNotBuild {
            card: card("7S"),
            onto: card("6H"),
            build: r.piles[r.pile_by_name("t2").unwrap()].build.unwrap(),
        })
    );
}

#[test]
fn canfield_moves_a_top_card_or_a_whole_pile_and_builds_round_the_corner() {
    let (r, pos) = setup(
        "canfield",
        "base rank: J\n f1: JD QD KD\n t1: 3C 2H AS KH\n t2: 4D\n t3: AC\n t4: AD\n r: 9C",
    );
    // The whole pile, or its top card; nothing between.
    assert_eq!(check(&r, &pos, "t1>t2x4"), Ok(()));
    assert_eq!(check(&r, &pos, "t1>t2x2"), Err(Illegal::TopOrPileOnly));
    assert_eq!(
        check(&r, &pos, "t1>t3"),
        Ok(()),
        "K♥ on A♣, round the corner"
    );
    // The foundations go round the corner too: A♦ on K♦.
    assert_eq!(check(&r, &pos, "t4>f1"), Ok(()));
    let game = Game::new(rules("canfield"), 1).unwrap();
    let t1 = game.rules().pile_by_name("t1").unwrap();
    assert!(game.rules().lifts(game.position(), t1, 1));
}
