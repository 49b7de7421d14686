## Dates: the daily deals and the win dialog name days.

date-monday = Monday
date-tuesday = Tuesday
date-wednesday = Wednesday
date-thursday = Thursday
date-friday = Friday
date-saturday = Saturday
date-sunday = Sunday

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Mo
date-tuesday-short = Tu
date-wednesday-short = We
date-thursday-short = Th
date-friday-short = Fr
date-saturday-short = Sa
date-sunday-short = Su

# The months as they are named alone (in a calendar's heading).
date-january = January
date-february = February
date-march = March
date-april = April
date-may = May
date-june = June
date-july = July
date-august = August
date-september = September
date-october = October
date-november = November
date-december = December

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
date-day-month = { $weekday } { $day } { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
date-full = { $weekday } { $day } { $month } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month } { $year }
