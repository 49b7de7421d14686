//! Properties over random deals and random legal play, for every game: no card is lost
//! or duplicated, undo is the exact inverse of apply, redo replays, saves round-trip.

mod common;

use proptest::prelude::*;
use solitaire_core::rules::PileKind;
use solitaire_core::{Game, Move, Position, Rules, builtin, game_ids};

fn assert_invariants(rules: &Rules, pos: &Position) {
    let mut seen = vec![false; 256];
    for pile in &pos.piles {
        for c in &pile.cards {
            assert!(!seen[c.id() as usize], "card {c} twice");
            seen[c.id() as usize] = true;
        }
    }
    assert!(
        rules.cards().all(|c| seen[c.id() as usize]),
        "a card went missing"
    );
    assert_eq!(seen.iter().filter(|&&s| s).count(), rules.deck_size());
    for (p, (spec, pile)) in rules.piles.iter().zip(&pos.piles).enumerate() {
        assert!(
            pile.down <= pile.len(),
            "{}: more face-down cards than cards",
            spec.name
        );
        match spec.kind {
            // (Its top card face up where it plays: Pyramid.)
            PileKind::Stock => assert_eq!(
                pile.down,
                pile.len() - usize::from(rules.stock_top_plays() && !pile.is_empty()),
                "the stock is face down"
            ),
            // A top card lies face down only while other piles cover it (TriPeaks).
            PileKind::Tableau => {
                assert!(
                    pile.is_empty() || pile.down < pile.len() || rules.is_covered(pos, p),
                    "{}: top card face down with nothing on it",
                    spec.name
                )
            }
            _ => assert_eq!(pile.down, 0, "{} has face-down cards", spec.name),
        }
    }
}

/// Plays `steps`, each a number that picks an action: mostly a legal move (some made
/// as following the one before), sometimes undo or redo of a move or of an action.
/// Checks the invariants and the exact inverse at every step.
fn random_play(game: &mut Game, steps: &[u32]) {
    let rules = game.rules().clone();
    for &step in steps {
        match step % 20 {
            0 => {
                game.undo();
            }
            1 => {
                game.redo();
            }
            2 => {
                // An action taken back (a move and those that followed it) and played
                // again leaves the game as it was, when nothing else waited to be redone.
                let (before, played) = (game.position().clone(), game.history().len());
                let fresh = game.redo_moves().next().is_none();
                let undone = game.undo_action();
                assert_eq!(game.history().len() + undone.len(), played);
                assert!(game.follows().len() == game.history().len());
                if fresh {
                    let redone = game.redo_action();
                    assert_eq!(redone.len(), undone.len());
                    assert_eq!(*game.position(), before);
                    game.undo_action();
                }
            }
            3 => {
                game.redo_action();
            }
            _ => {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[(step / 20) as usize % legal.len()];
                let before = game.position().clone();
                if step % 20 < 7 {
                    game.apply_following(mv).expect("a legal move applies");
                } else {
                    game.apply(mv).expect("a legal move applies");
                }
                let after = game.position().clone();
                game.undo().expect("just moved");
                assert_eq!(*game.position(), before, "undo of {}", rules.move_text(mv));
                game.redo().expect("just undone");
                assert_eq!(*game.position(), after, "redo of {}", rules.move_text(mv));
            }
        }
        assert_invariants(&rules, game.position());
        assert_legal_moves_are_the_moves_that_check(game);
    }
}

/// `legal_moves` matches cards against piles at a glance: it must find exactly the
/// moves that the full check allows.
fn assert_legal_moves_are_the_moves_that_check(game: &Game) {
    let (rules, pos) = (game.rules(), game.position());
    let mut brute = Vec::new();
    for from in 0..rules.pile_count() {
        for count in 1..=pos.piles[from].len() {
            for to in 0..rules.pile_count() {
                let mv = Move::transfer(from, to, count);
                if game.check(mv).is_ok() {
                    brute.push(mv);
                }
            }
        }
    }
    brute.extend(
        [Move::Draw, Move::Redeal]
            .into_iter()
            .filter(|&m| game.check(m).is_ok()),
    );
    assert_eq!(game.legal_moves(), brute);
}

fn assert_save_round_trips(game: &Game) {
    let text = game.to_ron();
    let loaded = Game::from_ron(&text, builtin).expect("own save loads");
    assert_eq!(loaded.position(), game.position());
    assert_eq!(loaded.history(), game.history());
    assert_eq!(
        loaded.redo_moves().collect::<Vec<Move>>(),
        game.redo_moves().collect::<Vec<Move>>()
    );
    assert_eq!(loaded.follows(), game.follows());
    assert!(loaded.redo_follows().eq(game.redo_follows()));
    assert_eq!(loaded.legal_moves(), game.legal_moves());
    assert_eq!(loaded.to_ron(), text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 240, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_invariant(
        game in 0..game_ids().len(),
        number in 1u32..=0x7fff_ffff,
        steps in prop::collection::vec(any::<u32>(), 0..150),
    ) {
        let mut g = Game::new(builtin(game_ids().nth(game).unwrap()).unwrap(), number).unwrap();
        assert_invariants(g.rules(), g.position());
        random_play(&mut g, &steps);
        assert_save_round_trips(&g);
        // Undoing everything gets back to the deal.
        g.restart();
        prop_assert_eq!(g.position(), g.initial());
    }
}

/// A thousand deals of every game, a short random game on each (a fixed LCG keeps the
/// run reproducible).
#[test]
fn thousand_deals_per_game() {
    for id in game_ids() {
        let rules = builtin(id).unwrap();
        let mut seed = 12345u32;
        for number in 1..=1000 {
            let mut g = Game::new(rules.clone(), number).unwrap();
            assert_invariants(&rules, g.position());
            let steps: Vec<u32> = (0..25)
                .map(|_| {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    seed >> 8
                })
                .collect();
            random_play(&mut g, &steps);
            if number % 50 == 0 {
                assert_save_round_trips(&g);
            }
        }
    }
}
