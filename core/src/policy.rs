//! What a player's gestures mean, decided here so the game window, the CLI and the
//! tests agree: which cards may be picked up, where a tap (or Enter) sends a card, and
//! which deal comes next. The shell supplies the randomness (a number), so every choice
//! is a pure function of the game and that number.

use crate::card::Rank;
use crate::deal::{DealNumber, MAX_DEAL};
use crate::game::Game;
use crate::grade::Grade;
use crate::moves::{Move, PileId};
use crate::registry::Registry;
use crate::rules::{Movable, PileKind, Rules, top_run};

/// How many cards from the top of `pile` may be picked up together (by a drag or by
/// the keyboard): none from the stock, nor from a foundation unless it gives cards back.
pub fn pickable(game: &Game, pile: PileId) -> usize {
    let spec = game.rules().piles.get(pile);
    match spec.map(|p| p.kind) {
        Some(PileKind::Foundation) if spec.is_some_and(|p| p.gives_back) => {
            game.position().piles[pile].len().min(1)
        }
        // A stock whose top card plays (Pyramid) gives it as the waste does.
        Some(PileKind::Stock) if game.rules().stock_top_plays() => {
            game.position().piles[pile].len().min(1)
        }
        None | Some(PileKind::Foundation | PileKind::Stock) => 0,
        Some(PileKind::Tableau) => game.rules().movable_count(game.position(), pile),
        Some(PileKind::Cell | PileKind::Waste) => 1,
    }
}

/// The card a press on card `index` of `pile` picks up from: that card, or the pile's
/// bottom card where only whole piles move (Accordion, whose squared piles show only
/// their top cards).
pub fn grip(game: &Game, pile: PileId, index: usize) -> usize {
    match game.rules().piles.get(pile) {
        Some(spec) if spec.kind == PileKind::Tableau && spec.moves == Movable::Pile => 0,
        _ => index,
    }
}

/// May the top `count` cards of `pile` be picked up together (by a drag or by the
/// keyboard)? Up to `pickable` of them, and in Canfield one or the whole pile.
pub fn picks_up(game: &Game, pile: PileId, count: usize) -> bool {
    match game.rules().piles.get(pile).map(|p| p.kind) {
        Some(PileKind::Tableau) => game.rules().lifts(game.position(), pile, count),
        _ => (1..=pickable(game, pile)).contains(&count),
    }
}

/// The move a tap on the card at `index` of `pile` makes: to a foundation if it may
/// go there, else onto a card (the pile with the longest ordered run on top, which the
/// card then extends), else into an empty pile or a free cell — a free cell first for
/// a single card other than a King, as an empty column is worth more kept empty (and
/// takes runs), while a King is best at the foot of one. A tap never takes a card back
/// off a foundation (a stray tap there would undo progress): that takes a drag.
pub fn tap_move(game: &Game, pile: PileId, index: usize) -> Option<Move> {
    let rules = game.rules();
    let pos = game.position();
    pos.piles.get(pile)?.cards.get(index)?;
    let index = grip(game, pile, index);
    let card = pos.piles[pile].cards[index];
    if rules.piles[pile].kind == PileKind::Foundation {
        return None;
    }
    let count = pos.piles[pile].len() - index;
    let cell_first = count == 1 && card.rank() != Rank::KING;
    let rank = |to: usize| {
        let target = &pos.piles[to];
        let spec = &rules.piles[to];
        match (spec.kind, target.is_empty()) {
            (PileKind::Foundation, _) => (0, false, 0),
            // Longer ordered runs first; where only runs in suit move together
            // (Spider), a card of the same suit first, and runs counted in suit.
            (PileKind::Tableau, false) => {
                let suited = spec.moves == Movable::SuitedRun;
                let build = spec.run_build().or(spec.build);
                let run = build.map_or(0, |b| top_run(b, &target.cards[target.down..]));
                let off_suit = suited && target.top().is_some_and(|t| t.suit() != card.suit());
                (1, off_suit, usize::MAX - run)
            }
            (PileKind::Cell, _) if cell_first => (2, false, 0),
            (PileKind::Tableau, true) => (3, false, 0),
            _ => (4, false, 0),
        }
    };
    (0..rules.pile_count())
        .filter(|&to| game.check(Move::transfer(pile, to, count)).is_ok())
        .min_by_key(|&to| rank(to))
        .map(|to| Move::transfer(pile, to, count))
}

/// What a click (or Enter) on the stock does: its face-up top card goes home where it
/// goes alone (Pyramid's Kings, as PySolFC has it), else the stock turns: a draw, or the
/// waste turned over once the stock is empty.
pub fn stock_tap(game: &Game) -> Move {
    let rules = game.rules();
    if let Some(stock) = rules.stock
        && rules.stock_top_plays()
        && let Some(mv) = game.home_move(stock)
    {
        return mv;
    }
    match rules.stock.map(|s| game.position().piles[s].is_empty()) {
        Some(true) => Move::Redeal,
        _ => Move::Draw,
    }
}

/// What hints and the demo know, for the rules screen: the solver sees every card,
/// so where the deal hides some, a hint may give them away, and the player is told.
pub fn hint_knowledge(words: &crate::lang::Words, rules: &Rules) -> String {
    // (A reshuffle's shuffle is fixed by the deal: the solver knows it.)
    if rules.reshuffles().is_some() {
        crate::say!(words, "rules-hints-reshuffle")
    } else if rules.hides_cards() {
        crate::say!(words, "rules-hints-peek")
    } else {
        crate::say!(words, "rules-hints-open")
    }
}

/// Deal numbers a new random deal is drawn from: the first million, as numbers a player
/// can read out and type back.
pub const RANDOM_DEALS: DealNumber = 1_000_000;

/// The deal "New" gives, from a random number `random`: one of the game's deals graded
/// `level` (all proved winnable) where a level is chosen and the game is graded, else
/// any of the first million.
pub fn new_deal(id: &str, level: Option<Grade>, random: u64) -> DealNumber {
    level
        .and_then(|grade| {
            let deals = Registry::builtin()
                .get(id)?
                .grades
                .as_ref()?
                .deals_of(grade);
            pick(deals, random)
        })
        .unwrap_or_else(|| random_deal(random))
}

/// Any of the first million deals, from a random number.
pub fn random_deal(random: u64) -> DealNumber {
    (random % u64::from(RANDOM_DEALS)) as DealNumber + 1
}

/// A winnable deal at once, where the game ships a list of deals the solver wins quickly
/// (`None` where it does not: the shell then searches, see `solver::known_wins`).
pub fn listed_winnable_deal(rules: &Rules, random: u64) -> Option<DealNumber> {
    pick(crate::solver::known_wins(rules), random)
}

/// The deal the demo plays after `number`: the next the solver is known to win where
/// the game lists them (wins being slow to find there), else the next number, wrapping
/// at the last.
pub fn demo_next_deal(rules: &Rules, number: DealNumber) -> DealNumber {
    crate::solver::next_known_win(rules, number).unwrap_or(number % MAX_DEAL + 1)
}

fn pick(deals: &[DealNumber], random: u64) -> Option<DealNumber> {
    (!deals.is_empty()).then(|| deals[(random % deals.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_screen_says_whether_hints_peek() {
        for (id, peeks) in [
            ("freecell", false),
            ("bear-river", false),
            ("klondike", true),
            ("lower-48", true),
            ("brisbane", true),
            ("la-belle-lucie", true),
            ("accordion", false),
        ] {
            let rules = builtin(id).unwrap();
            assert_eq!(
                hint_knowledge(&crate::lang::Words::english(), &rules).contains("peeks"),
                peeks,
                "{id}"
            );
        }
        // Where redeals reshuffle, it is the shuffles the solver knows.
        let montana = builtin("montana").unwrap();
        let said = hint_knowledge(&crate::lang::Words::english(), &montana);
        assert!(said.contains("how each redeal will shuffle"), "{said}");
    }
    use crate::builtin;
    use crate::registry::grades;
    use crate::solver::{Budget, Verdict, known_wins, solve};

    /// What a tap chooses, checked in every position along the solver's wins of some
    /// deals: runs extended where longest, free cells before empty columns for single
    /// cards but Kings.
    #[test]
    fn a_tap_picks_the_longest_run_and_keeps_empty_columns_for_kings_and_runs() {
        let rules = builtin("freecell").unwrap();
        let mut seen = [0; 3];
        for deal in 1..40 {
            let mut game = Game::new(rules.clone(), deal).unwrap();
            let report = solve(&rules, game.position(), &Budget::default());
            let Verdict::Solved(line) = report.verdict else {
                panic!("FreeCell #{deal} is won")
            };
            for mv in line {
                check_taps(&game, &mut seen);
                game.apply(mv).unwrap();
            }
        }
        // Each choice came up, so the checks above were made.
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
        // No card there, no move (an empty pile, or past the top).
        let game = Game::new(rules, 1).unwrap();
        let t1 = game.rules().tableau[0];
        assert_eq!(tap_move(&game, t1, game.position().piles[t1].len()), None);
        assert_eq!(tap_move(&game, 999, 0), None);
    }

    fn check_taps(game: &Game, seen: &mut [usize; 3]) {
        let (rules, pos) = (game.rules(), game.position());
        let run = |p: usize| {
            let pile = &pos.piles[p];
            rules.piles[p]
                .build
                .map_or(0, |b| top_run(b, &pile.cards[pile.down..]))
        };
        for &from in &rules.tableau {
            let Some(card) = pos.piles[from].top() else {
                continue;
            };
            let index = pos.piles[from].len() - 1;
            let Some(Move::Transfer { to, .. }) = tap_move(game, from, index) else {
                continue;
            };
            let takes = |p: usize| game.check(Move::transfer(from, p, 1)).is_ok();
            let (kind, empty) = (rules.piles[to].kind, pos.piles[to].is_empty());
            let onto: Vec<usize> = (0..rules.pile_count())
                .filter(|&p| rules.piles[p].kind == PileKind::Tableau && !pos.piles[p].is_empty())
                .filter(|&p| takes(p))
                .collect();
            let to_cell =
                (0..rules.pile_count()).any(|p| rules.piles[p].kind == PileKind::Cell && takes(p));
            let to_space = (0..rules.pile_count()).any(|p| {
                rules.piles[p].kind == PileKind::Tableau && pos.piles[p].is_empty() && takes(p)
            });
            match (kind, empty) {
                (PileKind::Tableau, false) => {
                    assert!(onto.iter().all(|&p| run(p) <= run(to)));
                    if onto.len() > 1 {
                        seen[0] += 1;
                    }
                }
                (PileKind::Tableau, true) => {
                    assert!(onto.is_empty());
                    assert!(card.rank() == Rank::KING || !to_cell, "{card} to a space");
                    if to_cell {
                        seen[1] += 1;
                    }
                }
                (PileKind::Cell, _) => {
                    assert!(onto.is_empty());
                    assert!(card.rank() != Rank::KING || !to_space, "{card} to a cell");
                    if to_space {
                        seen[2] += 1;
                    }
                }
                _ => {}
            }
        }
    }

    /// Spider: a tap puts a card on one of its own suit where one takes it, though a
    /// pile of another suit holds a longer run.
    #[test]
    fn a_spider_tap_prefers_the_same_suit() {
        let rules = builtin("spider-two-suits").unwrap();
        let layout = "t1: 9S 8S 7S\n t2: 5H\n t3: 7H\n t4: 6H";
        let pos = crate::text::parse_layout(&rules, layout).unwrap();
        let game = Game::at(rules.clone(), pos);
        let t4 = rules.pile_by_name("t4").unwrap();
        let t3 = rules.pile_by_name("t3").unwrap();
        assert_eq!(tap_move(&game, t4, 0), Some(Move::transfer(t4, t3, 1)));
    }

    #[test]
    fn only_what_the_rules_let_move_may_be_picked_up() {
        let three_bears = builtin("three-bears").unwrap();
        let mut game = Game::new(three_bears.clone(), 1).unwrap();
        let (stock, waste) = (three_bears.stock.unwrap(), three_bears.waste.unwrap());
        assert_eq!(pickable(&game, stock), 0);
        assert_eq!(pickable(&game, three_bears.foundations[0]), 0);
        assert_eq!(pickable(&game, 999), 0);
        assert_eq!(pickable(&game, waste), 1);
        for &t in &three_bears.tableau {
            assert_eq!(
                pickable(&game, t),
                three_bears.movable_count(game.position(), t)
            );
        }
        game.apply(Move::Draw).unwrap();
        assert_eq!(pickable(&game, waste), 1, "only the waste's top card plays");
        let freecell = builtin("freecell").unwrap();
        let game = Game::new(freecell.clone(), 1).unwrap();
        assert_eq!(pickable(&game, freecell.cells[0]), 1);
    }

    #[test]
    fn new_deals_follow_the_level_and_stay_in_range() {
        for random in [0, 1, 7, 999_999, 1_000_000, u64::MAX] {
            let any = new_deal("freecell", None, random);
            assert!((1..=RANDOM_DEALS).contains(&any));
            assert_eq!(any, random_deal(random));
            for grade in Grade::ALL {
                let n = new_deal("freecell", Some(grade), random);
                assert_eq!(grades("freecell").unwrap().grade(n), Some(grade));
            }
        }
        // A game with no grades deals any deal, level or not.
        assert_eq!(new_deal("no-such-game", Some(Grade::Hard), 41), 42);
        // Different random numbers give different deals.
        let deals: std::collections::BTreeSet<_> = (0..50)
            .map(|r| new_deal("freecell", Some(Grade::Easy), r * 7919))
            .collect();
        assert!(deals.len() > 40);
    }

    #[test]
    fn the_demo_and_winnable_deals_use_the_list_where_a_game_has_one() {
        let lower_48 = builtin("lower-48").unwrap();
        let listed = known_wins(&lower_48);
        assert!(listed.contains(&listed_winnable_deal(&lower_48, 12345).unwrap()));
        assert_eq!(demo_next_deal(&lower_48, listed[0]), listed[1]);
        let freecell = builtin("freecell").unwrap();
        assert_eq!(listed_winnable_deal(&freecell, 5), None);
        assert_eq!(demo_next_deal(&freecell, 7), 8);
        assert_eq!(demo_next_deal(&freecell, MAX_DEAL), 1);
    }
}
