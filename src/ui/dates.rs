//! Dates in the player's language: the names of days and months, and a pattern per
//! use (a language may put the month in another case after a day: Polish "środa 4
//! czerwca", from the month's number).

use solitaire_core::chrono::{Datelike, NaiveDate, Weekday};
use solitaire_core::lang::Words;
use solitaire_core::say;

pub fn weekday(w: &Words, day: Weekday) -> String {
    match day {
        Weekday::Mon => say!(w, "date-monday"),
        Weekday::Tue => say!(w, "date-tuesday"),
        Weekday::Wed => say!(w, "date-wednesday"),
        Weekday::Thu => say!(w, "date-thursday"),
        Weekday::Fri => say!(w, "date-friday"),
        Weekday::Sat => say!(w, "date-saturday"),
        Weekday::Sun => say!(w, "date-sunday"),
    }
}

/// A calendar column's heading: the day in two letters or so.
pub fn weekday_short(w: &Words, day: Weekday) -> String {
    match day {
        Weekday::Mon => say!(w, "date-monday-short"),
        Weekday::Tue => say!(w, "date-tuesday-short"),
        Weekday::Wed => say!(w, "date-wednesday-short"),
        Weekday::Thu => say!(w, "date-thursday-short"),
        Weekday::Fri => say!(w, "date-friday-short"),
        Weekday::Sat => say!(w, "date-saturday-short"),
        Weekday::Sun => say!(w, "date-sunday-short"),
    }
}

pub fn month(w: &Words, month: u32) -> String {
    match month {
        1 => say!(w, "date-january"),
        2 => say!(w, "date-february"),
        3 => say!(w, "date-march"),
        4 => say!(w, "date-april"),
        5 => say!(w, "date-may"),
        6 => say!(w, "date-june"),
        7 => say!(w, "date-july"),
        8 => say!(w, "date-august"),
        9 => say!(w, "date-september"),
        10 => say!(w, "date-october"),
        11 => say!(w, "date-november"),
        _ => say!(w, "date-december"),
    }
}

/// "Wednesday 4 June".
pub fn day_and_month(w: &Words, date: NaiveDate) -> String {
    say!(
        w,
        "date-day-month",
        weekday = weekday(w, date.weekday()),
        day = date.day(),
        month = month(w, date.month()),
        month_number = date.month()
    )
}

/// "Wednesday 4 June 2025".
pub fn full(w: &Words, date: NaiveDate) -> String {
    say!(
        w,
        "date-full",
        weekday = weekday(w, date.weekday()),
        day = date.day(),
        month = month(w, date.month()),
        month_number = date.month(),
        year = date.year().to_string()
    )
}

/// "June 2025".
pub fn month_and_year(w: &Words, date: NaiveDate) -> String {
    say!(
        w,
        "date-month-year",
        month = month(w, date.month()),
        month_number = date.month(),
        year = date.year().to_string()
    )
}
