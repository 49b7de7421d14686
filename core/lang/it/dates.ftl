## Dates: the daily deals and the win dialog name days.

date-monday = lunedì
date-tuesday = martedì
date-wednesday = mercoledì
date-thursday = giovedì
date-friday = venerdì
date-saturday = sabato
date-sunday = domenica

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Lu
date-tuesday-short = Ma
date-wednesday-short = Me
date-thursday-short = Gi
date-friday-short = Ve
date-saturday-short = Sa
date-sunday-short = Do

# The months as they are named alone (in a calendar's heading).
date-january = gennaio
date-february = febbraio
date-march = marzo
date-april = aprile
date-may = maggio
date-june = giugno
date-july = luglio
date-august = agosto
date-september = settembre
date-october = ottobre
date-november = novembre
date-december = dicembre

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Italian: "mercoledì 4 giugno".
date-day-month = { $weekday } { $day ->
        [1] 1º
       *[other] { $day }
    } { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
date-full = { $weekday } { $day ->
        [1] 1º
       *[other] { $day }
    } { $month } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month } { $year }
