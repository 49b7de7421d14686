//! The Spider family (`family: Spider`): Spider in one, two and four suits, and
//! Scorpion.

use crate::common::{check, mv, pile, play, rules, setup};
use crate::dealt;

use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::{Colour, Game, Move, Position, Rules, Suit};

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

// ---------------------------------------------------------------- Spider

/// The top card of each tableau pile, t1 first.
fn tops(r: &Rules, pos: &Position) -> String {
    let top = |&t: &usize| pos.piles[t].top().map_or("-".into(), |c| c.to_string());
    r.tableau.iter().map(top).collect::<Vec<_>>().join(" ")
}

/// A click on the stock deals a row, a card face up onto each of the ten piles (the
/// stock's top card to t1), and undo takes it back; five rows, and the stock is not
/// turned over.
#[test]
fn spider_deals_a_row_onto_every_pile_five_times() {
    let mut g = Game::new(rules("spider"), 1).unwrap();
    let r = g.rules().clone();
    let dealt = g.position().clone();
    assert_eq!(tops(&r, &dealt), "8H TH AH JC 4H 7H QS QC 7C 3S");
    assert_eq!(dealt.piles[r.stock.unwrap()].len(), 50);
    let applied = g.apply(Move::Draw).unwrap();
    assert_eq!(applied.drawn, 10);
    assert_eq!(tops(&r, g.position()), "QH 9S 2S QH 3C AS 4S KS 6D TD");
    for &t in &r.tableau {
        let (before, after) = (&dealt.piles[t], &g.position().piles[t]);
        assert_eq!(after.len(), before.len() + 1);
        assert_eq!(after.down, before.down, "the dealt card lies face up");
    }
    g.undo().unwrap();
    assert_eq!(g.position(), &dealt);
    for _ in 0..5 {
        g.apply(Move::Draw).unwrap();
    }
    assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
    // Nothing to turn over: with no waste, the engine refuses a redeal as having no stock.
    assert_eq!(g.check(Move::Redeal), Err(Illegal::NoStock));
}

/// Every pile must hold a card before the stock deals; any card fills an empty pile.
#[test]
fn spider_deals_no_row_while_a_pile_is_empty() {
    let layout = "t1: 9C 8C\n t2: KD\n t3: 4S\n t4: 7H\n t5: 2D\n t6: JS\n t7: 3C\n t8: QH\n t9: 6D\n s: ah 2h 3h 4h 5h 6h 7h 8h 9h th";
    let (r, pos) = setup("spider", layout);
    assert_eq!(check(&r, &pos, "draw"), Err(Illegal::FillEveryPile));
    let filled = play(&r, &pos, "t1>t10");
    let row = play(&r, &filled, "draw");
    assert_eq!(tops(&r, &row), "TH 9H 8H 7H 6H 5H 4H 3H 2H AH");
    assert_eq!(check(&r, &row, "draw"), Err(Illegal::StockEmpty));
}

/// The top card of pile `name` (as dealt, of either deck).
fn top(r: &Rules, pos: &Position, name: &str) -> solitaire_core::Card {
    pos.piles[r.pile_by_name(name).unwrap()].top().unwrap()
}

/// The face-up cards of pile `name`, bottom first.
fn face_up(r: &Rules, pos: &Position, name: &str) -> String {
    let pile = &pos.piles[r.pile_by_name(name).unwrap()];
    let up = pile.cards[pile.down..].iter().map(|c| c.to_string());
    up.collect::<Vec<_>>().join(" ")
}

/// A card goes on one rank higher in any suit; cards in suit move together, cards of
/// mixed suits only from the top.
#[test]
fn spider_builds_in_any_suit_and_moves_runs_in_suit() {
    let mut g = Game::new(rules("spider"), 1).unwrap();
    let r = g.rules().clone();
    let build = r.piles[r.tableau[0]].build.unwrap();
    // Dealt: 8H TH AH JC 4H 7H QS QC 7C 3S on top.
    assert_eq!(check(&r, g.position(), "t4>t7"), Ok(()), "J♣ on Q♠");
    assert_eq!(check(&r, g.position(), "t6>t1"), Ok(()), "7♥ on 8♥");
    assert_eq!(
        check(&r, g.position(), "t9>t6"),
        Err(Illegal::DoesNotBuild {
            card: top(&r, g.position(), "t9"),
            onto: top(&r, g.position(), "t6"),
            build,
        })
    );
    // A row: QH 9S 2S QH 3C AS 4S KS 6D TD on top.
    g.apply(Move::Draw).unwrap();
    let two_spades = top(&r, g.position(), "t3");
    for text in ["t6>t3", "t5>t7"] {
        g.apply(mv(&r, text)).unwrap();
    }
    let pos = g.position();
    assert_eq!(face_up(&r, pos, "t3"), "AH 2S AS");
    assert_eq!(face_up(&r, pos, "t7"), "QS 4S 3C");
    assert_eq!(check(&r, pos, "t3>t7x2"), Ok(()), "2♠ A♠ onto 3♣");
    let pos = play(&r, pos, "t3>t7x2");
    assert_eq!(face_up(&r, &pos, "t7"), "QS 4S 3C 2S AS");
    assert_eq!(
        check(&r, &pos, "t7>t5x3"),
        Err(Illegal::NotASuitedRun),
        "3♣ 2♠ A♠ onto 4♥: in sequence, not in suit"
    );
    assert_eq!(
        check(&r, &pos, "t7>t5x2"),
        Err(Illegal::DoesNotBuild {
            card: two_spades,
            onto: top(&r, &pos, "t5"),
            build,
        })
    );
}

/// Any card, or run in suit however long, fills an empty pile.
#[test]
fn spider_fills_empty_piles_with_any_card_or_run_in_suit() {
    let (r, pos) = setup("spider", "t1: 9C 8C 7C 6C 5C 4C\n t2: TH\n t3: 5D 4H");
    assert_eq!(check(&r, &pos, "t1>t2x6"), Ok(()), "six clubs onto T♥");
    assert_eq!(check(&r, &pos, "t1>t4x6"), Ok(()));
    assert_eq!(check(&r, &pos, "t3>t4"), Ok(()));
    assert_eq!(check(&r, &pos, "t3>t4x2"), Err(Illegal::NotASuitedRun));
}

/// A whole suit, King to Ace in order on top of a pile, goes home as one move, before
/// anything else; a foundation takes nothing else.
#[test]
fn spider_sends_a_whole_suit_home_at_once_and_nothing_else_meanwhile() {
    let layout = "t1: 5d KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S\n t2: 7D AS\n t3: 9H\n t4: 8C\n t5: KD\n t6: 4H\n t7: JC\n t8: 2D\n t9: 6H\n t10: QD\n s: ac 3d 5c 7d 9c jd kc 2c 4c 6c";
    let (r, pos) = setup("spider", layout);
    assert_eq!(check(&r, &pos, "t1>f1x12"), Err(Illegal::NotACompleteRun));
    assert_eq!(check(&r, &pos, "t2>f1"), Err(Illegal::NotACompleteRun));
    assert_eq!(check(&r, &pos, "t4>t3"), Ok(()));
    assert_eq!(check(&r, &pos, "draw"), Ok(()));
    let complete = play(&r, &pos, "t2>t1");
    let home = mv(&r, "t1>f1x13");
    assert_eq!(r.complete_run_move(&complete), Some(home));
    assert_eq!(r.safe_home_move(&complete), Some(home), "played at once");
    for text in ["t4>t3", "draw"] {
        assert_eq!(
            check(&r, &complete, text),
            Err(Illegal::CompleteRunFirst),
            "{text}"
        );
    }
    assert_eq!(
        check(&r, &complete, "t1>f1x12"),
        Err(Illegal::NotACompleteRun)
    );
    let legal = r.legal_moves(&complete);
    assert_eq!(legal.len(), 8, "the suit to any of the eight foundations");
    let t1 = r.pile_by_name("t1").unwrap();
    assert!(
        legal
            .iter()
            .all(|m| matches!(*m, Move::Transfer { from, to, count: 13 } if from == t1 && r.foundations.contains(&to)))
    );
    let mut done = complete.clone();
    let applied = r.apply(&mut done, home);
    assert!(applied.flipped, "5♦ turns up");
    assert_eq!(pile(&r, &done, "t1"), "5D");
    assert_eq!(
        pile(&r, &done, "f1"),
        "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    );
    assert_eq!(check(&r, &done, "t4>t3"), Ok(()));
    r.undo(&mut done, applied);
    assert_eq!(done, complete);
}

/// The one- and two-suit games deal four-suit Spider's deal #N, each card shown as a
/// spade, or (two suits) each black card as a spade and each red one as a heart.
#[test]
fn spider_in_one_and_two_suits_deals_spades_and_hearts() {
    let shown = |game: &str, number: u32| -> Vec<solitaire_core::Card> {
        let g = Game::new(rules(game), number).unwrap();
        g.position()
            .piles
            .iter()
            .flat_map(|p| p.cards.clone())
            .collect()
    };
    for number in [1, 2] {
        let four = shown("spider", number);
        let one = shown("spider-one-suit", number);
        let two = shown("spider-two-suits", number);
        for (i, c) in four.iter().enumerate() {
            assert_eq!((one[i].suit(), one[i].rank()), (Suit::Spades, c.rank()));
            let red = c.suit().colour() == Colour::Red;
            let suit = if red { Suit::Hearts } else { Suit::Spades };
            assert_eq!((two[i].suit(), two[i].rank()), (suit, c.rank()));
        }
        // Eight of each spade; four of each spade and heart.
        let copies = |cards: &[solitaire_core::Card], suit: Suit| {
            let n = |r: u8| {
                cards
                    .iter()
                    .filter(|c| c.suit() == suit && c.rank().value() == r)
                    .count()
            };
            (1..=13).map(n).collect::<Vec<_>>()
        };
        assert_eq!(copies(&one, Suit::Spades), [8; 13]);
        assert_eq!(copies(&two, Suit::Spades), [4; 13]);
        assert_eq!(copies(&two, Suit::Hearts), [4; 13]);
        assert_eq!(copies(&four, Suit::Diamonds), [2; 13]);
    }
}
