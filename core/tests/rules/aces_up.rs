//! Aces Up and its kin (`family: AcesUp`): cards thrown out onto a discard pile (a
//! foundation with `home_rule: Some(Outranked)`) until the Aces alone are left.

use crate::common::{check, pile, play, rules, setup, sizes};
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::{Game, Move};

#[test]
fn aces_up_deals_a_card_to_each_pile_and_the_stock_a_row_into_gaps_too() {
    let mut g = Game::new(rules("aces-up"), 7).unwrap();
    assert_eq!(sizes(&g, PileKind::Tableau), vec![(0, 1); 4]);
    assert_eq!(sizes(&g, PileKind::Stock), [(48, 48)]);
    assert_eq!(sizes(&g, PileKind::Foundation), [(0, 0)]);
    assert_eq!(g.rules().goal_size(), 52);
    for row in 1..=12 {
        g.apply(Move::Draw).unwrap();
        assert_eq!(sizes(&g, PileKind::Tableau), vec![(0, 1 + row); 4]);
    }
    assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
}

/// A top card goes out while another pile's top card is a higher one of its suit, Aces
/// high; an Ace never goes; a card moves only into an empty pile.
#[test]
fn aces_up_throws_out_cards_another_pile_outranks() {
    let (r, pos) = setup("aces-up", "t1: 5S\n t2: 3C 9S\n t3: 2H AH\n t4: KH");
    assert_eq!(check(&r, &pos, "t1>d"), Ok(()), "9♠ outranks 5♠");
    assert_eq!(check(&r, &pos, "t4>d"), Ok(()), "A♥ outranks K♥: Aces high");
    assert_eq!(
        check(&r, &pos, "t2>d"),
        Err(Illegal::NotOutranked(crate::card("9S")))
    );
    assert_eq!(check(&r, &pos, "t3>d"), Err(Illegal::AcesStay));
    assert_eq!(check(&r, &pos, "t1>t2"), Err(Illegal::NoBuilding));
    // The engine's glance agrees with the full check.
    let mut legal: Vec<String> = r
        .legal_moves(&pos)
        .iter()
        .map(|&m| r.move_text(m))
        .collect();
    legal.sort();
    assert_eq!(legal, ["t1>d", "t4>d"]);
    // Nothing goes out unasked: a discard is the player's choice.
    assert_eq!(r.safe_home_move(&pos), None);
    let pos = play(&r, &pos, "t1>d");
    assert_eq!(
        check(&r, &pos, "t2>t1"),
        Ok(()),
        "any card into an empty pile"
    );
    let pos = play(&r, &pos, "t2>t1");
    assert_eq!(pile(&r, &pos, "t2"), "3C");
    assert_eq!(
        check(&r, &pos, "t2>d"),
        Err(Illegal::NotOutranked(crate::card("3C"))),
        "no club shows above it"
    );
    assert_eq!(
        check(&r, &pos, "t1>d"),
        Err(Illegal::NotOutranked(crate::card("9S")))
    );
}

/// Won as PySolFC judges it: 48 cards out and each Ace alone on a pile.
#[test]
fn aces_up_is_won_with_each_ace_alone() {
    let out: Vec<String> = ["C", "D", "H", "S"]
        .iter()
        .flat_map(|s| "23456789TJQK".chars().map(move |r| format!("{r}{s}")))
        .collect();
    let layout = format!("t1: AS\n t2: AH AD\n t3: AC\n d: {}", out.join(" "));
    let (r, pos) = setup("aces-up", &layout);
    assert_eq!(r.progress(&pos), 50, "48 out, two Aces alone");
    assert!(!r.is_won(&pos), "two Aces share a pile");
    assert_eq!(check(&r, &pos, "d>t4"), Err(Illegal::FromFoundation));
    let pos = play(&r, &pos, "t2>t4");
    assert!(r.is_won(&pos));
}
