## Dates: the daily deals and the win dialog name days.

date-monday = lunes
date-tuesday = martes
date-wednesday = miércoles
date-thursday = jueves
date-friday = viernes
date-saturday = sábado
date-sunday = domingo

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Lu
date-tuesday-short = Ma
date-wednesday-short = Mi
date-thursday-short = Ju
date-friday-short = Vi
date-saturday-short = Sá
date-sunday-short = Do

# The months as they are named alone (in a calendar's heading).
date-january = enero
date-february = febrero
date-march = marzo
date-april = abril
date-may = mayo
date-june = junio
date-july = julio
date-august = agosto
date-september = septiembre
date-october = octubre
date-november = noviembre
date-december = diciembre

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Spanish: "miércoles 4 de junio".
date-day-month = { $weekday } { $day } de { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month. Spanish: "miércoles 4 de junio de 2025".
date-full = { $weekday } { $day } de { $month } de { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
# Spanish: it begins the calendar's heading, so the month is written here with its
# capital ("Junio de 2025"), selected on $month_number; inside a sentence the
# month names above stay in small letters.
date-month-year = { $month_number ->
        [1] Enero
        [2] Febrero
        [3] Marzo
        [4] Abril
        [5] Mayo
        [6] Junio
        [7] Julio
        [8] Agosto
        [9] Septiembre
        [10] Octubre
        [11] Noviembre
        [12] Diciembre
       *[other] { $month }
    } de { $year }
