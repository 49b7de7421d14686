//! The positions a depth-first search has seen, as 64-bit keys in one flat table probed
//! linearly from a key's top bits. A general hash set touches two cache lines a lookup
//! (its control bytes and its slot); this touches one, and keys that differ only in
//! their low byte (one position searched under different conditions) lie side by side,
//! so that one probe answers for both. On searches of millions of positions, where
//! nearly every lookup misses the cache, the lookups are most of the time spent.

/// A set of nonzero 64-bit keys (a zero key is stored as 1: keys are strong hashes).
pub(super) struct SeenTable {
    slots: Vec<u64>,
    len: usize,
    /// `64 - log2(slots.len())`: a key's slot is its top bits.
    shift: u32,
}

/// The table grows past seven tenths full: longer runs of full slots cost more probes
/// than the room saved.
const MAX_LOAD_TENTHS: usize = 7;

impl SeenTable {
    /// Room for `n` keys before it grows.
    pub fn with_capacity(n: usize) -> SeenTable {
        let slots = (n * 10 / MAX_LOAD_TENTHS + 1).next_power_of_two().max(16);
        SeenTable {
            slots: vec![0; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Bytes the table takes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    /// Would `len` keys make the table grow?
    fn overfull(&self, len: usize) -> bool {
        len * 10 > self.slots.len() * MAX_LOAD_TENTHS
    }

    /// What the table will take while one more key goes in: where that key makes it
    /// grow, three times as much (the new table, twice as large, and the old one while
    /// the keys move over).
    pub fn bytes_with_one_more(&self) -> usize {
        if self.overfull(self.len + 1) {
            self.bytes() * 3
        } else {
            self.bytes()
        }
    }

    /// Starts fetching `key`'s slot into the cache (where the processor has a way to).
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (key.max(1) >> self.shift) as usize;
            // SAFETY: a prefetch of a slot inside the table; it reads nothing.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    self.slots.as_ptr().add(i) as *const i8,
                );
            }
        }
    }

    /// Inserts `key` unless it is there already (then false).
    pub fn insert(&mut self, key: u64) -> bool {
        self.insert_unless(key, key)
    }

    /// Inserts `key` unless it or `blocker` is there already (then false). The two
    /// differ at most in their low byte, so they share a slot to probe from.
    pub fn insert_unless(&mut self, key: u64, blocker: u64) -> bool {
        debug_assert_eq!(key >> 8, blocker >> 8, "a blocker shares the key's slot");
        let (key, blocker) = (key.max(1), blocker.max(1));
        let mask = self.slots.len() - 1;
        let mut i = (key >> self.shift) as usize;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                break;
            }
            if slot == key || slot == blocker {
                return false;
            }
            i = (i + 1) & mask;
        }
        self.slots[i] = key;
        self.len += 1;
        if self.overfull(self.len) {
            self.grow();
        }
        true
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        let size = old.len() * 2;
        self.slots = vec![0; size];
        self.shift -= 1;
        let mask = size - 1;
        for key in old.into_iter().filter(|&k| k != 0) {
            let mut i = (key >> self.shift) as usize;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = key;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::mix;
    use std::collections::HashSet;

    #[test]
    fn holds_what_a_hash_set_holds_through_growth() {
        let mut table = SeenTable::with_capacity(4);
        let mut set = HashSet::new();
        let mut next = mix::xorshift(7);
        for _ in 0..20_000 {
            // Few distinct keys, so that many are inserted twice.
            let key = (mix::finish(next() % 5000) & !0xff) | (next() % 3);
            assert_eq!(table.insert(key), set.insert(key.max(1)));
        }
        assert_eq!(table.len(), set.len());
        assert!(table.bytes() >= table.len() * 8 * 10 / MAX_LOAD_TENTHS);
    }

    #[test]
    fn a_blocker_in_the_table_keeps_a_key_out() {
        let mut table = SeenTable::with_capacity(16);
        let plain = 0xdead_beef_0000_0100;
        assert!(table.insert(plain));
        // The same position under a condition (its low byte): blocked by the plain one.
        assert!(!table.insert_unless(plain | 5, plain));
        assert_eq!(table.len(), 1);
        // Not blocked when the plain one is not there.
        let other = 0x1234_5678_0000_0100;
        assert!(table.insert_unless(other | 5, other));
        assert!(!table.insert_unless(other | 5, other));
        assert!(table.insert(other));
        assert_eq!(table.len(), 3);
    }
}
