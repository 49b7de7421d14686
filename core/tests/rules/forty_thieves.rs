//! The Forty Thieves family (`family: FortyThieves`): Forty Thieves and Lower 48.

use crate::common::{check, play, rules, setup, sizes};
use crate::dealt;
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::{Game, Move};

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

// ---------------------------------------------------------------- Forty Thieves

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
