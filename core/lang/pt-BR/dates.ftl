## Dates: the daily deals and the win dialog name days.
## Brazilian Portuguese writes weekdays and months in small letters:
## "quarta-feira, 4 de junho de 2025".

date-monday = segunda-feira
date-tuesday = terça-feira
date-wednesday = quarta-feira
date-thursday = quinta-feira
date-friday = sexta-feira
date-saturday = sábado
date-sunday = domingo

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = seg
date-tuesday-short = ter
date-wednesday-short = qua
date-thursday-short = qui
date-friday-short = sex
date-saturday-short = sáb
date-sunday-short = dom

# The months as they are named alone (in a calendar's heading).
date-january = janeiro
date-february = fevereiro
date-march = março
date-april = abril
date-may = maio
date-june = junho
date-july = julho
date-august = agosto
date-september = setembro
date-october = outubro
date-november = novembro
date-december = dezembro

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Brazilian Portuguese: "quarta-feira, 4 de junho".
date-day-month = { $weekday }, { $day ->
        [1] 1º
       *[other] { $day }
    } de { $month }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month. "quarta-feira, 4 de junho de 2025".
date-full = { $weekday }, { $day ->
        [1] 1º
       *[other] { $day }
    } de { $month } de { $year }
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
# "junho de 2025".
date-month-year = { $month } de { $year }
