//! Every rule of RULES.md, game by game, by a focused test.

mod common;

use common::{check, mv, pile, play, rules, setup, sizes};
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::solver::{Budget, Verdict, solve};
use solitaire_core::{Card, Game, Move, Rank, Status};
use std::collections::HashSet;

fn all_cards_once(game: &str, number: u32) {
    let g = Game::new(rules(game), number).unwrap();
    let ids: Vec<u8> = g
        .position()
        .piles
        .iter()
        .flat_map(|p| p.cards.iter().map(|c| c.id()))
        .collect();
    let unique: HashSet<u8> = ids.iter().copied().collect();
    assert_eq!(ids.len(), g.rules().deck_size(), "{game} deal {number}");
    assert_eq!(
        unique.len(),
        ids.len(),
        "{game} deal {number} repeats a card"
    );
}

#[test]
fn every_deal_uses_every_card_once() {
    for game in solitaire_core::game_ids() {
        for n in [1, 2, 3, 617, 11982, 2_147_483_647] {
            all_cards_once(game, n);
        }
    }
}

#[test]
fn deals_are_reproducible_and_numbers_are_range_checked() {
    for game in solitaire_core::game_ids() {
        let a = Game::new(rules(game), 42).unwrap();
        let b = Game::new(rules(game), 42).unwrap();
        let c = Game::new(rules(game), 43).unwrap();
        assert_eq!(a.position(), b.position());
        assert_ne!(a.position(), c.position());
        assert!(Game::new(rules(game), 0).is_err());
        assert!(Game::new(rules(game), 1 << 31).is_err());
    }
}

/// Deal #1 of each ChaCha game, pinned: a numbered deal must never change.
#[test]
fn deal_one_of_each_game_is_pinned() {
    let tops = |game: &str| -> String {
        let g = Game::new(rules(game), 1).unwrap();
        g.rules()
            .tableau
            .iter()
            .map(|&t| g.position().piles[t].top().unwrap().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        tops("bear-river"),
        "3H 9S 2C TC TD QC 3S 7C 5D 6D 5C 4D 3D 5H TS 7D QS 8H"
    );
    assert_eq!(
        tops("three-bears"),
        "7C KS 6S 7S 7H 7D 5H TH JH 7D 2S JD 3C"
    );
    assert_eq!(tops("brisbane"), "KC QS TD QC 6D 3D TS");
    assert_eq!(tops("lower-48"), "TS KD QH 5S KS 9C 9H 6H");
    assert_eq!(tops("forecell"), "7C 5D 6D 5C 4D 3D 5H TS");
    assert_eq!(tops("freecell"), "6S 9C 2H 6H 6C 3D 8C TC");
}

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

// ---------------------------------------------------------------- Three Bears

#[test]
fn three_bears_layout() {
    let g = Game::new(rules("three-bears"), 5).unwrap();
    let tableau = sizes(&g, PileKind::Tableau);
    let expected: Vec<(usize, usize)> = (1..=13).map(|i| (i - 1, i)).collect();
    assert_eq!(tableau, expected);
    assert_eq!(tableau.iter().map(|t| t.1).sum::<usize>(), 91);
    assert_eq!(sizes(&g, PileKind::Stock), [(65, 65)]);
    assert_eq!(sizes(&g, PileKind::Waste), [(0, 0)]);
    assert_eq!(sizes(&g, PileKind::Foundation), vec![(0, 0); 12]);
    assert_eq!(g.rules().deck_size(), 156);
}

#[test]
fn three_bears_same_suit_runs_move_from_any_card() {
    let (r, pos) = setup("three-bears", "t1: 9S 8S 7S\n t2: TS\n t3: 9H\n t4: 8S 6S");
    assert_eq!(check(&r, &pos, "t1>t2x3"), Ok(()), "the whole run");
    assert_eq!(
        check(&r, &pos, "t1>t3x2"),
        Err(Illegal::DoesNotBuild {
            card: Card::new(0, solitaire_core::Suit::Spades, Rank::new(8).unwrap()),
            onto: Card::new(0, solitaire_core::Suit::Hearts, Rank::new(9).unwrap()),
            build: solitaire_core::rules::Build {
                dir: solitaire_core::rules::Direction::Down,
                suit: solitaire_core::rules::SuitRule::Same,
                wrap: false,
                kings_end: false
            },
        })
    );
    assert_eq!(check(&r, &pos, "t4>t2x2"), Err(Illegal::NotARun));
    let after = play(&r, &pos, "t1>t2x3");
    assert_eq!(pile(&r, &after, "t2"), "TS 9S 8S 7S");
}

#[test]
fn three_bears_only_kings_fill_spaces() {
    let (r, pos) = setup("three-bears", "t1: KD QD\n t2: QS\n t3:\n w: KC");
    assert_eq!(check(&r, &pos, "t1>t3x2"), Ok(()), "a run headed by a King");
    assert_eq!(check(&r, &pos, "t2>t3"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(check(&r, &pos, "w>t3"), Ok(()), "a King from the waste");
}

#[test]
fn three_bears_any_ace_starts_a_foundation_and_three_decks_coexist() {
    let (r, pos) = setup("three-bears", "f1: AS\n f2: AS\n t1: AS\n t2: 2S\n t3: 2H");
    assert_eq!(check(&r, &pos, "t1>f3"), Ok(()), "the third A♠");
    assert_eq!(check(&r, &pos, "t2>f1"), Ok(()));
    assert!(matches!(
        check(&r, &pos, "t3>f1"),
        Err(Illegal::FoundationNext { .. })
    ));
    assert!(matches!(
        check(&r, &pos, "t2>f4"),
        Err(Illegal::FoundationStart(Rank::ACE))
    ));
}

#[test]
fn three_bears_draws_three_and_redeals_without_limit() {
    let mut g = Game::new(rules("three-bears"), 3).unwrap();
    let r = g.rules().clone();
    let (s, w) = (r.stock.unwrap(), r.waste.unwrap());
    assert_eq!(g.check(Move::Redeal), Err(Illegal::StockNotEmpty));
    let stock_before = g.position().piles[s].cards.clone();
    g.apply(Move::Draw).unwrap();
    let waste = &g.position().piles[w];
    assert_eq!(waste.len(), 3);
    assert_eq!(waste.down, 0);
    // Turning a packet of three: the stock's third card from the top ends on top.
    assert_eq!(waste.top(), Some(stock_before[stock_before.len() - 3]));
    for _ in 0..20 {
        g.apply(Move::Draw).unwrap();
    }
    assert_eq!(
        g.position().piles[s].len(),
        2,
        "21 draws of three leave two"
    );
    let applied = g.apply(Move::Draw).unwrap();
    assert_eq!(applied.drawn, 2, "fewer than three at the end");
    assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
    let emptied = g.position().clone();
    assert_eq!(r.redeals_left(&emptied), None, "unlimited");
    // More passes than a byte could count: unlimited redeals are not counted at all,
    // so the position after a full pass equals the one before it.
    for pass in 0..300 {
        g.apply(Move::Redeal)
            .unwrap_or_else(|e| panic!("redeal {pass}: {e}"));
        assert_eq!(
            g.position().piles[s].cards,
            stock_before,
            "the stock is rebuilt in order"
        );
        for _ in 0..22 {
            g.apply(Move::Draw).unwrap();
        }
        assert_eq!(g.position(), &emptied);
    }
    for _ in 0..300 * 23 {
        g.undo().unwrap();
    }
    assert_eq!(g.position(), &emptied);
    assert_eq!(
        check(&r, g.position(), "w>t1x2"),
        Err(Illegal::WasteTopOnly)
    );
}

#[test]
fn three_bears_exposed_card_turns_up_and_undo_turns_it_back() {
    let (r, pos) = setup("three-bears", "t1: ah 5d 9C\n t2: TC\n t3: 6S");
    let mut after = pos.clone();
    let applied = r.apply(&mut after, mv(&r, "t1>t2"));
    assert!(applied.flipped, "5♦ turned up as part of the move");
    assert_eq!(after.piles[r.pile_by_name("t1").unwrap()].down, 1);
    r.undo(&mut after, applied);
    assert_eq!(after, pos, "undo turns 5♦ back down");
    let mut g = Game::new(rules("three-bears"), 1).unwrap();
    let t13 = g.rules().pile_by_name("t13").unwrap();
    let exposing = g.legal_moves().into_iter().find(|m| matches!(m, Move::Transfer { from, .. } if *from != t13 && *from != g.rules().stock.unwrap()));
    if let Some(m) = exposing {
        let before = g.position().clone();
        g.apply(m).unwrap();
        g.undo();
        assert_eq!(*g.position(), before);
    }
}

// ---------------------------------------------------------------- Brisbane

#[test]
fn brisbane_layout() {
    let g = Game::new(rules("brisbane"), 9).unwrap();
    let t = sizes(&g, PileKind::Tableau);
    assert_eq!(t, [(0, 5), (1, 6), (2, 7), (3, 7), (4, 8), (5, 9), (6, 10)]);
    assert_eq!(t.iter().map(|x| x.0).sum::<usize>(), 21);
    assert_eq!(t.iter().map(|x| x.1 - x.0).sum::<usize>(), 31);
    assert!(g.rules().stock.is_none());
}

#[test]
fn brisbane_groups_move_out_of_sequence_onto_one_rank_higher_any_suit() {
    let (r, pos) = setup("brisbane", "t1: kd 8S 2H JC 4D\n t2: 9H\n t3: 3C");
    assert_eq!(check(&r, &pos, "t1>t2x4"), Ok(()), "8♠ 2♥ J♣ 4♦ onto 9♥");
    assert!(
        matches!(
            check(&r, &pos, "t1>t2x3"),
            Err(Illegal::DoesNotBuild { .. })
        ),
        "2♥ on 9♥"
    );
    assert_eq!(check(&r, &pos, "t1>t2x5"), Err(Illegal::FaceDown));
    let after = play(&r, &pos, "t1>t2x4");
    assert_eq!(pile(&r, &after, "t2"), "9H 8S 2H JC 4D");
    assert_eq!(
        after.piles[r.pile_by_name("t1").unwrap()].down,
        0,
        "K♦ turned up"
    );
}

#[test]
fn brisbane_spaces_take_king_groups_only_and_foundations_take_top_cards() {
    let (r, pos) = setup("brisbane", "t1: 5C KS 3D\n t2:\n t3: QH 2D\n t4: AH 2H");
    assert_eq!(
        check(&r, &pos, "t1>t2x2"),
        Ok(()),
        "group with a King at the bottom"
    );
    assert_eq!(check(&r, &pos, "t3>t2x2"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(
        check(&r, &pos, "t4>f1x2"),
        Err(Illegal::OneAtATime("foundation"))
    );
    let (r, pos) = setup("brisbane", "t1: 2H AH");
    assert_eq!(check(&r, &pos, "t1>f1"), Ok(()));
}

// ---------------------------------------------------------------- Lower 48

#[test]
fn lower_48_layout() {
    let g = Game::new(rules("lower-48"), 11).unwrap();
    assert_eq!(sizes(&g, PileKind::Tableau), [(0, 5); 8]);
    assert_eq!(sizes(&g, PileKind::Stock), [(64, 64)]);
    assert_eq!(g.rules().foundations.len(), 8);
    assert_eq!(g.rules().deck_size(), 104);
}

#[test]
fn lower_48_single_cards_alternate_colours_kings_only() {
    let (r, pos) = setup("lower-48", "t1: 9H 8S 7D\n t2: 9C\n t3:\n t4: KH\n t5: 8H");
    assert_eq!(check(&r, &pos, "t1>t2x2"), Err(Illegal::TopCardOnly));
    assert_eq!(check(&r, &pos, "t5>t2"), Ok(()), "red 8 on black 9");
    assert!(
        matches!(check(&r, &pos, "t5>t1"), Err(Illegal::DoesNotBuild { .. })),
        "red on red"
    );
    assert_eq!(check(&r, &pos, "t1>t3"), Err(Illegal::KingsOnly));
    assert_eq!(check(&r, &pos, "t4>t3"), Ok(()));
}

#[test]
fn lower_48_draws_one_and_redeals_once() {
    let mut g = Game::new(rules("lower-48"), 2).unwrap();
    for pass in 0..2 {
        assert_eq!(g.rules().redeals_left(g.position()), Some(1 - pass));
        for _ in 0..64 {
            let applied = g.apply(Move::Draw).unwrap();
            assert_eq!(applied.drawn, 1);
        }
        assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
        if pass == 0 {
            g.apply(Move::Redeal).unwrap();
        }
    }
    assert_eq!(g.check(Move::Redeal), Err(Illegal::NoRedealsLeft));
    assert_eq!(g.rules().redeals_left(g.position()), Some(0));
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

// ---------------------------------------------------------------- FreeCell

/// Columns of Microsoft deals as printed by Freecell Solver's
/// `make-microsoft-freecell-board -t N`.
const MS_DEALS: [(u32, &str); 5] = [
    (
        1,
        "JD KD 2S 4C 3S 6D 6S|2D KC KS 5C TD 8S 9C|9H 9S 9D TS 4S 8D 2H|JC 5S QD QH TH QS 6H|5D AD JS 4H 8H 6C|7H QC AS AC 2C 3D|7C KH AH 4D JH 8C|5H 3H 3C 7S 7D TC",
    ),
    (
        617,
        "7D TD TH KD 4C 4S JD|AD 7S QC 5H QS TS KS|5C QD 3H 9S 9C 2H KC|3S AC 9D 3C 9H 5D 4H|5S 6D 6S 8S 7C JC|8C 8H 8D 7H 6H 6C|2D AS 3D 4D 2C JH|AH KH TC JS 2S QH",
    ),
    (
        11982,
        "AH 3D KD JC 6C JD KC|AS 3H 6H 5D 2C 7D 8D|4H QS 5S 5C TH 8H 2S|AC QC 4D 8C QH 9C 3S|2D 8S 9H 9D 6D 2H|6S 7H JH TD TC QD|TS AD 9S KH 4S 4C|JS KS 3C 7C 7S 5H",
    ),
    (
        32000,
        "QD 3S 8C JH 3D 6H TC|8D JD 9H 7D 7S 8H 2S|QS 7C 5S 6S 2H TS 3H|4H 9D 4C 9C AD 6C AH|2C KD 5H 3C AS 4D|JC 5C AC 9S JS QC|2D 5D KS TD KH KC|TH 6D 7H QH 8S 4S",
    ),
    (
        2_147_483_647,
        "9S JH 7S 5S 5D 5C 7D|2H TC 6C AD QH JD 9C|7C TD 3H TH 8C AS 7H|5H QS 8S 3C 6H QC 8H|4C 3S KD 2C 6S AC|6D KH TS AH QD KC|3D 8D 9D 2D 4H 2S|4S JC 4D 9H JS KS",
    ),
];

#[test]
fn freecell_deals_are_microsofts() {
    for (n, expected) in MS_DEALS {
        let g = Game::new(rules("freecell"), n).unwrap();
        let columns: Vec<String> = g
            .rules()
            .tableau
            .iter()
            .map(|&t| {
                g.position().piles[t]
                    .cards
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(columns.join("|"), expected, "deal #{n}");
        assert_eq!(sizes(&g, PileKind::Cell), [(0, 0); 4]);
    }
}

/// PySolFC's shuffle gives PySolFC's deals: the order its `pysol_cards` package deals
/// (tools/pysol-fixtures.py), one and two decks, its LCG's deals (to 32000) and its
/// Mersenne Twister's (beyond).
// ---------------------------------------------------------------- Klondike

#[test]
fn klondike_layout() {
    for id in ["klondike", "klondike-draw-three"] {
        let g = Game::new(rules(id), 5).unwrap();
        let tableau = sizes(&g, PileKind::Tableau);
        let expected: Vec<(usize, usize)> = (1..=7).map(|i| (i - 1, i)).collect();
        assert_eq!(tableau, expected, "{id}");
        assert_eq!(sizes(&g, PileKind::Stock), [(24, 24)]);
        assert_eq!(sizes(&g, PileKind::Waste), [(0, 0)]);
        assert_eq!(sizes(&g, PileKind::Foundation), vec![(0, 0); 4]);
    }
}

#[test]
fn klondike_builds_down_in_alternate_colours_and_only_kings_fill_spaces() {
    let (r, pos) = setup(
        "klondike",
        "t1: 9H 8S 7D
 t2: TC
 t3: TD
 t4:
 t5: KS QH
 w: 6C",
    );
    assert_eq!(check(&r, &pos, "t1>t2x3"), Ok(()), "a run of any length");
    assert!(matches!(
        check(&r, &pos, "t1>t3x3"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    assert_eq!(check(&r, &pos, "t1>t4x3"), Err(Illegal::KingsOnlyGroup));
    assert_eq!(check(&r, &pos, "t5>t4x2"), Ok(()), "a run headed by a King");
    assert_eq!(check(&r, &pos, "w>t1"), Ok(()), "6♣ on 7♦");
}

/// Worrying back: a foundation's top card may come back onto a tableau pile, and only
/// there, one card at a time; a tap never takes it (a drag does), and undo returns it.
#[test]
fn klondike_foundation_cards_may_come_back_to_the_tableau() {
    let (r, pos) = setup(
        "klondike",
        "f1: AH 2H 3H
 f2: AS
 t1: 4S
 t2: 4C
 t3:
 w: KD",
    );
    assert_eq!(check(&r, &pos, "f1>t1"), Ok(()), "3♥ onto 4♠");
    assert!(matches!(check(&r, &pos, "f1>t3"), Err(Illegal::KingsOnly)));
    assert_eq!(check(&r, &pos, "f1>f3"), Err(Illegal::BackToTableauOnly));
    assert_eq!(check(&r, &pos, "f1>t1x2"), Err(Illegal::BackToTableauOnly));
    let legal = r.legal_moves(&pos);
    assert!(legal.contains(&mv(&r, "f1>t1")) && legal.contains(&mv(&r, "f1>t2")));
    assert!(
        !legal.contains(&mv(&r, "f2>t3")),
        "an Ace has nowhere to go back to"
    );
    // In play: along a won game's line, the first position where a card could come back.
    let r = rules("klondike");
    let mut g = Game::new(r.clone(), 1).unwrap();
    let report = solve(&r, g.position(), &Budget::default());
    let Verdict::Solved(line) = report.verdict else {
        panic!("Klondike #1 is won")
    };
    let is_back =
        |m: &Move| matches!(m, Move::Transfer { from, .. } if r.foundations.contains(from));
    for m in line {
        if g.legal_moves().iter().any(is_back) {
            break;
        }
        g.apply(m).unwrap();
    }
    let back = g
        .legal_moves()
        .into_iter()
        .find(is_back)
        .expect("a card can come back");
    let Move::Transfer { from, to, .. } = back else {
        unreachable!()
    };
    let top = g.position().piles[from].len() - 1;
    assert_eq!(solitaire_core::policy::pickable(&g, from), 1);
    assert_eq!(solitaire_core::policy::tap_move(&g, from, top), None);
    let before = g.position().clone();
    g.apply(back).unwrap();
    assert_eq!(g.position().piles[to].top(), before.piles[from].top());
    g.undo().unwrap();
    assert_eq!(g.position(), &before);
    // Games without the word keep their foundations.
    let (r, pos) = setup(
        "three-bears",
        "f1: AS 2S 3S
 t1: 4S",
    );
    assert_eq!(check(&r, &pos, "f1>t1"), Err(Illegal::FromFoundation));
}

#[test]
fn klondike_turns_one_or_three_and_redeals_without_limit() {
    for (id, draw) in [("klondike", 1), ("klondike-draw-three", 3)] {
        let mut g = Game::new(rules(id), 9).unwrap();
        let r = g.rules().clone();
        let (s, w) = (r.stock.unwrap(), r.waste.unwrap());
        let before = g.position().piles[s].cards.clone();
        let applied = g.apply(Move::Draw).unwrap();
        assert_eq!(applied.drawn, draw, "{id}");
        assert_eq!(g.position().piles[w].top(), Some(before[24 - draw]));
        while g.check(Move::Draw).is_ok() {
            g.apply(Move::Draw).unwrap();
        }
        for _ in 0..5 {
            g.apply(Move::Redeal).unwrap();
            assert_eq!(g.position().piles[s].cards, before, "{id}");
            while g.check(Move::Draw).is_ok() {
                g.apply(Move::Draw).unwrap();
            }
        }
        assert_eq!(r.redeals_left(g.position()), None, "{id}: unlimited");
    }
}

/// The dealer's order: Klondike's triangle row by row, right to left (PySolFC's), and
/// the other games round by round, a card to each pile that still wants one.
#[test]
fn cards_are_dealt_in_the_dealers_order() {
    let r = rules("klondike");
    let order: Vec<String> = r
        .dealing_order()
        .iter()
        .map(|&p| r.piles[p].name.clone())
        .collect();
    assert_eq!(order.len(), 28);
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(order[..6], names(&["t7", "t6", "t5", "t4", "t3", "t2"]));
    assert_eq!(order[6..11], names(&["t7", "t6", "t5", "t4", "t3"]));
    assert_eq!(
        order[21..],
        names(&["t7", "t6", "t5", "t4", "t3", "t2", "t1"])
    );
    let turns = r.dealing_turns();
    assert_eq!(turns[r.tableau[0]], [27], "t1's only card goes last");
    let r = rules("freecell");
    let turns = r.dealing_turns();
    assert_eq!(turns[r.tableau[0]][..2], [0, 8]);
    assert_eq!(turns[r.tableau[7]][..2], [7, 15]);
}

#[test]
fn pysol_deals_are_pysolfcs() {
    use solitaire_core::deal::{Shuffle, shuffled};
    let fixtures = include_str!("fixtures/pysol-deals.txt");
    let mut checked = 0;
    let orders = fixtures
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()));
    for line in orders {
        let mut words = line.split_whitespace();
        let decks: u8 = words.next().unwrap().parse().unwrap();
        let number: u32 = words.next().unwrap().parse().unwrap();
        let expected: Vec<&str> = words.collect();
        let ours: Vec<String> = shuffled(Shuffle::PySol, decks, number)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(ours, expected, "{decks} decks, deal #{number}");
        checked += 1;
    }
    assert_eq!(checked, 28);
}

/// Rows of the dealer's reproduce PySolFC's layouts, piles and stock alike (and Golf's
/// waste, dealt a card). PySolFC's one-suit Spider is all clubs, its two-suit Spider
/// clubs and hearts, where ours shows spades (`Suits::relabel`): the fixtures keep
/// PySolFC's suits and are read through that.
#[test]
fn deal_rows_deal_as_pysolfc_does() {
    let klondike = include_str!("../games/klondike.ron");
    let fixtures = include_str!("fixtures/pysol-deals.txt");
    for game in [
        "klondike",
        "golf",
        "spider",
        "spider-two-suits",
        "spider-one-suit",
        "pyramid",
    ] {
        let rules = rules(game);
        let prefix = format!("layout {game} ");
        let mut checked = 0;
        for line in fixtures.lines().filter_map(|l| l.strip_prefix(&prefix)) {
            let (number, expected) = line.split_once(' ').unwrap();
            let g = Game::new(rules.clone(), number.parse().unwrap()).unwrap();
            let pos = g.position();
            let shown = |p: usize| {
                let pile = &pos.piles[p];
                let cards = pile.cards.iter().enumerate().map(|(i, c)| {
                    if pile.face_up(i) {
                        c.to_string()
                    } else {
                        format!("<{c}>")
                    }
                });
                cards.collect::<Vec<_>>().join(" ")
            };
            let mut piles: Vec<String> = rules.tableau.iter().map(|&t| shown(t)).collect();
            if let Some(waste) = rules.waste
                && !pos.piles[waste].is_empty()
            {
                piles.push(shown(waste));
            }
            let stock = &pos.piles[rules.stock.unwrap()].cards;
            piles.push(
                stock
                    .iter()
                    .rev()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            let expected = if game.starts_with("spider-") {
                expected.replace('C', "S")
            } else {
                expected.to_string()
            };
            assert_eq!(piles.join("|"), expected, "{game} #{number}");
            checked += 1;
        }
        assert_eq!(checked, 14, "{game}");
    }
    // Rows that disagree with the groups' deals are refused, naming what is wrong.
    let def_error = |text: &str| {
        solitaire_core::Rules::from_ron(text)
            .unwrap_err()
            .to_string()
    };
    let e = def_error(&klondike.replace("first: Some(2), face: Down", "first: Some(2), face: Up"));
    assert_eq!(e, "deal_rows[1].face: t7 already has a face-up card");
    let e =
        def_error(&klondike.replace("first: Some(2), face: Down", "first: Some(1), face: Down"));
    assert!(
        e.starts_with("deal_rows: t1 is dealt 1 face down and 1 up by the rows"),
        "{e}"
    );
    let e = def_error(&klondike.replace("first: Some(3)", "first: Some(9)"));
    assert_eq!(e, "deal_rows[1]: piles 9 to 7 of a group of 7");
    let e = def_error(&klondike.replace(
        "DealRow(group: \"t\", face: Up",
        "DealRow(group: \"x\", face: Up",
    ));
    assert_eq!(e, "deal_rows[6].group: no group has the label \"x\"");
}

/// The classic shelf deals as PySolFC does: every pile, bottom card first, against
/// `piles` fixtures (pysol_cards' deals, or PySolFC's own dealing written out).
#[test]
fn the_classic_shelf_deals_as_pysolfc_does() {
    let fixtures = include_str!("fixtures/pysol-deals.txt");
    for game in [
        "yukon",
        "bakers-game",
        "eight-off",
        "seahaven-towers",
        "streets-and-alleys",
        "beleaguered-castle",
        "black-hole",
        "king-albert",
        "forty-thieves",
        "scorpion",
        "canfield",
    ] {
        let rules = rules(game);
        let prefix = format!("piles {game} ");
        let mut checked = 0;
        for line in fixtures.lines().filter_map(|l| l.strip_prefix(&prefix)) {
            let (number, expected) = line.split_once(' ').unwrap();
            let g = Game::new(rules.clone(), number.parse().unwrap()).unwrap();
            let shown: Vec<String> = g
                .position()
                .piles
                .iter()
                .enumerate()
                .map(|(p, pile)| {
                    // (The stock's cards are all named, face down as they lie.)
                    let cards = pile.cards.iter().enumerate().map(|(i, c)| {
                        if pile.face_up(i) || rules.stock == Some(p) {
                            c.to_string()
                        } else {
                            format!("<{c}>")
                        }
                    });
                    cards.collect::<Vec<_>>().join(" ")
                })
                .collect();
            assert_eq!(shown.join("|"), expected, "{game} #{number}");
            checked += 1;
        }
        assert_eq!(checked, 14, "{game}");
    }
}

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

// ---------------------------------------------------------------- all games

#[test]
fn foundation_cards_stay_and_stock_waste_take_nothing() {
    let (r, pos) = setup("freecell", "f1: AS\n t1:");
    assert_eq!(check(&r, &pos, "f1>t1"), Err(Illegal::FromFoundation));
    let (r, pos) = setup("lower-48", "s: kh qh\n w: 5C\n t1: 6H");
    assert_eq!(check(&r, &pos, "t1>w"), Err(Illegal::NotATarget("waste")));
    assert_eq!(check(&r, &pos, "t1>s"), Err(Illegal::NotATarget("stock")));
    assert_eq!(check(&r, &pos, "s>t1"), Err(Illegal::FromStock));
    assert_eq!(check(&r, &pos, "w>t1"), Ok(()));
}

#[test]
fn illegal_moves_explain_themselves() {
    let (r, pos) = setup("lower-48", "t1: 9H\n t2: 8D\n t3:");
    let e = check(&r, &pos, "t2>t1").unwrap_err().to_string();
    assert_eq!(
        e,
        "8♦ cannot go on 9♥: build down by one rank in alternate colours"
    );
    assert_eq!(
        check(&r, &pos, "t2>t3").unwrap_err().to_string(),
        "Only a King can fill an empty pile"
    );
    let e = check(&r, &pos, "t1>f1").unwrap_err().to_string();
    assert_eq!(e, "An empty foundation starts with an Ace");
}

#[test]
fn legal_moves_are_exactly_the_moves_that_check() {
    for game in solitaire_core::game_ids() {
        let g = Game::new(rules(game), 77).unwrap();
        let r = g.rules();
        let legal: HashSet<Move> = g.legal_moves().into_iter().collect();
        let mut brute = HashSet::new();
        for from in 0..r.pile_count() {
            for to in 0..r.pile_count() {
                for count in 1..=g.position().piles[from].len() {
                    let m = Move::transfer(from, to, count);
                    if g.check(m).is_ok() {
                        brute.insert(m);
                    }
                }
            }
        }
        for m in [Move::Draw, Move::Redeal] {
            if g.check(m).is_ok() {
                brute.insert(m);
            }
        }
        assert_eq!(legal, brute, "{game}");
    }
}

#[test]
fn distinct_moves_drop_only_moves_to_a_later_empty_pile_of_the_same_group() {
    for game in solitaire_core::game_ids() {
        let g = Game::new(rules(game), 77).unwrap();
        let (r, pos) = (g.rules(), g.position());
        let first_empty = |group: usize| {
            (0..r.pile_count()).find(|&p| r.piles[p].group == group && pos.piles[p].is_empty())
        };
        let distinct: HashSet<Move> = r.distinct_moves(pos).into_iter().collect();
        let expected: HashSet<Move> = g
            .legal_moves()
            .into_iter()
            .filter(|&m| match m {
                Move::Transfer { to, .. } if pos.piles[to].is_empty() => {
                    first_empty(r.piles[to].group) == Some(to)
                }
                _ => true,
            })
            .collect();
        assert_eq!(distinct, expected, "{game}");
    }
}

#[test]
fn status_reports_won_and_no_moves_left() {
    let won = "f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS\n f2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n f3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n f4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC";
    let (r, pos) = setup("brisbane", won);
    assert!(r.is_won(&pos));
    assert!(!r.can_progress(&pos), "nothing left to move");
    // Lower 48: nothing plays now, whatever the stock and waste turn up.
    let (r, pos) = setup("lower-48", "t1: 5H\n t2: 5D\n w: 9S 9C");
    assert!(!r.can_progress(&pos), "redealing turns up nothing playable");
    // …but a card in the stock that plays once drawn is progress, until redeals run out.
    let (r, mut pos) = setup("lower-48", "t1: 5H\n t2: 5D\n w: 4C 9S");
    assert!(r.can_progress(&pos), "redeal, draw 4♣, play it on 5♥");
    pos.redeals = 1;
    assert!(!r.can_progress(&pos), "no redeals left");
    let g = Game::new(rules("freecell"), 1).unwrap();
    assert_eq!(g.status(), Status::InPlay);
}

#[test]
fn safe_home_waits_for_the_cards_that_could_build_on_it() {
    // Alternate colours: 3♥ is safe only when both black Twos are home.
    let (r, pos) = setup("freecell", "f1: AS 2S\n f2: AC\n f3: AH 2H\n t1: 3H");
    let three_hearts = pos.piles[r.pile_by_name("t1").unwrap()].top().unwrap();
    assert!(!r.is_safe_home(&pos, three_hearts));
    let (r, pos) = setup("freecell", "f1: AS 2S\n f2: AC 2C\n f3: AH 2H\n t1: 3H");
    assert!(r.is_safe_home(&pos, three_hearts));
    // Any two is always safe: only Aces build on it, and they go home first.
    let (r, pos) = setup("brisbane", "f1: AS\n f2: AC\n f3: AH\n f4: AD\n t1: 2H");
    let two = pos.piles[r.pile_by_name("t1").unwrap()].top().unwrap();
    assert!(r.is_safe_home(&pos, two));
}

#[test]
fn where_cards_come_back_off_the_foundations_safe_home_waits_for_those_below_too() {
    // Klondike: with both red Fours home, 5♠ may still be wanted, to hold the 4♥
    // taken back to hold a black Three; once the black Threes are home it is not.
    let reds = "f1: AH 2H 3H 4H\n f2: AD 2D 3D 4D";
    let (r, pos) = setup(
        "klondike",
        &format!("{reds}\n f3: AS 2S 3S 4S\n f4: AC 2C\n t1: 5S"),
    );
    let five = pos.piles[r.pile_by_name("t1").unwrap()].top().unwrap();
    assert!(!r.is_safe_home(&pos, five));
    let (r, pos) = setup(
        "klondike",
        &format!("{reds}\n f3: AS 2S 3S 4S\n f4: AC 2C 3C\n t1: 5S"),
    );
    assert!(r.is_safe_home(&pos, five));
    // FreeCell gives nothing back: the red Fours are enough.
    let (r, pos) = setup(
        "freecell",
        &format!("{reds}\n f3: AS 2S 3S 4S\n f4: AC 2C\n t1: 5S"),
    );
    assert!(r.is_safe_home(&pos, five));
}

#[test]
fn a_game_that_only_needs_foundation_moves_can_finish_itself() {
    let nearly = "f1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS\n f2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH\n f3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n f4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n t1: KH KS QS\n t2: JS";
    let (r, pos) = setup("freecell", nearly);
    assert!(r.finishes_by_home_moves(&pos));
    // K♠ on J♠: foundation moves alone are stuck.
    let stuck = nearly.replace("t1: KH KS QS\n t2: JS", "t1: KH JS KS\n t2: QS");
    let (r, pos) = setup("freecell", &stuck);
    assert!(!r.finishes_by_home_moves(&pos));
    // Cards still in the stock: never.
    let (r, pos) = setup("lower-48", "s: ah");
    assert!(!r.finishes_by_home_moves(&pos));
}

#[test]
fn golf_layout() {
    let g = Game::new(rules("golf"), 5).unwrap();
    assert_eq!(sizes(&g, PileKind::Tableau), vec![(0, 5); 7]);
    assert_eq!(sizes(&g, PileKind::Waste), [(0, 1)]);
    assert_eq!(sizes(&g, PileKind::Stock), [(16, 16)]);
    assert!(sizes(&g, PileKind::Foundation).is_empty());
    assert_eq!(g.rules().goal_size(), 35);
}

/// Golf: a pile's top card goes onto the waste one rank up or down in any suit, Ace
/// and King not next to each other, a Queen on a King allowed (as PySolFC plays it);
/// nothing goes onto a pile, and nothing leaves the waste.
#[test]
fn golf_builds_the_waste_up_or_down_without_wrapping() {
    let (r, pos) = setup(
        "golf",
        "t1: 9C 8H
 t2: 7S
 t3: AD
 t4: JC QD
 t5: 9D
 t6: 2C
 w: KH",
    );
    assert!(matches!(
        check(&r, &pos, "t1>w"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    assert_eq!(check(&r, &pos, "t4>w"), Ok(()), "a Queen on a King");
    let t4 = r.pile_by_name("t4").unwrap();
    assert_eq!(
        r.home_move(&pos, t4),
        Some(mv(&r, "t4>w")),
        "a double click sends it to the waste"
    );
    assert!(r.is_home(r.waste.unwrap()) && r.may_receive(r.waste.unwrap()));
    assert!(!r.may_receive(r.stock.unwrap()));
    let klondike = rules("klondike");
    assert!(
        !klondike.may_receive(klondike.waste.unwrap()),
        "a plain waste takes no drop"
    );
    assert!(
        matches!(check(&r, &pos, "t3>w"), Err(Illegal::DoesNotBuild { .. })),
        "an Ace is not next to a King"
    );
    assert_eq!(check(&r, &pos, "t2>t1"), Err(Illegal::NoBuilding));
    assert_eq!(check(&r, &pos, "w>t1"), Err(Illegal::NoBuilding));
    assert_eq!(check(&r, &pos, "t4>w"), Ok(()));
    let pos = play(&r, &pos, "t4>w");
    assert_eq!(check(&r, &pos, "t4>w"), Ok(()), "J♣ on Q♦: down");
    let pos = play(&r, &pos, "t4>w");
    assert_eq!(check(&r, &pos, "t4>w"), Err(Illegal::NotEnoughCards));
    assert_eq!(check(&r, &pos, "t2>t4"), Err(Illegal::NeverRefilled));
    assert!(matches!(
        check(&r, &pos, "t1>w"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    let legal: Vec<String> = r
        .legal_moves(&pos)
        .iter()
        .map(|&m| r.move_text(m))
        .collect();
    assert!(
        legal.is_empty(),
        "nothing plays on J♣ and the stock is empty: {legal:?}"
    );
}

/// Golf is won once the tableau is clear, whatever the stock still holds; the stock is
/// turned once, one card at a time, and never redealt.
#[test]
fn golf_is_won_with_the_tableau_clear_and_its_stock_turns_once() {
    let (r, pos) = setup("golf", "t1: 5S\n t2: 3C 4H\n w: 6D\n s: 8C 7H");
    let mut g = Game::new(r.clone(), 1).unwrap();
    assert_eq!(g.status(), Status::InPlay);
    let pos = play(&r, &pos, "t1>w");
    let pos = play(&r, &pos, "t2>w");
    assert!(!r.is_won(&pos));
    let pos = play(&r, &pos, "t2>w");
    assert!(r.is_won(&pos), "won with two cards in the stock");
    // The stock: one card a turn, then nothing more.
    let mut drawn = 0;
    while g.check(Move::Draw).is_ok() {
        let applied = g.apply(Move::Draw).unwrap();
        assert_eq!(applied.drawn, 1);
        drawn += 1;
    }
    assert_eq!(drawn, 16);
    assert_eq!(g.check(Move::Redeal), Err(Illegal::NoRedealsLeft));
}

/// TriPeaks as PySolFC deals it: peak by peak (its top, then two, then three cards),
/// face down, then the bottom row face up, then the stock's first card to the waste.
#[test]
fn tripeaks_deals_peak_by_peak_as_pysolfc_does() {
    use solitaire_core::deal::{Shuffle, shuffled};
    let g = Game::new(rules("tripeaks"), 1).unwrap();
    let r = g.rules().clone();
    let order = shuffled(Shuffle::PySol, 1, 1);
    let names = [
        "a1", "b1", "b2", "c1", "c2", "c3", "a2", "b3", "b4", "c4", "c5", "c6", "a3", "b5", "b6",
        "c7", "c8", "c9", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "d10", "w",
    ];
    for (i, name) in names.iter().enumerate() {
        let p = r.pile_by_name(name).unwrap();
        let pile = &g.position().piles[p];
        assert_eq!(pile.cards, [order[i]], "{name}");
        assert_eq!(pile.face_up(0), i >= 18, "{name}");
    }
    assert_eq!(sizes(&g, PileKind::Stock), [(23, 23)]);
    assert_eq!(r.goal_size(), 28);
}

/// A card lies under the two cards overlapping it: it cannot move until both are gone,
/// then it turns face up (undo turns it back down); the waste builds up or down by one,
/// King and Ace next to each other.
#[test]
fn tripeaks_cards_open_when_both_cards_on_them_are_gone() {
    let (r, pos) = setup("tripeaks", "c1: 5h\n d1: 6S\n d2: 4D\n w: 7C");
    let c1 = r.pile_by_name("c1").unwrap();
    assert_eq!(check(&r, &pos, "c1>w"), Err(Illegal::Covered));
    let pos = play(&r, &pos, "d1>w");
    assert_eq!(
        check(&r, &pos, "c1>w"),
        Err(Illegal::Covered),
        "4♦ still on it"
    );
    assert!(!pos.piles[c1].face_up(0));
    let m = mv(&r, "d2>w");
    assert!(matches!(
        r.check(&pos, m),
        Err(Illegal::DoesNotBuild { .. })
    ));
    // Onto 6♠, 4♦ does not build; turn the next stock card instead, here by a layout
    // with 5♣ on the waste.
    let (r, pos) = setup("tripeaks", "c1: 5h\n d2: 4D\n w: 5C");
    let mut next = pos.clone();
    let applied = r.apply(&mut next, mv(&r, "d2>w"));
    assert!(
        next.piles[c1].face_up(0),
        "nothing covers 5♥ now: it turns up"
    );
    assert_eq!(applied.uncovered, 1 << c1);
    r.undo(&mut next, applied);
    assert_eq!(next, pos, "undo turns it back down");
    // King and Ace are next to each other.
    let (r, pos) = setup("tripeaks", "d10: AS\n d9: QH\n w: KC");
    assert_eq!(check(&r, &pos, "d10>w"), Ok(()));
    assert_eq!(check(&r, &pos, "d9>w"), Ok(()));
}

#[test]
fn tripeaks_covers_are_checked() {
    // The first cover, "a1 under b1 and b2", written otherwise.
    let with_first = |cover: &str| {
        let text = include_str!("../games/tripeaks.ron")
            .replace("Cover(pile: \"a1\", by: [\"b1\", \"b2\"])", cover);
        solitaire_core::Rules::from_ron(&text)
            .unwrap_err()
            .to_string()
    };
    let e = with_first("Cover(pile: \"a1\", by: [\"b1\", \"x9\"])");
    assert_eq!(e, "covers[0].by: no pile is named \"x9\"");
    let e = with_first("Cover(pile: \"a1\", by: [\"b1\", \"w\"])");
    assert_eq!(e, "covers[0].by: w is not a tableau pile");
    let e = with_first("Cover(pile: \"a1\", by: [])");
    assert_eq!(e, "covers[0].by: names no pile");
    let e =
        with_first("Cover(pile: \"a1\", by: [\"b1\", \"b2\"]), Cover(pile: \"d1\", by: [\"a1\"])");
    assert!(
        e.starts_with("covers: ") && e.ends_with("lies over itself"),
        "{e}"
    );
}

/// Dead King Golf: Golf's deals, and nothing on a King (a King still goes on a Queen).
#[test]
fn dead_king_golf_puts_nothing_on_a_king() {
    let (r, pos) = setup("dead-king-golf", "t1: QD\n t2: KS\n w: KH");
    assert!(matches!(
        check(&r, &pos, "t1>w"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    let (r, pos) = setup("dead-king-golf", "t1: QD\n t2: KS\n w: JC");
    let pos = play(&r, &pos, "t1>w");
    assert_eq!(check(&r, &pos, "t2>w"), Ok(()), "a King on a Queen");
    let golf = Game::new(rules("golf"), 7).unwrap();
    let dead_king = Game::new(rules("dead-king-golf"), 7).unwrap();
    assert_eq!(golf.position(), dead_king.position(), "the same deals");
    let e = solitaire_core::Rules::from_ron(
        &include_str!("../games/dead-king-golf.ron")
            .replace("kings_end: true", "kings_end: true, wrap: true"),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("contradict"), "{e}");
}
