//! The Spider family (`family: Spider`): Spider in one, two and four suits, and
//! Scorpion.

use crate::common::{check, pile, play, setup};
use crate::dealt;
use solitaire_core::rules::{Illegal, PileKind};

// ---------------------------------------------------------------- Scorpion

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
