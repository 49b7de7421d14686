## Dates: the daily deals and the win dialog name days.
## Dutch: weekdays and months are written in small letters ("woensdag 4 juni").

date-monday = maandag
date-tuesday = dinsdag
date-wednesday = woensdag
date-thursday = donderdag
date-friday = vrijdag
date-saturday = zaterdag
date-sunday = zondag

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = ma
date-tuesday-short = di
date-wednesday-short = wo
date-thursday-short = do
date-friday-short = vr
date-saturday-short = za
date-sunday-short = zo

# The months as they are named alone (in a calendar's heading).
date-january = januari
date-february = februari
date-march = maart
date-april = april
date-may = mei
date-june = juni
date-july = juli
date-august = augustus
date-september = september
date-october = oktober
date-november = november
date-december = december

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Dutch: "woensdag 4 juni".
date-day-month = { $weekday } { $day } { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
date-full = { $weekday } { $day } { $month } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month } { $year }
