//! Over every game: deals use each card once and are reproducible, the legal moves are
//! the moves that check, and what the engine says of any game (why a move is refused,
//! won or stuck, safe moves home, finishing by itself).

use crate::common::{check, rules, setup};
use solitaire_core::rules::Illegal;
use solitaire_core::{Game, Move, Status};
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
                // (Where a pile's place is part of the rules, as Montana's gaps', no two
                // empty piles are alike.)
                Move::Transfer { to, .. }
                    if pos.piles[to].is_empty() && r.positional >> to & 1 == 0 =>
                {
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
