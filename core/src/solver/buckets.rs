//! A priority queue for small integer priorities: a stack per priority. It pops the
//! lowest priority first and, of equals, the last pushed, which is the order of a
//! binary heap ordered by (lowest priority, highest id) when ids rise as items are
//! pushed, as a best-first search's nodes do; at a fraction of the cost, since a push
//! is a push onto a stack, where a heap's pushes climb its levels.

pub(super) struct Buckets<T> {
    stacks: Vec<Vec<T>>,
    /// No stack below this holds anything.
    lowest: usize,
    len: usize,
}

impl<T> Buckets<T> {
    pub fn new() -> Buckets<T> {
        Buckets {
            stacks: Vec::new(),
            lowest: 0,
            len: 0,
        }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn push(&mut self, priority: u32, item: T) {
        let p = priority as usize;
        if p >= self.stacks.len() {
            self.stacks.resize_with(p + 1, Vec::new);
        }
        self.stacks[p].push(item);
        self.lowest = self.lowest.min(p);
        self.len += 1;
    }

    /// The item of the lowest priority pushed last, with its priority.
    pub fn pop(&mut self) -> Option<(u32, T)> {
        if self.len == 0 {
            return None;
        }
        while self.stacks[self.lowest].is_empty() {
            self.lowest += 1;
        }
        self.len -= 1;
        let item = self.stacks[self.lowest].pop().expect("a stack with items");
        Some((self.lowest as u32, item))
    }

    /// Bytes the stacks take (what they have room for).
    pub fn bytes(&self) -> usize {
        let stacks: usize = self.stacks.iter().map(Vec::capacity).sum();
        stacks * size_of::<T>() + self.stacks.capacity() * size_of::<Vec<T>>()
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
