//! How figures read, on screen and in the CLI: play times and counts of days.

use crate::lang::Words;
use crate::say;
use std::time::Duration;

/// A play time: minutes and seconds, with hours once there are any.
pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A time kept in milliseconds (the statistics' times), as `clock` reads it.
pub fn clock_ms(ms: u64) -> String {
    clock(Duration::from_millis(ms))
}

/// "1 day", "3 days".
pub fn days(words: &Words, n: u32) -> String {
    say!(words, "days", count = n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_days_read_as_words() {
        let en = Words::english();
        let secs = Duration::from_secs;
        assert_eq!(
            (clock(secs(61)), clock(secs(3725))),
            ("1:01".into(), "1:02:05".into())
        );
        assert_eq!(clock_ms(200_999), "3:20");
        assert_eq!(
            (days(&en, 0), days(&en, 1), days(&en, 2)),
            ("0 days".into(), "1 day".into(), "2 days".into())
        );
    }
}
