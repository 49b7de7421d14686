//! The daily deal: one deal per game per calendar day, the same for every player on
//! every machine with no network, because it is derived from the date alone and the
//! shipped grades (`grade`). It is always a deal the solver has won, and it gets harder
//! through the week: Easy on Monday and Tuesday, Medium on Wednesday and Thursday, Hard
//! on Friday and Saturday, Expert on Sunday.
//!
//! The derivation is a fixed hash (FNV-1a of the game id, SplitMix64 of the day), not
//! the standard library's hasher, whose output may change between releases.

use crate::grade::Grade;
use crate::registry::grades;
use chrono::{Datelike, NaiveDate, Weekday};

/// The first and last days with a daily deal: a clock outside them is wrong.
pub fn first_day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2025, 1, 1).expect("a real date")
}

pub fn last_day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2099, 12, 31).expect("a real date")
}

/// Today on this machine's clock, in its time zone: the day changes at local midnight.
pub fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

/// A day's deal of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Daily {
    pub date: NaiveDate,
    pub number: u32,
    pub grade: Grade,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    #[error(
        "there are daily deals from {first} to {last}, and {0} is not among them: is the clock right?",
        first = first_day(),
        last = last_day()
    )]
    OutOfRange(NaiveDate),
    #[error("the game '{0}' has no graded deals to choose a daily deal from")]
    NoGrades(String),
}

/// The level of the daily deal on `date`.
pub fn level_on(date: NaiveDate) -> Grade {
    match date.weekday() {
        Weekday::Mon | Weekday::Tue => Grade::Easy,
        Weekday::Wed | Weekday::Thu => Grade::Medium,
        Weekday::Fri | Weekday::Sat => Grade::Hard,
        Weekday::Sun => Grade::Expert,
    }
}

/// Whether `date` has daily deals (a clock outside the range is wrong).
pub fn check_date(date: NaiveDate) -> Result<(), DailyError> {
    if date < first_day() || date > last_day() {
        return Err(DailyError::OutOfRange(date));
    }
    Ok(())
}

/// The daily deal of game `id` on `date`.
pub fn daily(id: &str, date: NaiveDate) -> Result<Daily, DailyError> {
    check_date(date)?;
    let grade = level_on(date);
    let deals = grades(id)
        .map(|g| g.deals_of(grade))
        .filter(|d| !d.is_empty())
        .ok_or_else(|| DailyError::NoGrades(id.to_string()))?;
    let day = (date - first_day()).num_days() as u64;
    let pick = splitmix64(fnv1a(id.as_bytes()) ^ day) % deals.len() as u64;
    Ok(Daily {
        date,
        number: deals[pick as usize],
        grade,
    })
}

/// Parses a date as YYYY-MM-DD, with a message a player can act on.
pub fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| format!("'{text}' is not a date like 2026-11-25"))
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::Solved;

    fn day(s: &str) -> NaiveDate {
        parse_date(s).unwrap()
    }

    #[test]
    fn the_hashes_are_the_published_ones() {
        // FNV-1a and SplitMix64 reference values: the derivation cannot drift.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(splitmix64(0), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn a_day_has_one_winnable_deal_of_its_weekday_level_per_game() {
        for id in crate::game_ids() {
            let g = grades(id).unwrap();
            let mut seen = std::collections::BTreeSet::new();
            for offset in 0..28 {
                let date = day("2026-11-23") + chrono::Days::new(offset);
                let d = daily(id, date).unwrap();
                assert_eq!(d, daily(id, date).unwrap(), "the same each time");
                assert_eq!(d.grade, level_on(date));
                assert_eq!(g.grade(d.number), Some(d.grade), "{id} {date}");
                assert!(matches!(g.solved(d.number), Some(Solved::Won { .. })));
                seen.insert(d.number);
            }
            assert!(seen.len() >= 26, "{id}: days share deals: {seen:?}");
        }
        assert_eq!(level_on(day("2026-11-23")), Grade::Easy, "a Monday");
        assert_eq!(level_on(day("2026-11-29")), Grade::Expert, "a Sunday");
    }

    #[test]
    fn games_differ_on_the_same_day() {
        let date = day("2026-11-25");
        let numbers: std::collections::BTreeSet<u32> = crate::game_ids()
            .map(|id| daily(id, date).unwrap().number)
            .collect();
        assert!(numbers.len() >= 5, "{numbers:?}");
    }

    #[test]
    fn dates_out_of_range_and_unknown_games_are_refused() {
        let e = daily("freecell", day("2150-01-01")).unwrap_err();
        assert!(e.to_string().contains("is the clock right"), "{e}");
        assert!(daily("freecell", day("1999-12-31")).is_err());
        assert!(daily("freecell", last_day()).is_ok());
        assert_eq!(
            daily("no-such-game", day("2026-11-25")),
            Err(DailyError::NoGrades("no-such-game".into()))
        );
        assert!(parse_date("2026-02-30").unwrap_err().contains("2026-11-25"));
        assert!(parse_date("tomorrow").is_err());
    }
}
