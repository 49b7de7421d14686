//! Pyramid (`family: Adders`), played from deal #2.

use crate::common::{check, mv, pile, play, rules};
use solitaire_core::{Card, Game, Illegal, Move, Position, Rules};

/// Deal #2: the bottom row (g1 to g7) 4S 5D QH 7S 9D KS 7C, the waste 6S, the stock's
/// top card 4H, and 8S (f6) under g6 and g7.
fn deal_two() -> Game {
    let g = Game::new(rules("pyramid"), 2).unwrap();
    let names = ["g1", "g2", "g3", "g4", "g5", "g6", "g7", "w", "s", "f6"];
    let shown = names.map(|p| top(g.rules(), g.position(), p).to_string());
    assert_eq!(shown.join(" "), "4S 5D QH 7S 9D KS 7C 6S 4H 8S");
    g
}

fn top(r: &Rules, pos: &Position, name: &str) -> Card {
    pos.piles[r.pile_by_name(name).unwrap()].top().unwrap()
}

/// Two cards whose ranks add up to 13 leave together, whatever their suits: two free
/// pyramid cards, a pyramid card and the waste's or the stock's top card, or those two;
/// the card played lands on the foundation first.
#[test]
fn pyramid_pairs_adding_up_to_13_leave_together() {
    let g = deal_two();
    let (r, pos) = (g.rules().clone(), g.position().clone());
    for text in ["g1>g5", "g5>g1", "g4>w", "w>g4", "s>g5", "g5>s"] {
        assert_eq!(check(&r, &pos, text), Ok(()), "{text}");
    }
    assert_eq!(
        check(&r, &pos, "g2>g3"),
        Err(Illegal::NotAPair {
            card: top(&r, &pos, "g2"),
            onto: Some(top(&r, &pos, "g3")),
            sum: 13,
        }),
        "5♦ and Q♥"
    );
    assert_eq!(check(&r, &pos, "g1>h"), Err(Illegal::PairsHome(13)));
    let paired = play(&r, &pos, "g1>g5");
    assert_eq!(pile(&r, &paired, "h"), "4S 9D");
    assert_eq!(pile(&r, &paired, "g1"), "");
    assert_eq!(pile(&r, &paired, "g5"), "");
    assert_eq!(
        check(&r, &paired, "g4>g1"),
        Err(Illegal::NotAPair {
            card: top(&r, &pos, "g4"),
            onto: None,
            sum: 13,
        }),
        "an emptied place holds no partner"
    );
    // The stock's top card and the waste's: T♠ and 3♠ after eight cards are turned.
    let mut turned = pos.clone();
    for _ in 0..8 {
        turned = play(&r, &turned, "draw");
    }
    assert_eq!(pile(&r, &turned, "w").split(' ').next_back(), Some("3S"));
    let paired = play(&r, &turned, "s>w");
    assert_eq!(pile(&r, &paired, "h"), "TS 3S");
}

/// A King leaves alone; a card lies under the two cards of the row below that overlap
/// it and plays, or takes a partner, only once both are gone.
#[test]
fn pyramid_kings_leave_alone_and_a_card_plays_once_both_cards_on_it_are_gone() {
    let g = deal_two();
    let (r, pos) = (g.rules().clone(), g.position().clone());
    assert_eq!(check(&r, &pos, "g6>h"), Ok(()), "K♠ alone");
    assert_eq!(
        check(&r, &pos, "g6>g1"),
        Err(Illegal::NotAPair {
            card: top(&r, &pos, "g6"),
            onto: Some(top(&r, &pos, "g1")),
            sum: 13,
        })
    );
    // 8♠ (f6) under K♠ (g6) and 7♣ (g7) would pair with 5♦ (g2).
    assert_eq!(check(&r, &pos, "f6>g2"), Err(Illegal::Covered));
    assert_eq!(check(&r, &pos, "g2>f6"), Err(Illegal::Covered));
    let pos = play(&r, &pos, "g6>h");
    assert_eq!(pile(&r, &pos, "h"), "KS");
    assert_eq!(check(&r, &pos, "f6>g2"), Err(Illegal::Covered), "7♣ on it");
    assert_eq!(check(&r, &pos, "g2>f6"), Err(Illegal::Covered));
    let pos = play(&r, &pos, "g7>w");
    assert_eq!(pile(&r, &pos, "h"), "KS 7C 6S");
    assert_eq!(check(&r, &pos, "g2>f6"), Ok(()));
    let pos = play(&r, &pos, "f6>g2");
    assert_eq!(pile(&r, &pos, "h"), "KS 7C 6S 8S 5D");
}

/// The stock turns one card at a time onto the waste, and the waste is turned back
/// twice: three passes. The stock's top card lies face up.
#[test]
fn pyramid_goes_through_the_stock_three_times() {
    let mut g = deal_two();
    let r = g.rules().clone();
    let (s, w) = (r.stock.unwrap(), r.waste.unwrap());
    // (face down, cards) of the stock.
    let stock = |g: &Game| (g.position().piles[s].down, g.position().piles[s].len());
    assert_eq!(stock(&g), (22, 23));
    assert_eq!(r.redeals_left(g.position()), Some(2));
    assert_eq!(g.check(Move::Redeal), Err(Illegal::StockNotEmpty));
    let mut passes = Vec::new();
    loop {
        let mut turned = 0;
        while g.check(Move::Draw).is_ok() {
            assert_eq!(g.apply(Move::Draw).unwrap().drawn, 1);
            turned += 1;
        }
        passes.push(turned);
        assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
        if g.check(Move::Redeal).is_err() {
            break;
        }
        g.apply(Move::Redeal).unwrap();
        // The waste turned over: the card it was dealt is the stock's top again.
        assert_eq!(pile(&r, g.position(), "w"), "");
        assert_eq!(
            top(&r, g.position(), "s"),
            top(&r, deal_two().position(), "w")
        );
        assert_eq!(stock(&g), (23, 24));
    }
    assert_eq!(passes, [23, 24, 24]);
    assert_eq!(g.check(Move::Redeal), Err(Illegal::NoRedealsLeft));
    assert_eq!(r.redeals_left(g.position()), Some(0));
    assert_eq!(g.position().piles[w].len(), 24);
}

/// Undo puts a pair, a King and a turned card back where each was, the stock's top card
/// face up again.
#[test]
fn pyramid_undo_puts_every_card_back() {
    let mut g = deal_two();
    let r = g.rules().clone();
    let mut seen = vec![g.position().clone()];
    for text in ["g6>h", "g7>w", "f6>g2", "draw", "w>g5"] {
        g.apply(mv(&r, text)).unwrap();
        seen.push(g.position().clone());
    }
    assert_eq!(pile(&r, g.position(), "h"), "KS 7C 6S 8S 5D 4H 9D");
    seen.pop();
    while let Some(before) = seen.pop() {
        g.undo().unwrap();
        assert_eq!(g.position(), &before);
    }
    assert_eq!(g.undo(), None);
}
