## Dates: the daily deals and the win dialog name days.

date-monday = Montag
date-tuesday = Dienstag
date-wednesday = Mittwoch
date-thursday = Donnerstag
date-friday = Freitag
date-saturday = Samstag
date-sunday = Sonntag

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Mo
date-tuesday-short = Di
date-wednesday-short = Mi
date-thursday-short = Do
date-friday-short = Fr
date-saturday-short = Sa
date-sunday-short = So

# The months as they are named alone (in a calendar's heading).
date-january = Januar
date-february = Februar
date-march = März
date-april = April
date-may = Mai
date-june = Juni
date-july = Juli
date-august = August
date-september = September
date-october = Oktober
date-november = November
date-december = Dezember

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# German: "Mittwoch, 4. Juni".
date-day-month = { $weekday }, { $day }. { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month. German: "Mittwoch, 4. Juni 2025".
date-full = { $weekday }, { $day }. { $month } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month } { $year }
