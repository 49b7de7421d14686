//! The Golf family (`family: Golf`): Golf, Dead King Golf, TriPeaks and Black Hole.

use crate::common::{check, mv, pile, play, rules, setup, sizes};
use crate::{card, dealt};
use solitaire_core::rules::{Illegal, PileKind, Rules};
use solitaire_core::{Game, Move, Status};

// ---------------------------------------------------------------- Golf

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

// ---------------------------------------------------------------- TriPeaks

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
        let text = include_str!("../../games/tripeaks.ron")
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

// ---------------------------------------------------------------- Dead King Golf

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
        &include_str!("../../games/dead-king-golf.ron")
            .replace("kings_end: true", "kings_end: true, wrap: true"),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("contradict"), "{e}");
}

// ---------------------------------------------------------------- Black Hole

#[test]
fn black_hole_takes_fan_tops_one_rank_either_way_round_the_corner() {
    let g = Game::new(rules("black-hole"), 6).unwrap();
    let r: &Rules = g.rules();
    assert_eq!(dealt("black-hole", 6, PileKind::Tableau), [(0, 3); 17]);
    assert_eq!(pile(r, g.position(), "h"), "AS");
    assert_eq!(r.check(g.position(), Move::Draw), Err(Illegal::NoStock));
    let (r, pos) = setup("black-hole", "h: AS\n t1: 3D KC\n t2: 2H\n t3: 5C");
    let next = play(&r, &pos, "t1>h");
    assert_eq!(
        check(&r, &next, "t2>h"),
        Err(Illegal::DoesNotBuild {
            card: card("2H"),
            onto: card("KC"),
            build: r.piles[r.waste.unwrap()].build.unwrap(),
        })
    );
    assert_eq!(check(&r, &pos, "t2>h"), Ok(()), "2♥ on the Ace");
    assert_eq!(check(&r, &pos, "t3>t2"), Err(Illegal::NoBuilding));
    let (r, pos) = setup("black-hole", "h: AS\n t1: 3D\n t2: 2H");
    let cleared = play(&r, &play(&r, &pos, "t2>h"), "t1>h");
    assert!(r.is_won(&cleared), "every fan cleared wins");
}
