## Dates: the daily deals and the win dialog name days.

date-monday = lundi
date-tuesday = mardi
date-wednesday = mercredi
date-thursday = jeudi
date-friday = vendredi
date-saturday = samedi
date-sunday = dimanche

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = lu
date-tuesday-short = ma
date-wednesday-short = me
date-thursday-short = je
date-friday-short = ve
date-saturday-short = sa
date-sunday-short = di

# The months as they are named alone (in a calendar's heading).
date-january = janvier
date-february = février
date-march = mars
date-april = avril
date-may = mai
date-june = juin
date-july = juillet
date-august = août
date-september = septembre
date-october = octobre
date-november = novembre
date-december = décembre

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# French: "mercredi 4 juin", and "1er" for the first of the month.
date-day-month = { $weekday } { $day ->
        [1] { $day }er
       *[other] { $day }
    } { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
date-full = { $weekday } { $day ->
        [1] { $day }er
       *[other] { $day }
    } { $month } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month } { $year }
