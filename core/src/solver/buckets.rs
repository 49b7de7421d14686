//! A priority queue for small integer priorities: a stack per priority. It pops the
//! lowest priority first and, of equals, the last pushed, which is the order of a
//! binary heap ordered by (lowest priority, highest id) when ids rise as items are
//! pushed, as a best-first search's nodes do; at a fraction of the cost, since a push
//! is a push onto a stack, where a heap's pushes climb its levels.

pub(super) struct Buckets<T> {
    /// Every item pushed, with the one pushed before it at its priority (`NONE`:
    /// none): each priority's stack is a list through this arena, so that a push never
    /// grows a stack of its own.
    items: Vec<(T, u32)>,
    /// Each priority's last item pushed and not popped (`NONE`: none).
    heads: Vec<u32>,
    /// No priority below this holds anything.
    lowest: usize,
    len: usize,
}

const NONE: u32 = u32::MAX;

impl<T: Copy> Buckets<T> {
    pub fn new() -> Buckets<T> {
        Buckets {
            items: Vec::new(),
            heads: Vec::new(),
            lowest: 0,
            len: 0,
        }
    }

    /// Room for `n` items before the arena grows.
    pub fn with_capacity(n: usize) -> Buckets<T> {
        Buckets {
            items: Vec::with_capacity(n),
            ..Buckets::new()
        }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn push(&mut self, priority: u32, item: T) {
        let p = priority as usize;
        if p >= self.heads.len() {
            self.heads.resize(p + 1, NONE);
        }
        self.items.push((item, self.heads[p]));
        self.heads[p] = (self.items.len() - 1) as u32;
        self.lowest = self.lowest.min(p);
        self.len += 1;
    }

    /// The item of the lowest priority pushed last, with its priority.
    pub fn pop(&mut self) -> Option<(u32, T)> {
        if self.len == 0 {
            return None;
        }
        while self.heads[self.lowest] == NONE {
            self.lowest += 1;
        }
        self.len -= 1;
        let (item, below) = self.items[self.heads[self.lowest] as usize];
        self.heads[self.lowest] = below;
        Some((self.lowest as u32, item))
    }

    /// Bytes the arena and the heads take (what they have room for).
    pub fn bytes(&self) -> usize {
        self.items.capacity() * size_of::<(T, u32)>() + self.heads.capacity() * size_of::<u32>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::mix;
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    #[test]
    fn pops_as_a_heap_of_lowest_priority_then_highest_id() {
        let mut buckets = Buckets::new();
        let mut heap = BinaryHeap::new();
        let mut next = mix::xorshift(5);
        let mut id = 0u32;
        for round in 0..2000 {
            // Pushes in rising ids, pops between them.
            for _ in 0..next() % 4 {
                let priority = (next() % 50) as u32;
                buckets.push(priority, id);
                heap.push((Reverse(priority), id));
                id += 1;
            }
            if round % 3 != 0 {
                let popped = heap.pop().map(|(Reverse(p), id)| (p, id));
                assert_eq!(buckets.pop(), popped, "round {round}");
            }
            assert_eq!(buckets.len(), heap.len());
        }
        while let Some((Reverse(p), id)) = heap.pop() {
            assert_eq!(buckets.pop(), Some((p, id)));
        }
        assert_eq!(buckets.pop(), None);
    }
}
