//! The Klondike family (`family: Klondike`): Klondike, Vegas, Yukon, Brisbane,
//! Canfield and Three Bears.

use crate::common::{self, check, mv, pile, play, rules, setup, sizes};
use crate::{card, dealt};
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::solver::{Budget, Verdict, solve};
use solitaire_core::{Card, Game, Move, Rank};

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

// ---------------------------------------------------------------- Yukon

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

// ---------------------------------------------------------------- Canfield

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
        solitaire_core::speech::applied_move(
            &solitaire_core::lang::Words::english(),
            &r,
            &after,
            &applied
        ),
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

// ------------------------------------------------------- Whitehead, Thumb and Pouch

/// Whitehead builds red on red and black on black, but only a run in one suit moves;
/// any card fills a space.
#[test]
fn whitehead_builds_in_colour_and_moves_runs_in_suit() {
    let (r, pos) = setup(
        "whitehead",
        "t1: 9S 8C\n t2: TC\n t3: 9H 8H\n t4: TD\n t5: 9C\n t6:",
    );
    assert_eq!(check(&r, &pos, "t1>t2x2"), Err(Illegal::NotASuitedRun));
    assert_eq!(check(&r, &pos, "t1>t6x2"), Err(Illegal::NotASuitedRun));
    assert_eq!(check(&r, &pos, "t1>t5"), Ok(()), "8♣ on 9♣");
    assert_eq!(check(&r, &pos, "t1>t6"), Ok(()), "any card into a space");
    assert_eq!(
        check(&r, &pos, "t3>t4x2"),
        Ok(()),
        "9♥ 8♥ on T♦: red on red"
    );
    assert!(matches!(
        check(&r, &pos, "t5>t4"),
        Err(Illegal::DoesNotBuild { .. })
    ));
}

/// Thumb and Pouch builds down in any suit but the card's own, and moves any run.
#[test]
fn thumb_and_pouch_builds_on_any_suit_but_its_own() {
    let (r, pos) = setup(
        "thumb-and-pouch",
        "t1: 7H\n t2: 6H\n t3: 6D 5C\n t4: 8S\n t5:",
    );
    assert!(matches!(
        check(&r, &pos, "t2>t1"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    assert_eq!(check(&r, &pos, "t3>t1x2"), Ok(()), "6♦ 5♣ on 7♥");
    assert_eq!(check(&r, &pos, "t1>t4"), Ok(()), "7♥ on 8♠");
    assert_eq!(check(&r, &pos, "t2>t5"), Ok(()), "any card into a space");
}
