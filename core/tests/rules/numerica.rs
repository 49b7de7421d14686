//! Sir Tommy and its kin (`family: Numerica`): each stock card placed on a pile that
//! takes any card from the waste alone (`takes_from`), through a waste that holds one
//! card (`max_cards`), then played home from the piles' tops.

use crate::common::{check, pile, play, rules, setup, sizes};
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::{Game, Move};

#[test]
fn sir_tommy_deals_one_card_to_the_waste_and_holds_one_there() {
    let mut g = Game::new(rules("sir-tommy"), 3).unwrap();
    assert_eq!(sizes(&g, PileKind::Waste), [(0, 1)]);
    assert_eq!(sizes(&g, PileKind::Stock), [(51, 51)]);
    assert_eq!(sizes(&g, PileKind::Tableau), vec![(0, 0); 4]);
    assert_eq!(g.check(Move::Draw), Err(Illegal::WasteFull));
    let w = g.rules().waste.unwrap();
    let t1 = g.rules().pile_by_name("t1").unwrap();
    g.apply(Move::transfer(w, t1, 1)).unwrap();
    assert_eq!(g.check(Move::Draw), Ok(()));
    g.apply(Move::Draw).unwrap();
    assert_eq!(sizes(&g, PileKind::Waste), [(0, 1)]);
}

/// The piles take any card, on anything, from the waste only; their top cards go home,
/// where foundations build up from any Ace regardless of suit.
#[test]
fn sir_tommy_piles_take_any_card_from_the_waste_alone() {
    let (r, pos) = setup("sir-tommy", "w: 9D\n t1: 2S\n t2: 5C KH\n f1: AH\n s: 4C");
    assert_eq!(check(&r, &pos, "w>t2"), Ok(()), "9♦ on K♥: anything goes");
    assert_eq!(check(&r, &pos, "w>t3"), Ok(()), "or onto an empty pile");
    assert_eq!(
        check(&r, &pos, "t2>t3"),
        Err(Illegal::OnlyFrom(PileKind::Waste))
    );
    assert_eq!(
        check(&r, &pos, "t1>t2"),
        Err(Illegal::OnlyFrom(PileKind::Waste))
    );
    assert_eq!(
        check(&r, &pos, "t1>f1"),
        Ok(()),
        "2♠ on A♥: regardless of suit"
    );
    assert!(matches!(
        check(&r, &pos, "w>f1"),
        Err(Illegal::DoesNotBuild { .. })
    ));
    let pos = play(&r, &pos, "w>t2");
    assert_eq!(pile(&r, &pos, "t2"), "5C KH 9D");
    assert_eq!(check(&r, &pos, "f1>t1"), Err(Illegal::FromFoundation));
}
