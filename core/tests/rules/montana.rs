//! Montana and its kin (`family: Montana`): rows of single-card places with the Aces
//! set aside (`set_aside`), each gap filled with the card after the one on its left
//! (`Fill::FollowsLeft`), until every row runs Two to King in suit
//! (`goal: RowsInSuit`); the cards out of order redealt twice (`Gather::AfterRuns`).

use crate::common::{check, pile, play, rules, setup, sizes};
use solitaire_core::rules::{Illegal, PileKind};
use solitaire_core::{Game, Move, Rank};

#[test]
fn montana_deals_four_rows_of_thirteen_and_sets_the_aces_aside() {
    let g = Game::new(rules("montana"), 1).unwrap();
    let places = sizes(&g, PileKind::Tableau);
    assert_eq!(places.len(), 52);
    assert_eq!(
        places.iter().filter(|&&(_, up)| up == 0).count(),
        4,
        "four gaps"
    );
    let aside = &g.position().piles[g.rules().foundations[0]];
    assert_eq!(aside.len(), 4);
    assert!(aside.cards.iter().all(|c| c.rank() == Rank::ACE));
    assert_eq!(g.rules().goal_size(), 48);
    assert_eq!(g.check(Move::Draw), Err(Illegal::StockEmpty));
}

/// A gap takes the card after the one on its left, in suit; a row's first place, a
/// Two; nothing goes right of a gap or a King; the Aces set aside take nothing.
#[test]
fn montana_fills_a_gap_with_the_card_after_its_left() {
    let (r, pos) = setup(
        "montana",
        "t1: 5H\n t3: 4C\n t4: 5C\n t5: KD\n t7: 6H\n t8: 2S\n t14: 3S\n t15: 7H\n a: AS",
    );
    assert_eq!(check(&r, &pos, "t7>t2"), Ok(()), "6♥ after 5♥");
    assert_eq!(
        check(&r, &pos, "t4>t2"),
        Err(Illegal::OnlyAfterLeft(crate::card("5H")))
    );
    assert_eq!(
        check(&r, &pos, "t8>t6"),
        Err(Illegal::NothingAfterLeft),
        "after a King"
    );
    assert_eq!(
        check(&r, &pos, "t8>t10"),
        Err(Illegal::NothingAfterLeft),
        "after a gap"
    );
    assert_eq!(
        check(&r, &pos, "t8>t27"),
        Ok(()),
        "a Two starts the third row"
    );
    assert_eq!(
        check(&r, &pos, "t15>t27"),
        Err(Illegal::RowStartsWith(Rank::new(2).unwrap()))
    );
    assert_eq!(check(&r, &pos, "t1>t5"), Err(Illegal::PileFull(1)));
    assert!(matches!(
        check(&r, &pos, "t1>a"),
        Err(Illegal::NotATarget(_))
    ));
    // The engine's glance agrees with the full check.
    let legal: Vec<String> = r
        .legal_moves(&pos)
        .iter()
        .map(|&m| r.move_text(m))
        .collect();
    assert!(legal.contains(&"t7>t2".to_string()) && legal.contains(&"t8>t27".to_string()));
    assert!(legal.iter().all(|m| check(&r, &pos, m).is_ok()));
    let after = play(&r, &pos, "t8>t27");
    assert_eq!(pile(&r, &after, "t27"), "2S");
    assert_eq!(r.progress(&after), 1, "the third row's run: the Two");
}

/// A redeal keeps each row's run from its first place, gathers the rest, and deals it
/// back leaving a gap right after each run; undo puts every card back.
#[test]
fn montana_redeals_all_but_the_runs_with_a_gap_after_each() {
    let mut g = Game::new(rules("montana"), 2).unwrap();
    // Play what plays until nothing does, so that some rows have runs.
    while let Some(mv) = g
        .rules()
        .legal_moves(g.position())
        .into_iter()
        .find(|m| matches!(m, Move::Transfer { .. }))
    {
        g.apply(mv).unwrap();
        if g.history().len() > 40 {
            break;
        }
    }
    let rules = g.rules().clone();
    let runs: Vec<usize> = rules
        .rows()
        .map(|(p, first)| rules.row_run(g.position(), p, first))
        .collect();
    let before = g.position().clone();
    g.apply(Move::Redeal).unwrap();
    for (r, (start, _)) in rules.rows().enumerate() {
        let row: Vec<usize> = rules.row(start).collect();
        for &p in &row[..runs[r]] {
            assert_eq!(g.position().piles[p], before.piles[p], "the run stays");
        }
        assert!(
            g.position().piles[row[runs[r]]].is_empty(),
            "a gap after the run"
        );
        assert!(
            row[runs[r] + 1..]
                .iter()
                .all(|&p| g.position().piles[p].len() == 1)
        );
    }
    assert_eq!(rules.redeals_left(g.position()), Some(1));
    g.undo().unwrap();
    assert_eq!(g.position(), &before);
}
