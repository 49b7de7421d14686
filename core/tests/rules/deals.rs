//! Deals across games, against fixtures: deal #1s pinned, Microsoft's FreeCell deals,
//! PySolFC's orders and layouts, and the dealer's order.

use crate::common::{rules, sizes};
use solitaire_core::rules::PileKind;
use solitaire_core::{Game, Rules};

/// Deal #1 of each ChaCha game, pinned: a numbered deal must never change.
#[test]
fn deal_one_of_each_game_is_pinned() {
    let tops = |game: &str| -> String {
        let g = Game::new(rules(game), 1).unwrap();
        g.rules()
            .tableau
            .iter()
            .map(|&t| g.position().piles[t].top().unwrap().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        tops("bear-river"),
        "3H 9S 2C TC TD QC 3S 7C 5D 6D 5C 4D 3D 5H TS 7D QS 8H"
    );
    assert_eq!(
        tops("three-bears"),
        "7C KS 6S 7S 7H 7D 5H TH JH 7D 2S JD 3C"
    );
    assert_eq!(tops("brisbane"), "KC QS TD QC 6D 3D TS");
    assert_eq!(tops("lower-48"), "TS KD QH 5S KS 9C 9H 6H");
    assert_eq!(tops("forecell"), "7C 5D 6D 5C 4D 3D 5H TS");
    assert_eq!(tops("freecell"), "6S 9C 2H 6H 6C 3D 8C TC");
}

/// Columns of Microsoft deals as printed by Freecell Solver's
/// `make-microsoft-freecell-board -t N`.
const MS_DEALS: [(u32, &str); 5] = [
    (
        1,
        "JD KD 2S 4C 3S 6D 6S|2D KC KS 5C TD 8S 9C|9H 9S 9D TS 4S 8D 2H|JC 5S QD QH TH QS 6H|5D AD JS 4H 8H 6C|7H QC AS AC 2C 3D|7C KH AH 4D JH 8C|5H 3H 3C 7S 7D TC",
    ),
    (
        617,
        "7D TD TH KD 4C 4S JD|AD 7S QC 5H QS TS KS|5C QD 3H 9S 9C 2H KC|3S AC 9D 3C 9H 5D 4H|5S 6D 6S 8S 7C JC|8C 8H 8D 7H 6H 6C|2D AS 3D 4D 2C JH|AH KH TC JS 2S QH",
    ),
    (
        11982,
        "AH 3D KD JC 6C JD KC|AS 3H 6H 5D 2C 7D 8D|4H QS 5S 5C TH 8H 2S|AC QC 4D 8C QH 9C 3S|2D 8S 9H 9D 6D 2H|6S 7H JH TD TC QD|TS AD 9S KH 4S 4C|JS KS 3C 7C 7S 5H",
    ),
    (
        32000,
        "QD 3S 8C JH 3D 6H TC|8D JD 9H 7D 7S 8H 2S|QS 7C 5S 6S 2H TS 3H|4H 9D 4C 9C AD 6C AH|2C KD 5H 3C AS 4D|JC 5C AC 9S JS QC|2D 5D KS TD KH KC|TH 6D 7H QH 8S 4S",
    ),
    (
        2_147_483_647,
        "9S JH 7S 5S 5D 5C 7D|2H TC 6C AD QH JD 9C|7C TD 3H TH 8C AS 7H|5H QS 8S 3C 6H QC 8H|4C 3S KD 2C 6S AC|6D KH TS AH QD KC|3D 8D 9D 2D 4H 2S|4S JC 4D 9H JS KS",
    ),
];

#[test]
fn freecell_deals_are_microsofts() {
    for (n, expected) in MS_DEALS {
        let g = Game::new(rules("freecell"), n).unwrap();
        let columns: Vec<String> = g
            .rules()
            .tableau
            .iter()
            .map(|&t| {
                g.position().piles[t]
                    .cards
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(columns.join("|"), expected, "deal #{n}");
        assert_eq!(sizes(&g, PileKind::Cell), [(0, 0); 4]);
    }
}

/// The dealer's order: Klondike's triangle row by row, right to left (PySolFC's), and
/// the other games round by round, a card to each pile that still wants one.
#[test]
fn cards_are_dealt_in_the_dealers_order() {
    let r = rules("klondike");
    let order: Vec<String> = r
        .dealing_order()
        .iter()
        .map(|&p| r.piles[p].name.clone())
        .collect();
    assert_eq!(order.len(), 28);
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(order[..6], names(&["t7", "t6", "t5", "t4", "t3", "t2"]));
    assert_eq!(order[6..11], names(&["t7", "t6", "t5", "t4", "t3"]));
    assert_eq!(
        order[21..],
        names(&["t7", "t6", "t5", "t4", "t3", "t2", "t1"])
    );
    let turns = r.dealing_turns();
    assert_eq!(turns[r.tableau[0]], [27], "t1's only card goes last");
    let r = rules("freecell");
    let turns = r.dealing_turns();
    assert_eq!(turns[r.tableau[0]][..2], [0, 8]);
    assert_eq!(turns[r.tableau[7]][..2], [7, 15]);
}

/// PySolFC's shuffle gives PySolFC's deals: the order its `pysol_cards` package deals
/// (tools/pysol-fixtures.py), one and two decks, its LCG's deals (below 32000) and its
/// Mersenne Twister's (from 32000 on).
#[test]
fn pysol_deals_are_pysolfcs() {
    use solitaire_core::deal::{Shuffle, shuffled};
    let fixtures = include_str!("../fixtures/pysol-deals.txt");
    let mut checked = 0;
    let orders = fixtures
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()));
    for line in orders {
        let mut words = line.split_whitespace();
        let decks: u8 = words.next().unwrap().parse().unwrap();
        let number: u32 = words.next().unwrap().parse().unwrap();
        let expected: Vec<&str> = words.collect();
        let ours: Vec<String> = shuffled(Shuffle::PySol, decks, number)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(ours, expected, "{decks} decks, deal #{number}");
        checked += 1;
    }
    assert_eq!(checked, 28);
}

/// PySolFC turns from its LCG to Python's Mersenne Twister at deal #32000 (`if 0 <= seed
/// < 32000: return LCRandom31(seed)`, pysollib/pysolrandom.py); `pysol_cards` turns one
/// deal later, so the #32000 fixtures are made with `random.Random(32000)` as PySolFC
/// shuffles (tools/pysol-fixtures.py). FreeCell numbers its deals as Microsoft does: its
/// #32000 is pinned in `freecell_deals_are_microsofts`.
#[test]
fn pysol_deals_turn_to_the_twister_at_32000() {
    use solitaire_core::deal::{Shuffle, shuffled};
    let fixtures = include_str!("../fixtures/pysol-deals.txt");
    let ours = |decks: u8, number: u32| {
        let cards = shuffled(Shuffle::PySol, decks, number);
        cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    for decks in [1, 2] {
        for number in [31_999, 32_000, 32_001] {
            let prefix = format!("{decks} {number} ");
            let expected = fixtures.lines().find_map(|l| l.strip_prefix(&prefix));
            assert_eq!(Some(ours(decks, number).as_str()), expected, "{prefix}");
        }
    }
    // The twister's first cards (the LCG's would be QD 8D QS 4H and 7D 3C 3S AS).
    assert!(ours(1, 32_000).starts_with("7S 4D JS 8D "));
    assert!(ours(2, 32_000).starts_with("KH 9H TD 6D "));
}

/// Rows of the dealer's reproduce PySolFC's layouts, piles and stock alike (and Golf's
/// waste, dealt a card). PySolFC's one-suit Spider is all clubs, its two-suit Spider
/// clubs and hearts, where ours shows spades (`Suits::relabel`): the fixtures keep
/// PySolFC's suits and are read through that.
#[test]
fn deal_rows_deal_as_pysolfc_does() {
    let klondike = include_str!("../../games/klondike.ron");
    let fixtures = include_str!("../fixtures/pysol-deals.txt");
    for game in [
        "klondike",
        "golf",
        "spider",
        "spider-two-suits",
        "spider-one-suit",
        "pyramid",
    ] {
        let rules = rules(game);
        let prefix = format!("layout {game} ");
        let mut checked = 0;
        for line in fixtures.lines().filter_map(|l| l.strip_prefix(&prefix)) {
            let (number, expected) = line.split_once(' ').unwrap();
            let g = Game::new(rules.clone(), number.parse().unwrap()).unwrap();
            let pos = g.position();
            let shown = |p: usize| {
                let pile = &pos.piles[p];
                let cards = pile.cards.iter().enumerate().map(|(i, c)| {
                    if pile.face_up(i) {
                        c.to_string()
                    } else {
                        format!("<{c}>")
                    }
                });
                cards.collect::<Vec<_>>().join(" ")
            };
            let mut piles: Vec<String> = rules.tableau.iter().map(|&t| shown(t)).collect();
            if let Some(waste) = rules.waste
                && !pos.piles[waste].is_empty()
            {
                piles.push(shown(waste));
            }
            let stock = &pos.piles[rules.stock.unwrap()].cards;
            piles.push(
                stock
                    .iter()
                    .rev()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            let expected = if game.starts_with("spider-") {
                expected.replace('C', "S")
            } else {
                expected.to_string()
            };
            assert_eq!(piles.join("|"), expected, "{game} #{number}");
            checked += 1;
        }
        assert_eq!(checked, 14, "{game}");
    }
    // Rows that disagree with the groups' deals are refused, naming what is wrong.
    let def_error = |text: &str| {
        solitaire_core::Rules::from_ron(text)
            .unwrap_err()
            .to_string()
    };
    let e = def_error(&klondike.replace("first: Some(2), face: Down", "first: Some(2), face: Up"));
    assert_eq!(e, "deal_rows[1].face: t7 already has a face-up card");
    let e =
        def_error(&klondike.replace("first: Some(2), face: Down", "first: Some(1), face: Down"));
    assert!(
        e.starts_with("deal_rows: t1 is dealt 1 face down and 1 up by the rows"),
        "{e}"
    );
    let e = def_error(&klondike.replace("first: Some(3)", "first: Some(9)"));
    assert_eq!(e, "deal_rows[1]: piles 9 to 7 of a group of 7");
    let e = def_error(&klondike.replace(
        "DealRow(group: \"t\", face: Up",
        "DealRow(group: \"x\", face: Up",
    ));
    assert_eq!(e, "deal_rows[6].group: no group has the label \"x\"");
}

/// The classic and second shelves deal as PySolFC does: every pile, bottom card first, against
/// `piles` fixtures (pysol_cards' deals, or PySolFC's own dealing written out).
#[test]
fn the_shelves_deal_as_pysolfc_does() {
    let fixtures = include_str!("../fixtures/pysol-deals.txt");
    for game in [
        "yukon",
        "bakers-game",
        "eight-off",
        "seahaven-towers",
        "streets-and-alleys",
        "beleaguered-castle",
        "black-hole",
        "king-albert",
        "forty-thieves",
        "scorpion",
        "canfield",
        "russian-solitaire",
        "simple-simon",
        "gypsy",
        "spiderette",
        "will-o-the-wisp",
        "easthaven",
        "flower-garden",
        "fan",
        "westcliff",
        "somerset",
        "raglan",
        "northwest-territory",
        "bakers-dozen",
        "whitehead",
        "thumb-and-pouch",
        "scotch-patience",
        "spanish-patience",
        "sir-tommy",
        "la-belle-lucie",
        "accordion",
        "montana",
    ] {
        let rules = rules(game);
        let prefix = format!("piles {game} ");
        let mut checked = 0;
        for line in fixtures.lines().filter_map(|l| l.strip_prefix(&prefix)) {
            let (number, expected) = line.split_once(' ').unwrap();
            let g = Game::new(rules.clone(), number.parse().unwrap()).unwrap();
            let shown: Vec<String> = g
                .position()
                .piles
                .iter()
                .enumerate()
                .map(|(p, pile)| {
                    // (The stock's cards are all named, face down as they lie.)
                    let cards = pile.cards.iter().enumerate().map(|(i, c)| {
                        if pile.face_up(i) || rules.stock == Some(p) {
                            c.to_string()
                        } else {
                            format!("<{c}>")
                        }
                    });
                    cards.collect::<Vec<_>>().join(" ")
                })
                .collect();
            assert_eq!(shown.join("|"), expected, "{game} #{number}");
            checked += 1;
        }
        assert_eq!(checked, 14, "{game}");
    }
}

/// La Belle Lucie's and Montana's redeals gather, shuffle and deal the cards as
/// PySolFC's do, its generator carried on from the deal through both redeals; undoing
/// each puts every card back; and a third is refused.
#[test]
fn reshuffling_redeals_are_pysolfcs() {
    use solitaire_core::moves::Move;
    use solitaire_core::rules::Illegal;
    let fixtures = include_str!("../fixtures/pysol-deals.txt");
    for game in ["la-belle-lucie", "montana"] {
        let rules = rules(game);
        let prefix = format!("redeal {game} ");
        let mut checked = 0;
        for line in fixtures.lines().filter_map(|l| l.strip_prefix(&prefix)) {
            let mut words = line.splitn(3, ' ');
            let number: u32 = words.next().unwrap().parse().unwrap();
            let redeals: usize = words.next().unwrap().parse().unwrap();
            let expected = words.next().unwrap();
            let mut g = Game::new(rules.clone(), number).unwrap();
            for _ in 0..redeals {
                let before = g.position().clone();
                g.apply(Move::Redeal).unwrap();
                let after = g.position().clone();
                g.undo().unwrap();
                assert_eq!(
                    g.position(),
                    &before,
                    "{game} #{number}: undo puts the cards back"
                );
                g.apply(Move::Redeal).unwrap();
                assert_eq!(
                    g.position(),
                    &after,
                    "{game} #{number}: the same shuffle again"
                );
            }
            let piles: Vec<String> = g
                .rules()
                .tableau
                .iter()
                .map(|&t| {
                    let pile = &g.position().piles[t];
                    assert_eq!(pile.down, 0, "dealt face up");
                    let cards = pile.cards.iter().map(|c| c.to_string());
                    cards.collect::<Vec<_>>().join(" ")
                })
                .collect();
            assert_eq!(
                piles.join("|"),
                expected,
                "{game} #{number} after {redeals} redeals"
            );
            if redeals == 2 {
                assert_eq!(g.apply(Move::Redeal), Err(Illegal::NoReshufflesLeft));
            }
            checked += 1;
        }
        assert_eq!(checked, 28, "{game}");
    }
}

/// Baker's Dozen's Kings go under their piles (`sink`), the other cards staying where
/// PySolFC's hook leaves them; a rank that is not one, or a sink beside cards put out
/// last, is refused in words.
#[test]
fn kings_sink_under_their_piles_and_a_bad_sink_is_refused() {
    let text = include_str!("../../games/bakers-dozen.ron");
    let rules = std::sync::Arc::new(Rules::from_ron(text).unwrap());
    for number in [1, 2, 3, 617, 99999] {
        let g = Game::new(rules.clone(), number).unwrap();
        for pile in &g.position().piles {
            let kings = pile
                .cards
                .iter()
                .take_while(|c| c.rank().value() == 13)
                .count();
            let all = pile.cards.iter().filter(|c| c.rank().value() == 13).count();
            assert_eq!(kings, all, "#{number}: a King above another card");
        }
    }
    // Without the word, #1 has a King above other cards: the word does the work.
    let plain = Rules::from_ron(&text.replace("sink: Some(\"K\"),", "")).unwrap();
    let buried = plain.deal(1).piles.iter().any(|p| {
        p.cards
            .iter()
            .skip_while(|c| c.rank().value() == 13)
            .any(|c| c.rank().value() == 13)
    });
    assert!(buried);
    let e = Rules::from_ron(&text.replace("sink: Some(\"K\")", "sink: Some(\"X\")"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "sink: \"X\" is not a rank: write one of A, 2..10, J, Q, K"
    );
    let e = Rules::from_ron(&text.replace(
        "sink: Some(\"K\"),",
        "sink: Some(\"K\"), last_dealt: [\"AS\"],",
    ))
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("sink: cards that sink"), "{e}");
}
