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
    /// The searches to run for `rules`, in turn order, by what the game has. Chosen by
    /// measuring deals 1..1000 with `solitaire-cli solve`: the hard deals of one
    /// weighting are rarely hard for the others.
    pub fn portfolio(rules: &Rules) -> Vec<Weights> {
        let face_down = rules
            .piles
            .iter()
            .any(|p| p.kind == PileKind::Tableau && p.deal.is_some_and(|(down, _)| down > 0));
        let w = |estimate, down, unordered, cell, burying| Weights {
            estimate,
            away: 4,
            down,
            unordered,
            cell,
            burying,
        };
        if !rules.cells.is_empty() {
            // Full cells are what blocks FreeCell-like games; how much they weigh
            // decides which deals come easily.
            vec![w(3, 2, 1, 3, 1), w(3, 2, 1, 1, 1), w(3, 2, 1, 2, 1)]
        } else if face_down {
            // Turning cards over is the progress that counts.
            vec![w(3, 6, 1, 0, 1), w(3, 6, 1, 0, 0), w(3, 2, 1, 0, 1)]
        } else {
            // (Without the burying term first: Lower 48's best lines go furthest.)
            vec![w(3, 2, 1, 0, 0), w(3, 2, 1, 0, 1), w(3, 2, 2, 0, 1)]
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
