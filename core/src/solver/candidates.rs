//! The moves worth trying from a position, each a short sequence of engine moves.

use crate::moves::Move;
use crate::position::Position;
use crate::rules::{Build, PileKind, Rules, Takes, builds_on, members};

/// Which steps a search tries: all of them (`Scope::ALL`, what a complete search
/// needs), or fewer, to cut its branching (see `Weights::reach`, `Weights::splits`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scope {
    /// Of the cards turning the stock brings to a play, only the first this many.
    pub reach: Option<u8>,
    /// Whether a run may be split where it lies in suit on the card below: where
    /// whole suits go home (Spider), the part moved lands on a card of the rank it
    /// leaves, and the split is seldom worth a search's time.
    pub splits: bool,
}

impl Scope {
    #[cfg(test)]
    pub const ALL: Scope = Scope {
        reach: None,
        splits: true,
    };
}

/// One candidate: turn the stock `turns` times (drawing, or redealing when the stock
/// is empty), then make `mv`. Candidates come in order of `turns`, so the search can
/// turn the stock once for all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub turns: u16,
    pub mv: Move,
}

/// The move that turns the stock: a draw, or a redeal once the stock is empty.
pub fn turn(rules: &Rules, pos: &Position) -> Option<Move> {
    [Move::Draw, Move::Redeal]
        .into_iter()
        .find(|&m| rules.check(pos, m).is_ok())
}

/// Fills `steps` with the moves worth trying. Legal moves less those that lead to the
/// same canonical position as another (of several empty piles of one group only the
/// first is tried; a whole pile never moves to an empty pile of its own group).
/// The stock is not searched a draw at a time: each waste card that can be reached by
/// turning the stock (within the redeals left) and then played is one step, "draw
/// until it shows, then play it", which keeps the search small. With a `reach`, only
/// the first that many of those cards are (see `Weights::reach`).
pub fn candidate_moves(rules: &Rules, pos: &Position, scope: Scope, steps: &mut Vec<Step>) {
    let reach = scope.reach;
    steps.clear();
    let mut first_empty = [usize::MAX; 16];
    // While a stock is still to be dealt onto the tableau a card a pile (Spider,
    // Scorpion), the empty piles its rows reach are not alike: each is tried. (The
    // others are, as in any game.)
    let rows = match rules.stock {
        Some(s) if !pos.piles[s].is_empty() => rules.row_piles,
        _ => 0,
    };
    let reached = |p: usize| rows >> p & 1 == 1;
    for (p, spec) in rules.piles.iter().enumerate().rev() {
        if pos.piles[p].is_empty() && spec.group < first_empty.len() && !reached(p) {
            first_empty[spec.group] = p;
        }
    }
    // (For a card turned up from the stock this judges the position before turning:
    // only which tableau piles are empty counts, and turning leaves them alone.)
    let useful = |mv: Move| match mv {
        Move::Transfer { from, to, count } => {
            if !pos.piles[to].is_empty() {
                return scope.splits || !splits_suited_run(rules, pos, from, to, count);
            }
            if reached(to) {
                return true;
            }
            let group = rules.piles[to].group;
            let whole = count == pos.piles[from].len();
            // Groups beyond the table's reach are simply not deduplicated.
            // (Where a pile's place is part of the rules, as Montana's gaps', no two
            // empty piles are alike, and a pile moved whole to another is a new place.)
            if rules.positional >> to & 1 == 1 {
                return true;
            }
            let first = first_empty.get(group).is_none_or(|&f| f == to);
            first && !(whole && rules.piles[from].group == group && !reached(from))
        }
        _ => false,
    };
    // Turning the stock changes no pile a card could go to: one `Takes` serves all.
    let takes = Takes::of(rules, pos, true);
    rules.each_move(pos, &takes, |mv| {
        if useful(mv) && !matches!(mv, Move::Transfer { from, .. } if Some(from) == rules.waste) {
            steps.push(Step { turns: 0, mv });
        }
    });
    stock_steps(rules, pos, &takes, reach, useful, steps);
}

/// Does moving the top `count` cards of `from` onto a card of tableau pile `to` take
/// them off a card they lie on in suit (where runs in suit go home whole)?
fn splits_suited_run(rules: &Rules, pos: &Position, from: usize, to: usize, count: usize) -> bool {
    if !rules.complete_runs || rules.piles[to].kind != PileKind::Tableau {
        return false;
    }
    let pile = &pos.piles[from];
    let Some(below) = pile.len().checked_sub(count + 1) else {
        return false;
    };
    let (under, bottom) = (pile.cards[below], pile.cards[below + 1]);
    pile.face_up(below)
        && under.suit() == bottom.suit()
        && bottom.rank().succ(false) == Some(under.rank())
}

/// Adds to `steps` each play of a card that turning the stock brings to the waste's
/// top (see `candidate_moves`). The stock is not turned: the cards it shows are read
/// off the sequence that turning leaves alone, the waste followed by the stock from its
/// top (see `turning`), and no pile a card could go to changes as it turns.
fn stock_steps(
    rules: &Rules,
    pos: &Position,
    takes: &Takes,
    reach: Option<u8>,
    useful: impl Fn(Move) -> bool,
    steps: &mut Vec<Step>,
) {
    // A stock dealt onto the tableau (Spider) deals a row, and one that reshuffles
    // (La Belle Lucie) deals the tableau again: one step.
    let turn = if rules.reshuffles().is_some() {
        Some(Move::Redeal)
    } else if rules.deals_onto_tableau() {
        Some(Move::Draw)
    } else {
        None
    };
    if let Some(mv) = turn {
        if rules.check(pos, mv).is_ok() {
            steps.push(Step { turns: 0, mv });
        }
        return;
    }
    let (Some(stock), Some(waste)) = (rules.stock, rules.waste) else {
        return;
    };
    if let Some(build) = rules.piles[waste].build {
        return onto_waste_steps(rules, pos, (stock, waste), build, reach, steps);
    }
    let (stock_cards, waste_cards) = (&pos.piles[stock].cards, &pos.piles[waste].cards);
    let total = stock_cards.len() + waste_cards.len();
    let card = |i: usize| {
        waste_cards
            .get(i)
            .copied()
            .unwrap_or_else(|| stock_cards[total - 1 - i])
    };
    let draw = usize::from(rules.def.stock.map_or(1, |s| s.draw));
    let mut redeals_left = rules.redeals_left(pos);
    // How many cards of the sequence are in the waste after each turn.
    let mut in_waste = waste_cards.len();
    let mut redealt = false;
    let mut reach = reach.map_or(usize::MAX, usize::from);
    let limit = 2 * total + 4;
    let waste_cap = rules.piles[waste].max_cards.unwrap_or(usize::MAX);
    for turns in 0..limit {
        if in_waste > 0 {
            let top = card(in_waste - 1);
            let before = steps.len();
            // Where a card pairs with any pile's top card (Pyramid), the waste's own top
            // is not a partner, and the stock's is only as it lies now: `takes` read it
            // before turning.
            let stale = 1 << waste | if turns > 0 { 1 << stock } else { 0 };
            for to in members(takes.targets(top) & !stale) {
                let mv = Move::transfer(waste, to, 1);
                if rules.takes_one(pos, takes, waste, to, top) && useful(mv) {
                    steps.push(Step {
                        turns: turns as u16,
                        mv,
                    });
                }
            }
            if steps.len() > before {
                reach -= 1;
                if reach == 0 {
                    break;
                }
            }
        }
        // Turn: draw, or redeal once the stock is empty. A waste that holds so many
        // cards (Sir Tommy's one) takes no more until its top is played.
        if in_waste < total {
            if in_waste >= waste_cap {
                break;
            }
            in_waste = (in_waste + draw).min(total);
        } else if in_waste > 0 && redeals_left != Some(0) {
            in_waste = 0;
            redeals_left = redeals_left.map(|r| r - 1);
            redealt = true;
        } else {
            break;
        }
        // Back where we started, a redeal later: every card from here on was in
        // reach with fewer turns.
        if redealt && in_waste == waste_cards.len() {
            break;
        }
    }
}

/// Where the waste builds (Golf), turning the stock changes what goes onto the waste,
/// and nothing leaves it: each step turns the stock until its card on the waste takes
/// a tableau pile's top card, then plays that card. (The moves onto the waste as it
/// is are the legal moves without turns.) The stock is gone through once.
fn onto_waste_steps(
    rules: &Rules,
    pos: &Position,
    (stock, waste): (usize, usize),
    build: Build,
    reach: Option<u8>,
    steps: &mut Vec<Step>,
) {
    let stock_cards = &pos.piles[stock].cards;
    let draw = usize::from(rules.def.stock.map_or(1, |s| s.draw));
    let mut reach = reach.map_or(usize::MAX, usize::from);
    let mut drawn = 0;
    let mut turns = 0u16;
    while drawn < stock_cards.len() {
        drawn = (drawn + draw).min(stock_cards.len());
        turns += 1;
        let top = stock_cards[stock_cards.len() - drawn];
        let before = steps.len();
        for &t in &rules.tableau {
            let pile = &pos.piles[t];
            if let Some(card) = pile.top()
                && pile.face_up(pile.len() - 1)
                && !rules.is_covered(pos, t)
                && builds_on(build, card, top)
            {
                steps.push(Step {
                    turns,
                    mv: Move::transfer(t, waste, 1),
                });
            }
        }
        if steps.len() > before {
            reach -= 1;
            if reach == 0 {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;
    use crate::text::parse_layout;

    #[test]
    fn a_reach_stops_at_the_first_cards_of_the_stock_that_play() {
        // Turned from the top: 5C (plays nowhere), QD, then QH (each on either King).
        let rules = builtin("lower-48").unwrap();
        let pos = parse_layout(&rules, "s: QH QD 5C\n t1: KS\n t2: KC").unwrap();
        let played = |reach| {
            let mut steps = Vec::new();
            candidate_moves(
                &rules,
                &pos,
                Scope {
                    reach,
                    ..Scope::ALL
                },
                &mut steps,
            );
            let texts = steps.iter().map(|s| (s.turns, rules.move_text(s.mv)));
            texts.collect::<Vec<_>>()
        };
        let first = vec![(2, "w>t1".to_string()), (2, "w>t2".to_string())];
        assert_eq!(played(Some(1)), first);
        let all = played(None);
        assert_eq!(all[..2], first);
        assert_eq!(all[2..], [(3, "w>t1".to_string()), (3, "w>t2".to_string())]);
    }

    /// The plays off the waste that turning the stock of `pos` for real brings, each
    /// after the turns it takes (of several empty piles of a group, the first), within
    /// twice round the stock and waste.
    fn turned_for_real(rules: &Rules, pos: &Position) -> Vec<Step> {
        let (stock, waste) = (rules.stock.unwrap(), rules.waste.unwrap());
        let first_empty = |pos: &Position, to: usize| {
            let group = rules.piles[to].group;
            let empty = |p: usize| pos.piles[p].is_empty() && rules.piles[p].group == group;
            !empty(to) || (0..to).all(|p| !empty(p))
        };
        let mut pos = pos.clone();
        let start = (pos.piles[stock].len(), pos.piles[waste].len());
        let (mut steps, mut redealt) = (Vec::new(), false);
        for turns in 0..2 * (start.0 + start.1) as u16 + 4 {
            for mv in rules.legal_moves(&pos) {
                if let Move::Transfer { from, to, .. } = mv
                    && from == waste
                    && first_empty(&pos, to)
                {
                    steps.push(Step { turns, mv });
                }
            }
            let Some(turn) = turn(rules, &pos) else {
                break;
            };
            rules.apply(&mut pos, turn);
            redealt |= turn == Move::Redeal;
            if redealt && (pos.piles[stock].len(), pos.piles[waste].len()) == start {
                break;
            }
        }
        steps
    }

    #[test]
    fn the_stock_plays_are_those_that_turning_it_for_real_brings() {
        // Lower 48 draws one card and redeals once; Three Bears draws three, always.
        for (id, deals) in [("lower-48", 1..4), ("three-bears", 1..4)] {
            let rules = builtin(id).unwrap();
            for deal in deals {
                let mut pos = rules.deal(deal);
                for i in 0..400u64 {
                    let real = turned_for_real(&rules, &pos);
                    let mut firsts: Vec<u16> = real.iter().map(|s| s.turns).collect();
                    firsts.dedup();
                    for reach in [None, Some(1), Some(2)] {
                        let mut steps = Vec::new();
                        candidate_moves(
                            &rules,
                            &pos,
                            Scope {
                                reach,
                                ..Scope::ALL
                            },
                            &mut steps,
                        );
                        steps.retain(|s| matches!(s.mv, Move::Transfer { from, .. } if Some(from) == rules.waste));
                        let last = reach.and_then(|r| firsts.get(usize::from(r) - 1));
                        let within = real.iter().filter(|s| last.is_none_or(|&l| s.turns <= l));
                        assert_eq!(
                            steps,
                            within.copied().collect::<Vec<_>>(),
                            "{id} #{deal}, move {i}"
                        );
                    }
                    // On by a legal move picked by a hash, every other time a turn of the
                    // stock if there is one, so that the walk goes through every pass.
                    let moves = rules.legal_moves(&pos);
                    let pick = (i ^ u64::from(deal)).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40;
                    let mv = match turn(&rules, &pos) {
                        Some(turn) if i % 2 == 0 => turn,
                        _ if moves.is_empty() => break,
                        _ => moves[pick as usize % moves.len()],
                    };
                    rules.apply(&mut pos, mv);
                }
            }
        }
    }
}
