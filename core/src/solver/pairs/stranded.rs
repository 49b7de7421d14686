//! When a Pyramid position can never be cleared, whatever is played: the bounds the
//! search gives positions up by.

use super::Dfs;

impl Dfs<'_> {
    /// Cards that can never all leave: for some pair of ranks adding up to the sum,
    /// the cards of one rank cannot each find a partner of the other of their own
    /// (Hall's condition on who can ever meet whom: a pyramid card never meets one
    /// that must leave before or after it, see `order`, and on the last pass two
    /// cards of the waste never meet).
    pub(super) fn stranded(&self) -> bool {
        let s = self.shape;
        let sum = usize::from(s.sum);
        let Some((before, after)) = self.order() else {
            return true;
        };
        // Two waste cards never meet on the last pass.
        let waste = if self.redeals == s.redeals {
            self.waste()
        } else {
            0
        };
        (1..=13).any(|r| {
            let (pyramid, talon) = (
                s.pyramid_of_rank[r] & self.left,
                s.talon_of_rank[r] & self.talon_left,
            );
            if r == sum || pyramid == 0 && talon == 0 {
                return false;
            }
            let Some(p) = sum.checked_sub(r).filter(|p| (1..=13).contains(p)) else {
                return true;
            };
            let (their_pyramid, their_talon) = (
                s.pyramid_of_rank[p] & self.left,
                s.talon_of_rank[p] & self.talon_left,
            );
            let count = pyramid.count_ones() + talon.count_ones();
            if count != their_pyramid.count_ones() + their_talon.count_ones() {
                return true;
            }
            if r > p || count > 4 {
                return false;
            }
            // Whom each r card meets: p cards of the pyramid (by pile) and of the talon.
            let mut reach = [(0u32, 0u64); 4];
            let mut n = 0;
            let mut short = false;
            for i in crate::rules::members(u64::from(pyramid)) {
                reach[n] = (their_pyramid & !(before[i] | after[i]), their_talon);
                short |= reach[n].0 != their_pyramid;
                n += 1;
            }
            for t in crate::rules::members(talon) {
                reach[n] = if waste >> t & 1 == 1 {
                    short |= their_talon & waste != 0;
                    (their_pyramid, their_talon & !waste)
                } else {
                    (their_pyramid, their_talon)
                };
                n += 1;
            }
            // Every set of r cards must meet at least as many p cards (Hall; more than
            // four are not checked), which only fails if some card does not meet them
            // all. What each set meets is built from the set without its lowest card.
            if !short {
                return false;
            }
            let mut met = [(0u32, 0u64); 16];
            (1usize..1 << n).any(|set| {
                let (m, x) = (met[set & (set - 1)], reach[set.trailing_zeros() as usize]);
                met[set] = (m.0 | x.0, m.1 | x.1);
                met[set].0.count_ones() + met[set].1.count_ones() < set.count_ones()
            })
        })
    }

    /// For each pyramid card left, the pyramid cards left that must leave before it
    /// and after it: those over it and under it; and where a card can meet only one
    /// partner (none in the talon), the two leave together, so what must leave before
    /// (after) either must leave before (after) both. `None` when a card would have to
    /// leave before itself or has no partner left to meet.
    fn order(&self) -> Option<([u32; 32], [u32; 32])> {
        let s = self.shape;
        let sum = usize::from(s.sum);
        let (mut before, mut after) = ([0u32; 32], [0u32; 32]);
        for i in crate::rules::members(u64::from(self.left)) {
            before[i] = s.over_all[i] & self.left;
            after[i] = s.under_all[i] & self.left;
        }
        let mut paired = 0u32;
        loop {
            let mut changed = false;
            for i in crate::rules::members(u64::from(self.left & !paired)) {
                let r = usize::from(self.cards[i].map_or(0, |c| c.rank().value()));
                let Some(p) = sum.checked_sub(r).filter(|p| (1..=13).contains(p)) else {
                    continue;
                };
                if s.talon_of_rank[p] & self.talon_left != 0 {
                    continue;
                }
                let meets = s.pyramid_of_rank[p] & self.left & !(before[i] | after[i]);
                if meets.count_ones() > 1 {
                    continue;
                }
                if meets == 0 {
                    return None;
                }
                let j = meets.trailing_zeros() as usize;
                let both = 1u32 << i | 1 << j;
                let (b, a) = (before[i] | before[j], after[i] | after[j]);
                if b & a != 0 {
                    return None;
                }
                for k in crate::rules::members(u64::from(a | both)) {
                    before[k] |= b | (both & !(1 << k));
                }
                for k in crate::rules::members(u64::from(b | both)) {
                    after[k] |= a | (both & !(1 << k));
                }
                // (The two now lie in each other's sets: clear that.)
                before[i] &= !both;
                before[j] &= !both;
                after[i] &= !both;
                after[j] &= !both;
                paired |= both;
                changed = true;
            }
            if !changed {
                return Some((before, after));
            }
        }
    }
}
