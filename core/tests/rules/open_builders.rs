//! The open builders (`family: Builders`): Bear River, Beleaguered Castle, Streets and
//! Alleys and King Albert.

use crate::common::{self, check, pile, play, rules, setup, sizes};
use crate::{dealt, too_long};
use solitaire_core::rules::{Illegal, PileKind, Rules};
use solitaire_core::{Game, Rank};

// ---------------------------------------------------------------- Bear River

#[test]
fn bear_river_layout() {
    let g = Game::new(rules("bear-river"), 7).unwrap();
    let r = g.rules();
    assert_eq!(r.foundations.len(), 4);
    assert_eq!(r.tableau.len(), 18);
    let tableau = sizes(&g, PileKind::Tableau);
    assert_eq!(tableau[..15], [(0, 3); 15]);
    assert_eq!(tableau[15..], [(0, 2); 3]);
    let f = sizes(&g, PileKind::Foundation);
    assert_eq!(f, [(0, 1), (0, 0), (0, 0), (0, 0)]);
    let base = g.position().piles[r.foundations[0]].top().unwrap().rank();
    assert_eq!(g.position().base, base);
    assert_eq!(g.score(), Some(1), "the dealt base card scores");
    assert!(r.stock.is_none() && r.cells.is_empty());
}

#[test]
fn bear_river_builds_up_or_down_in_suit_with_wrap() {
    let (r, pos) = setup(
        "bear-river",
        "t1: 2C KS\n t2: 5D AS\n t3: 8H 6H\n t4: TC 7C\n h1: QS\n base rank: Q",
    );
    assert_eq!(check(&r, &pos, "t2>t1"), Ok(()), "A♠ on K♠ wraps");
    let pos2 = play(&r, &pos, "t1>h1");
    assert_eq!(pile(&r, &pos2, "h1"), "QS KS", "K♠ up on Q♠");
    assert_eq!(check(&r, &pos2, "t2>h1"), Ok(()), "A♠ on K♠");
    assert!(
        matches!(check(&r, &pos, "t4>t3"), Err(Illegal::DoesNotBuild { .. })),
        "7♣ on 6♥: wrong suit"
    );
    let (r, pos) = setup("bear-river", "t1: 5H\n t2: 6H\n t3: 4H");
    assert_eq!(check(&r, &pos, "t1>t2"), Ok(()), "down");
    assert_eq!(check(&r, &pos, "t1>t3"), Ok(()), "up");
    let (r, pos) = setup("bear-river", "t1: KH\n t2: AH");
    assert_eq!(check(&r, &pos, "t1>t2"), Ok(()), "K♥ on A♥ wraps down");
}

#[test]
fn bear_river_fourth_card_is_refused_and_only_the_top_card_moves() {
    let (r, pos) = setup(
        "bear-river",
        "t1: 2C 3C 4C\n t2: 5C\n h1: 9D 8D 7D\n t3: 6D",
    );
    assert_eq!(check(&r, &pos, "t2>t1"), Err(Illegal::PileFull(3)));
    assert_eq!(
        check(&r, &pos, "t3>h1"),
        Err(Illegal::PileFull(3)),
        "holes hold three too"
    );
    assert_eq!(check(&r, &pos, "t1>t2x2"), Err(Illegal::TopCardOnly));
}

#[test]
fn bear_river_standard_piles_never_refill_but_holes_take_any_card() {
    let (r, pos) = setup("bear-river", "t1: 9S\n t3: 5H 2D");
    assert!(matches!(
        check(&r, &pos, "t3>t2"),
        Err(Illegal::NeverRefilled)
    ));
    assert_eq!(check(&r, &pos, "t3>h1"), Ok(()));
    assert_eq!(check(&r, &pos, "t1>h2"), Ok(()));
}

#[test]
fn bear_river_foundations_start_at_the_base_and_wrap() {
    let (r, pos) = setup(
        "bear-river",
        "f1: QH KH\n t1: AH\n t2: QS\n t3: 3C\n t4: KS\n base rank: Q",
    );
    assert_eq!(check(&r, &pos, "t1>f1"), Ok(()), "A♥ after K♥ wraps");
    assert_eq!(
        check(&r, &pos, "t2>f2"),
        Ok(()),
        "another Queen starts a foundation"
    );
    assert!(
        matches!(check(&r, &pos, "t3>f2"), Err(Illegal::FoundationStart(r)) if r == Rank::new(12).unwrap())
    );
    assert!(
        matches!(
            check(&r, &pos, "t4>f1"),
            Err(Illegal::FoundationNext { .. })
        ),
        "K♠ on K♥"
    );
    // A full foundation: Q K A 2 … J is 13 cards; nothing more.
    let full = "f1: QH KH AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH\n t1: QD\n base rank: Q";
    let (r, pos) = setup("bear-river", full);
    assert_eq!(check(&r, &pos, "t1>f1"), Err(Illegal::FoundationComplete));
}

#[test]
fn bear_river_scores_one_point_per_foundation_card() {
    let (mut g, home) = (1..=100)
        .find_map(|n| {
            let g = Game::new(rules("bear-river"), n).unwrap();
            let home = (0..g.rules().pile_count()).find_map(|p| g.home_move(p))?;
            Some((g, home))
        })
        .expect("some early deal has a card to send home");
    assert_eq!(g.score(), Some(1));
    g.apply(home).unwrap();
    assert_eq!(g.score(), Some(2));
    g.undo();
    assert_eq!(g.score(), Some(1));
}

// ---------------------------------------------------------------- Beleaguered Castle, Streets and Alleys

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
fn cards_put_out_last_are_checked() {
    let castle = include_str!("../../games/beleaguered-castle.ron");
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

// ---------------------------------------------------------------- King Albert

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

/// Scotch Patience builds its foundations up in alternate colours whatever the suit,
/// each from any Ace; its fans build down regardless of suit, one card at a time, and
/// an emptied fan stays empty.
#[test]
fn scotch_patience_builds_home_in_alternate_colours() {
    let (r, pos) = setup(
        "scotch-patience",
        "t1: 2H\n t2: 2D\n t3: 3S\n t4: KC\n t5: 9S QH\n t6: AD\n f1: AC",
    );
    assert!(
        matches!(check(&r, &pos, "t3>f1"), Err(Illegal::DoesNotBuild { .. })),
        "a 3 on an Ace"
    );
    assert_eq!(check(&r, &pos, "t1>f1"), Ok(()), "2♥ on A♣");
    assert_eq!(check(&r, &pos, "t2>f1"), Ok(()), "2♦ on A♣ too");
    assert_eq!(
        check(&r, &pos, "t6>f2"),
        Ok(()),
        "any Ace starts a foundation"
    );
    let pos = play(&r, &pos, "t1>f1");
    assert_eq!(check(&r, &pos, "t3>f1"), Ok(()), "3♠ on 2♥");
    assert!(
        matches!(check(&r, &pos, "t2>f1"), Err(Illegal::DoesNotBuild { .. })),
        "red on red"
    );
    assert_eq!(check(&r, &pos, "t5>t4"), Ok(()), "Q♥ on K♣: any suit");
    assert_eq!(check(&r, &pos, "t2>t1"), Err(Illegal::NeverRefilled));
    assert_eq!(check(&r, &pos, "f1>t3"), Ok(()), "2♥ taken back onto 3♠");
    assert!(
        matches!(check(&r, &pos, "f1>t4"), Err(Illegal::DoesNotBuild { .. })),
        "a foundation's card goes back only where it builds"
    );
}

/// Spanish Patience deals as Baker's Dozen, Kings under their piles, and builds home
/// in alternate colours.
#[test]
fn spanish_patience_deals_as_bakers_dozen_and_builds_home_in_alternate_colours() {
    let spanish = Game::new(rules("spanish-patience"), 5).unwrap();
    let bakers = Game::new(rules("bakers-dozen"), 5).unwrap();
    assert_eq!(spanish.position().piles, bakers.position().piles);
    let (r, pos) = setup("spanish-patience", "t1: 2S\n t2: 2H\n f1: AH");
    assert_eq!(check(&r, &pos, "t1>f1"), Ok(()));
    assert!(matches!(
        check(&r, &pos, "t2>f1"),
        Err(Illegal::DoesNotBuild { .. })
    ));
}

// ---------------------------------------------------------------- La Belle Lucie

#[test]
fn la_belle_lucie_redeals_what_is_left_in_threes_and_never_fills_a_fan() {
    use solitaire_core::moves::Move;
    let mut g = Game::new(rules("la-belle-lucie"), 5).unwrap();
    assert_eq!(
        g.apply(Move::Draw),
        Err(Illegal::StockEmpty),
        "the stock only redeals"
    );
    // Send home what goes, so that fewer cards are gathered than were dealt.
    let tableau = g.rules().tableau.clone();
    while let Some(mv) = tableau
        .iter()
        .find_map(|&t| g.rules().home_move(g.position(), t))
    {
        g.apply(mv).unwrap();
    }
    let left: usize = tableau.iter().map(|&t| g.position().piles[t].len()).sum();
    assert!(left < 52, "deal #5 sends a card home");
    let emptied = tableau
        .iter()
        .position(|&t| g.position().piles[t].is_empty());
    if let Some(i) = emptied {
        let from = tableau
            .iter()
            .position(|&t| !g.position().piles[t].is_empty())
            .unwrap();
        let mv = Move::transfer(tableau[from], tableau[i], 1);
        assert_eq!(
            g.rules().check(g.position(), mv),
            Err(Illegal::NeverRefilled)
        );
    }
    let before = g.position().clone();
    g.apply(Move::Redeal).unwrap();
    let fans: Vec<usize> = tableau
        .iter()
        .map(|&t| g.position().piles[t].len())
        .collect();
    let expected: Vec<usize> = (0..18)
        .map(|i| (0..3).filter(|round| i < (left + round) / 3).count())
        .collect();
    assert_eq!(fans, expected, "{left} cards in threes from the first fan");
    assert!(tableau.iter().all(|&t| g.position().piles[t].down == 0));
    assert_eq!(g.rules().redeals_left(g.position()), Some(1));
    g.undo().unwrap();
    assert_eq!(g.position(), &before);
}
