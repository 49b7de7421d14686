//! How figures read, on screen and in the CLI: play times and counts of days.

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
pub fn days(n: u32) -> String {
    if n == 1 {
        "1 day".into()
    } else {
        format!("{n} days")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_days_read_as_words() {
        let secs = Duration::from_secs;
        assert_eq!(
            (clock(secs(61)), clock(secs(3725))),
            ("1:01".into(), "1:02:05".into())
        );
        assert_eq!(clock_ms(200_999), "3:20");
        assert_eq!(
            (days(0), days(1), days(2)),
            ("0 days".into(), "1 day".into(), "2 days".into())
        );
    }
}
