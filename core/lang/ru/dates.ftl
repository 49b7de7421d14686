## Dates: the daily deals and the win dialog name days.

date-monday = понедельник
date-tuesday = вторник
date-wednesday = среда
date-thursday = четверг
date-friday = пятница
date-saturday = суббота
date-sunday = воскресенье

# The calendar's column headings: each day of the week in two letters or so.
date-monday-short = Пн
date-tuesday-short = Вт
date-wednesday-short = Ср
date-thursday-short = Чт
date-friday-short = Пт
date-saturday-short = Сб
date-sunday-short = Вс

# The months as they are named alone (in a calendar's heading).
# Russian: nominative, lower case; the dates below use the genitive by $month_number.
date-january = январь
date-february = февраль
date-march = март
date-april = апрель
date-may = май
date-june = июнь
date-july = июль
date-august = август
date-september = сентябрь
date-october = октябрь
date-november = ноябрь
date-december = декабрь

# A day, as in "The daily deal of Wednesday 4 June is won". $weekday: the day's name;
# $day: the day of the month, a number (4; select on [1] for "1st"); $month: the month's name (date-june);
# $month_number: the month as a number, 1 to 12, for a language that needs the
# month in another form after a day (select on it: [6] czerwca).
# Russian: "среда, 4 июня" (genitive month chosen by $month_number; $month unused).
date-day-month = { $weekday }, { $day } { $month_number ->
        [1] января
        [2] февраля
        [3] марта
        [4] апреля
        [5] мая
        [6] июня
        [7] июля
        [8] августа
        [9] сентября
        [10] октября
        [11] ноября
       *[12] декабря
    }
# A day with its year, the daily deals' heading; $year: the year (2025); the rest as
# in date-day-month.
# Russian: "среда, 4 июня 2025 г."
date-full = { $weekday }, { $day } { $month_number ->
        [1] января
        [2] февраля
        [3] марта
        [4] апреля
        [5] мая
        [6] июня
        [7] июля
        [8] августа
        [9] сентября
        [10] октября
        [11] ноября
       *[12] декабря
    } { $year } г.
# A month of a year, the calendar's heading ($month, $month_number, $year as above).
# Russian: a heading, so the month is capitalised here: "Июнь 2025".
date-month-year = { $month_number ->
        [1] Январь
        [2] Февраль
        [3] Март
        [4] Апрель
        [5] Май
        [6] Июнь
        [7] Июль
        [8] Август
        [9] Сентябрь
        [10] Октябрь
        [11] Ноябрь
       *[12] Декабрь
    } { $year }
