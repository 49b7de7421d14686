//! How promising a position looks (lower is better): cards still to go home, cards
//! buried under others that do not build on them, face-down cards, full cells, and how
//! deep the next cards the foundations want are buried. The weights of these terms
//! differ between the searches of a portfolio.

use crate::position::Position;
use crate::rules::top_run;
use crate::rules::{PileKind, Rules};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Of the estimate against the moves already made: above 1, the search prefers
    /// promising positions over short paths (weighted A*).
    pub estimate: u32,
    /// Per card not yet home.
    pub away: u32,
    /// Per face-down card.
    pub down: u32,
    /// Per face-up tableau card under its pile's top run.
    pub unordered: u32,
    /// Per card in a free cell.
    pub cell: u32,
    /// Per card on top of the lowest card of a suit not yet home.
    pub burying: u32,
}

impl Weights {
    const fn new(estimate: u32, cell: u32, burying: u32) -> Weights {
        Weights {
            estimate,
            away: 4,
            down: 2,
            unordered: 1,
            cell,
            burying,
        }
    }

    /// The searches to run for `rules`, in turn order. Chosen by measuring deals
    /// 1..1000 (`solitaire-cli solve`): the hard deals of one set are rarely hard for
    /// the others.
    pub fn portfolio(rules: &Rules) -> Vec<Weights> {
        if rules.cells.is_empty() {
            vec![
                Weights::new(3, 0, 1),
                Weights::new(5, 0, 2),
                Weights::new(2, 0, 1),
            ]
        } else {
            vec![
                Weights::new(3, 3, 1),
                Weights::new(3, 1, 1),
                Weights::new(3, 2, 1),
            ]
        }
    }

    pub fn priority(&self, rules: &Rules, pos: &Position, depth: u32) -> u32 {
        depth + self.estimate * self.estimate_cost(rules, pos)
    }

    fn estimate_cost(&self, rules: &Rules, pos: &Position) -> u32 {
        let home = rules.foundation_cards(pos);
        let mut cost = self.away * (rules.deck_size() - home) as u32;
        for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
            match spec.kind {
                PileKind::Tableau => {
                    cost += self.down * pile.down as u32;
                    // Cards under the top run: each must move before the pile is in order.
                    if let Some(build) = spec.build {
                        let up = &pile.cards[pile.down..];
                        cost += self.unordered * (up.len() - top_run(build, up)) as u32;
                    }
                }
                PileKind::Cell => cost += self.cell * pile.len() as u32,
                _ => {}
            }
        }
        // How many cards lie on the lowest cards not yet home, per suit.
        let mut lowest = [u8::MAX; 4];
        for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
            if spec.kind == PileKind::Foundation {
                continue;
            }
            for c in &pile.cards {
                let s = c.suit().index();
                lowest[s] = lowest[s].min(c.rank().value());
            }
        }
        for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
            if matches!(spec.kind, PileKind::Tableau) {
                for (i, c) in pile.cards.iter().enumerate() {
                    if c.rank().value() == lowest[c.suit().index()] {
                        cost += self.burying * (pile.len() - 1 - i) as u32;
                    }
                }
            }
        }
        cost
    }
}
