//! The free-cell games' own best-first search (FreeCell, Baker's Game, Eight Off,
//! Seahaven Towers, ForeCell): the portfolio's complete weighted search, its positions
//! held as arrays of card values (`board`) instead of the engine's piles. It lists the
//! same moves in the same order (`moves`), with the same estimate, so it expands the
//! same positions and finds the same lines as the general search, each position at
//! about a third of the cost: FreeCell's hard deals are decided by expanding positions
//! by the thousand, and Freecell Solver is the measure. Where its weights ask for
//! digs (`Weights::digs`), it also digs cards out in one step, which the general
//! search does not.

mod board;
mod moves;
mod search;
#[cfg(test)]
mod tests;

use crate::card::Rank;
use crate::moves::PileId;
use crate::position::Position;
use crate::rules::{Direction, Fill, Goal, Movable, PileKind, Rules, RunLimit, SuitRule};
use board::{MAX_CELLS, MAX_COLUMNS, Place};

pub(super) use search::CellsSearch;

/// Does this search take the game (see `Shape::of`)?
pub fn takes(rules: &Rules, start: &Position) -> bool {
    Shape::of(rules, start).is_some()
}

/// A free-cell game's shape, where this search applies (see `Shape::of`).
pub(super) struct Shape {
    tableau: Vec<PileId>,
    cells: Vec<PileId>,
    foundations: Vec<PileId>,
    /// Where each pile lies on the board, by pile id.
    place: Vec<Place>,
    /// Columns build down in alternating colours (else in suit).
    alternate: bool,
    /// Only a King, or a run headed by one, fills an empty column (else any card).
    kings_fill: bool,
    /// Each empty column doubles the run that moves as one (else only the free cells
    /// count).
    columns_double: bool,
    /// The cards each card builds on (see `Shape::parents_of`).
    parents: [[u8; 2]; 52],
}

/// The order of the groups' piles (see `Shape::of`).
fn group(place: Place) -> u8 {
    match place {
        Place::Cell(_) => 0,
        Place::Foundation(_) => 1,
        Place::Column(_) => 2,
    }
}

impl Shape {
    /// One deck, four foundations built up in suit from the Ace that keep their cards,
    /// free cells of one card, columns dealt face up that build down (in alternating
    /// colours or in suit) and move runs as far as the free cells (and empty columns)
    /// allow, filled by any card or by Kings; nothing else on the table.
    pub fn of(rules: &Rules, start: &Position) -> Option<Shape> {
        let mut place = Vec::new();
        let (mut alternate, mut kings_fill, mut columns_double) = (None, None, None);
        for (p, spec) in rules.piles.iter().enumerate() {
            let same = |a: &mut Option<bool>, v: bool| *a.get_or_insert(v) == v;
            let ok = match spec.kind {
                PileKind::Foundation => {
                    place.push(Place::Foundation(
                        rules.foundations.iter().position(|&f| f == p)?,
                    ));
                    spec.build.is_some_and(|b| {
                        b.dir == Direction::Up && b.suit == SuitRule::Same && !b.wrap
                    }) && !spec.gives_back
                        && !spec.complete_runs
                }
                PileKind::Cell => {
                    place.push(Place::Cell(rules.cells.iter().position(|&c| c == p)?));
                    spec.max_cards == Some(1)
                }
                PileKind::Tableau => {
                    place.push(Place::Column(rules.tableau.iter().position(|&t| t == p)?));
                    let build = spec.build.filter(|b| {
                        b.dir == Direction::Down
                            && !b.wrap
                            && !b.kings_end
                            && matches!(b.suit, SuitRule::Same | SuitRule::AlternateColour)
                    });
                    build.is_some_and(|b| same(&mut alternate, b.suit == SuitRule::AlternateColour))
                        && spec.moves == Movable::Run
                        && spec.max_cards.is_none()
                        && spec.refill_from.is_none()
                        && !rules.is_layered(p)
                        && match spec.empty {
                            Fill::Any => same(&mut kings_fill, false),
                            Fill::Kings => same(&mut kings_fill, true),
                            Fill::Never | Fill::FollowsLeft(_) => false,
                        }
                        && match spec.run_limit {
                            RunLimit::FreeCellsAndColumns => same(&mut columns_double, true),
                            RunLimit::FreeCells => same(&mut columns_double, false),
                            RunLimit::Unlimited => false,
                        }
                }
                _ => false,
            };
            if !ok {
                return None;
            }
        }
        let longest = rules.tableau.iter().map(|&t| start.piles[t].len()).max()?;
        let shape_ok = rules.deck_size() == 52
            && rules.copies() == 1
            && rules.def.goal == Goal::Foundations
            && rules.def.pairs.is_none()
            && start.base == Rank::ACE
            && rules.foundations.len() == 4
            && (1..=MAX_CELLS).contains(&rules.cells.len())
            && rules.tableau.len() <= MAX_COLUMNS
            && longest + 13 <= board::COLUMN_ROOM
            && rules.tableau.iter().all(|&t| start.piles[t].down == 0)
            && rules.cells.iter().all(|&c| start.piles[c].len() <= 1)
            // The cells come first, then the foundations, then the columns (as in
            // every free-cell game here): the order in which the engine lists moves,
            // which the search keeps (see `Shape::moves`).
            && place.windows(2).all(|w| group(w[0]) <= group(w[1]));
        let alternate = alternate.unwrap_or(true);
        // (Only empty columns that take any card hold part of a run, as the engine
        // counts them: where Kings alone fill them, only the free cells count.)
        let kings_fill = kings_fill.unwrap_or(false);
        shape_ok.then(|| Shape {
            parents: Shape::parents_of(alternate),
            tableau: rules.tableau.clone(),
            cells: rules.cells.clone(),
            foundations: rules.foundations.clone(),
            place,
            alternate,
            kings_fill,
            columns_double: columns_double.unwrap_or(false) && !kings_fill,
        })
    }
}
