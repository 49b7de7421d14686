## Dates: the daily deals and the win dialog name days.

date-monday = poniedziałek
date-tuesday = wtorek
date-wednesday = środa
date-thursday = czwartek
date-friday = piątek
date-saturday = sobota
date-sunday = niedziela

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Pn
date-tuesday-short = Wt
date-wednesday-short = Śr
date-thursday-short = Cz
date-friday-short = Pt
date-saturday-short = So
date-sunday-short = Nd

# The months as they are named alone (in a calendar's heading).
date-january = styczeń
date-february = luty
date-march = marzec
date-april = kwiecień
date-may = maj
date-june = czerwiec
date-july = lipiec
date-august = sierpień
date-september = wrzesień
date-october = październik
date-november = listopad
date-december = grudzień

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Polish: the month in the genitive after the day ("środa, 4 czerwca").
date-day-month = { $weekday }, { $day } { $month_number ->
        [1] stycznia
        [2] lutego
        [3] marca
        [4] kwietnia
        [5] maja
        [6] czerwca
        [7] lipca
        [8] sierpnia
        [9] września
        [10] października
        [11] listopada
        [12] grudnia
       *[other] { $month }
    }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
date-full = { $weekday }, { $day } { $month_number ->
        [1] stycznia
        [2] lutego
        [3] marca
        [4] kwietnia
        [5] maja
        [6] czerwca
        [7] lipca
        [8] sierpnia
        [9] września
        [10] października
        [11] listopada
        [12] grudnia
       *[other] { $month }
    } { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
date-month-year = { $month_number ->
        [1] Styczeń
        [2] Luty
        [3] Marzec
        [4] Kwiecień
        [5] Maj
        [6] Czerwiec
        [7] Lipiec
        [8] Sierpień
        [9] Wrzesień
        [10] Październik
        [11] Listopad
       *[12] Grudzień
    } { $year }
