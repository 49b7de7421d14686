//! The main thread's CPU time, read from the kernel's scheduler statistics (Linux), in
//! nanoseconds: the clock ticks of /proc/…/stat are too coarse for one frame.

use std::time::Duration;

/// Measures the main thread's CPU between laps (zero where the system does not say).
#[derive(Default)]
pub struct MainThreadClock {
    last: Option<u64>,
}

impl MainThreadClock {
    /// CPU used by the calling thread since the last lap.
    pub fn lap(&mut self) -> Duration {
        let now = thread_cpu_ns();
        let spent = match (self.last, now) {
            (Some(last), Some(now)) => now.saturating_sub(last),
            _ => 0,
        };
        self.last = now;
        Duration::from_nanos(spent)
    }
}

fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_on_this_thread_shows_on_its_clock() {
        let mut clock = MainThreadClock::default();
        assert_eq!(
            clock.lap(),
            Duration::ZERO,
            "the first lap starts the clock"
        );
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        assert!(clock.lap() > Duration::ZERO, "{x}");
    }
}
