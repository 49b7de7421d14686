//! Accordion and its kin (`family: Accordion`): a line of piles that closes up as
//! whole piles gather onto their neighbours (`moves: Pile`, `onto_left`, `close_gaps`,
//! builds `Match`), until one pile holds every card (`goal: OnePile`).

use crate::common::{check, pile, play, rules, setup, sizes};
use solitaire_core::Game;
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::solver::{Budget, Verdict, solve};

#[test]
fn accordion_deals_a_line_of_single_cards() {
    let g = Game::new(rules("accordion"), 3).unwrap();
    assert_eq!(sizes(&g, PileKind::Tableau), vec![(0, 1); 52]);
    assert_eq!(g.rules().goal_size(), 51);
    assert_eq!(g.rules().progress(g.position()), 0);
    assert!(g.rules().foundations.is_empty() && g.rules().stock.is_none());
}

/// A whole pile goes onto the pile next to it or three places to its left, where the
/// top cards share a suit or a rank; the line closes up behind it.
#[test]
fn accordion_moves_whole_piles_one_or_three_places_left_onto_a_match() {
    let (r, pos) = setup(
        "accordion",
        "t1: 5H\n t2: 9C\n t3: KS\n t4: 5C\n t5: 2D 9D\n t6: QS",
    );
    let build = r.piles[0].build.unwrap();
    let no_match = |card: &str, onto: &str| {
        Err(Illegal::DoesNotBuild {
            card: crate::card(card),
            onto: crate::card(onto),
            build,
        })
    };
    assert_eq!(check(&r, &pos, "t4>t3"), no_match("5C", "KS"));
    assert_eq!(
        check(&r, &pos, "t4>t1"),
        Ok(()),
        "5♣ on 5♥: a rank, three left"
    );
    assert_eq!(check(&r, &pos, "t2>t1"), no_match("9C", "5H"));
    assert_eq!(check(&r, &pos, "t5>t2x2"), Ok(()), "9♦ on 9♣: three left");
    assert_eq!(check(&r, &pos, "t5>t4x2"), no_match("9D", "5C"));
    assert_eq!(check(&r, &pos, "t5>t2"), Err(Illegal::WholePileOnly));
    assert_eq!(
        check(&r, &pos, "t6>t3"),
        Ok(()),
        "Q♠ on K♠: a suit, three left"
    );
    assert_eq!(
        check(&r, &pos, "t6>t4"),
        Err(Illegal::NotToTheLeft(0b1010)),
        "two left"
    );
    assert_eq!(
        check(&r, &pos, "t3>t6"),
        Err(Illegal::NotToTheLeft(0b1010)),
        "rightwards"
    );
    assert_eq!(check(&r, &pos, "t6>t5x2"), Err(Illegal::NotEnoughCards));
    assert_eq!(check(&r, &pos, "t6>t5"), no_match("QS", "9D"));
    assert_eq!(check(&r, &pos, "t3>t2"), no_match("KS", "9C"));
    // The 9♦'s pile goes onto the 9♣, and the line closes up: Q♠ moves to t5.
    let after = play(&r, &pos, "t5>t2x2");
    assert_eq!(pile(&r, &after, "t2"), "9C 2D 9D");
    assert_eq!(pile(&r, &after, "t4"), "5C");
    assert_eq!(pile(&r, &after, "t5"), "QS");
    assert_eq!(pile(&r, &after, "t6"), "");
    assert_eq!(r.progress(&after), 2);
    // Three places left of Q♠ (now t5) is t2, topped by the 9♦.
    assert_eq!(check(&r, &after, "t5>t2"), no_match("QS", "9D"));
    assert_eq!(check(&r, &after, "t3>t2"), no_match("KS", "9D"));
    assert_eq!(
        check(&r, &after, "t6>t5"),
        Err(Illegal::NotEnoughCards),
        "the line ends"
    );
    // Undo puts every pile back in its place.
    let mut pos2 = pos.clone();
    let applied = r.apply(&mut pos2, crate::common::mv(&r, "t5>t2x2"));
    assert_eq!(pos2, after);
    r.undo(&mut pos2, applied);
    assert_eq!(pos2, pos);
    // The engine's glance agrees with the full check.
    let legal: Vec<String> = r
        .legal_moves(&pos)
        .iter()
        .map(|&m| r.move_text(m))
        .collect();
    assert_eq!(legal, ["t4>t1", "t5>t2x2", "t6>t3"]);
}

/// A deal the solver wins is won with one pile left, every move of it legal, and
/// undoing them all gives the deal back.
#[test]
fn accordion_is_won_with_one_pile() {
    let rules = rules("accordion");
    let mut g = Game::new(rules.clone(), 2).unwrap();
    let start = g.position().clone();
    let Verdict::Solved(moves) = solve(&rules, &start, &Budget::nodes(2_000_000)).verdict else {
        panic!("deal #2 is won");
    };
    for &mv in &moves {
        assert!(!g.rules().is_won(g.position()));
        g.apply(mv).unwrap();
    }
    assert!(g.rules().is_won(g.position()));
    assert_eq!(g.rules().progress(g.position()), 51);
    let piles = g
        .rules()
        .tableau
        .iter()
        .filter(|&&t| !g.position().piles[t].is_empty());
    assert_eq!(piles.count(), 1);
    assert_eq!(
        g.position().piles[0].len(),
        52,
        "gathered on the first pile"
    );
    while g.undo().is_some() {}
    assert_eq!(g.position(), &start);
}
