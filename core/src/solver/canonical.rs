//! A position's identity for the transposition table: piles of one group (tableau
//! columns, free cells, foundations) are interchangeable, so their order is ignored
//! (except tableau piles the stock deals onto in order).

use super::mix::{finish, mix};
use super::turning::Turning;
use crate::position::{Pile, Position};
use crate::rules::{PileKind, Rules};

fn pile_hash(pile: &Pile) -> u64 {
    let mut h = mix(0x51_7cc1_b727_220a, pile.down as u64 + 1);
    // Cards of equal value in different decks play alike: hash the value, not the id.
    for c in &pile.cards {
        h = mix(h, c.value() as u64 + 1);
    }
    mix(h, pile.cards.len() as u64)
}

/// Pile `p`'s share of its group's hash: named where it is one of the piles `named`
/// (one bit each; see `Keyer::new`). A discard pile (a foundation with a home rule)
/// counts by its size alone: what lies there is every card not elsewhere, and in
/// whatever order it was thrown out the game plays on alike.
fn share(p: usize, pile: &Pile, named: u64, counted: Counted) -> u64 {
    let h = if counted.by_size >> p & 1 == 1 {
        mix(0x2d35_8dcc_aa6c_78a5, pile.cards.len() as u64)
    } else if counted.by_top >> p & 1 == 1 {
        mix(
            0x5a1f_3c6e_9b07_d2e1,
            pile.top().map_or(0, |c| u64::from(c.id()) + 1),
        )
    } else {
        pile_hash(pile)
    };
    if named >> p & 1 == 1 {
        finish(mix(h, p as u64 + 1))
    } else {
        finish(h)
    }
}

/// Computes keys, remembering the hashes of one position so that the key of a child
/// rehashes only the piles a move changed and mends only their groups.
pub struct Keyer {
    /// Each pile's share of its group's hash: its hash, finished.
    piles: Vec<u64>,
    groups: Vec<u64>,
    /// The hash of the stock and the waste.
    stock: u64,
    turning: Turning,
    /// The stock and the waste, hashed together (see `Turning`), if the game has them.
    stock_waste: Option<(usize, usize)>,
    /// The piles told apart, one bit each (see `new`).
    named: u64,
    /// Piles keyed by less than their cards (see `Counted`).
    counted: Counted,
}

/// Piles (one bit each) keyed by less than their cards: discard piles by their size
/// alone, piles that move whole (Accordion) by their top card alone, all that plays.
#[derive(Clone, Copy)]
struct Counted {
    by_size: u64,
    by_top: u64,
}

/// Are the piles of group `g` interchangeable? (The stock and the waste are hashed
/// apart from the groups.)
fn free_order(rules: &Rules, g: usize) -> bool {
    matches!(
        rules.def.groups[g].kind,
        PileKind::Tableau | PileKind::Cell | PileKind::Foundation
    )
}

impl Keyer {
    /// Keys equal only for positions that play alike. Tableau piles a stock deals onto,
    /// a card to each in order (Spider's ten, Scorpion's first three), are not
    /// interchangeable; the others are.
    /// Where the stock reshuffles, the tableau's order is what it gathers: not
    /// interchangeable either.
    pub fn new(rules: &Rules) -> Keyer {
        let gathered = match rules.reshuffles() {
            Some(_) => rules.tableau_set,
            None => 0,
        };
        Keyer::with(rules, rules.row_piles | gathered)
    }

    /// Keys that also merge positions differing only in the order of the piles a stock
    /// deals onto: nearly alike, and merging them serves searches that prove nothing
    /// by running out (beams) far better.
    pub fn merging(rules: &Rules) -> Keyer {
        Keyer::with(rules, 0)
    }

    fn with(rules: &Rules, named: u64) -> Keyer {
        let named = named | rules.positional;
        let set = |keep: &dyn Fn(&crate::rules::PileSpec) -> bool| {
            (0..rules.pile_count())
                .filter(|&p| keep(&rules.piles[p]))
                .fold(0, |set, p| set | 1 << p)
        };
        let counted = Counted {
            by_size: set(&|spec| spec.home_rule.is_some()),
            by_top: set(&|spec| spec.moves == crate::rules::Movable::Pile),
        };
        Keyer {
            named,
            counted,
            piles: vec![0; rules.pile_count()],
            groups: vec![0; rules.def.groups.len()],
            stock: 0,
            turning: Turning::default(),
            // A waste that builds (Golf) takes cards from the tableau, which `Turning`
            // does not follow: such a waste is keyed by its top card (see `key`).
            stock_waste: rules
                .stock
                .zip(rules.waste)
                .filter(|&(_, w)| rules.piles[w].build.is_none()),
        }
    }

    /// Remembers `pos`'s hashes and returns its key.
    pub fn reset(&mut self, rules: &Rules, pos: &Position) -> u64 {
        // (The stock and the waste are hashed by `turning`.)
        for (p, pile) in pos.piles.iter().enumerate() {
            if free_order(rules, rules.piles[p].group) {
                self.piles[p] = share(p, pile, self.named, self.counted);
            }
        }
        for g in 0..self.groups.len() {
            self.groups[g] = self.group_hash(rules, g);
        }
        if let Some((stock, waste)) = self.stock_waste {
            self.turning.reset(stock, waste, pos);
            self.stock = self.turning.hash(stock, waste, pos);
        }
        self.key(rules, pos, &[])
    }

    /// Remembers `pos`, which differs from the remembered position only in the piles
    /// listed in `changed` (repeats allowed), and only by moves a search makes.
    pub fn descend(&mut self, rules: &Rules, pos: &Position, changed: &[usize]) {
        for (i, &p) in changed.iter().enumerate() {
            let g = rules.piles[p].group;
            if free_order(rules, g) && !changed[..i].contains(&p) {
                let share = share(p, &pos.piles[p], self.named, self.counted);
                self.groups[g] = self.groups[g]
                    .wrapping_sub(self.piles[p])
                    .wrapping_add(share);
                self.piles[p] = share;
            }
        }
        if let Some((stock, waste)) = self.stock_waste
            && changed.iter().any(|&p| p == stock || p == waste)
        {
            self.turning.reset(stock, waste, pos);
            self.stock = self.turning.hash(stock, waste, pos);
        }
        // (Unit tests check every mended position against one remembered anew.)
        #[cfg(test)]
        {
            let mut anew = Keyer::with(rules, self.named);
            anew.reset(rules, pos);
            let mended = (&self.piles, &self.groups, self.stock);
            assert_eq!((&anew.piles, &anew.groups, anew.stock), mended);
        }
    }

    /// The hash of group `g` from its piles' hashes: a sum of well-mixed hashes, which
    /// does not depend on the piles' order. (Zero for the stock and the waste.)
    fn group_hash(&self, rules: &Rules, g: usize) -> u64 {
        if !free_order(rules, g) {
            return 0;
        }
        (0..rules.pile_count())
            .filter(|&p| rules.piles[p].group == g)
            .map(|p| self.piles[p])
            .fold(0, u64::wrapping_add)
    }

    /// The key of `pos`, which differs from the remembered position only in the piles
    /// listed in `changed` (repeats allowed), and only by moves a search makes. Equal
    /// for positions that differ only in the order of interchangeable piles.
    pub fn key(&self, rules: &Rules, pos: &Position, changed: &[usize]) -> u64 {
        // (A reshuffle's generator has drawn more or less as the piles gathered held.)
        let mut h = mix(0, u64::from(pos.redeals) | u64::from(pos.draws) << 8);
        for (g, &remembered) in self.groups.iter().enumerate() {
            let mut gh = remembered;
            if free_order(rules, g) {
                // Swap the changed piles' shares of the sum.
                for (i, &p) in changed.iter().enumerate() {
                    if rules.piles[p].group == g && !changed[..i].contains(&p) {
                        gh = gh.wrapping_sub(self.piles[p]).wrapping_add(share(
                            p,
                            &pos.piles[p],
                            self.named,
                            self.counted,
                        ));
                    }
                }
            }
            h = mix(h, mix(g as u64 + 0x1000, gh));
        }
        if let (Some(stock), Some(waste), None) = (rules.stock, rules.waste, self.stock_waste) {
            // Where the waste builds, the cards under its top never move again: the
            // position is its top card and how far the stock has been turned.
            let top = pos.piles[waste].top().map_or(0, |c| c.value() as u64 + 1);
            // (Each mixed into the running hash in turn: mixed together first, small
            // values would cancel, as top 3 and 5 turned against top 6 and none.)
            h = mix(mix(h, top), pos.piles[stock].len() as u64);
        }
        if let Some((stock, waste)) = self.stock_waste {
            let turned = changed.iter().any(|&p| p == stock || p == waste);
            let sh = if turned {
                self.turning.hash(stock, waste, pos)
            } else {
                self.stock
            };
            h = mix(h, sh);
        }
        // (Unit tests check every mended key against one made anew.)
        #[cfg(test)]
        if !changed.is_empty() {
            assert_eq!(h, Keyer::with(rules, self.named).reset(rules, pos));
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;

    #[test]
    fn keys_ignore_the_order_of_interchangeable_piles_only() {
        let rules = builtin("freecell").unwrap();
        let pos = rules.deal(5);
        let mut keyer = Keyer::new(&rules);
        let key = keyer.reset(&rules, &pos);
        let (a, b) = (rules.tableau[0], rules.tableau[3]);
        let mut swapped = pos.clone();
        swapped.piles.swap(a, b);
        assert_eq!(keyer.key(&rules, &swapped, &[a, b]), key);
        // Moving a card changes the key; rehashing only the changed piles agrees
        // with hashing everything.
        let mut moved = pos.clone();
        let card = moved.piles[a].cards.pop().unwrap();
        moved.piles[rules.cells[0]].cards.push(card);
        let changed = [a, rules.cells[0]];
        let key_moved = keyer.key(&rules, &moved, &changed);
        assert_ne!(key_moved, key);
        assert_eq!(Keyer::new(&rules).reset(&rules, &moved), key_moved);
    }
}
