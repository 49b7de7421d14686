## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Настройки
settings-language = Язык
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Системный ({ $language })
settings-animation = Анимация
settings-reduce-motion = Меньше движения
settings-auto-home = Отправлять безопасные карты на базы
settings-four-colour = Четырёхцветная колода
settings-text-size = Размер текста
settings-high-contrast = Высокая контрастность
settings-card-faces = Лицевая сторона
settings-card-back = Рубашка
settings-table = Стол
settings-new-deals = Новые раздачи
settings-full-screen = Полный экран
# $key: the key that turns sound off and on (M).
settings-sound = Звуки ({ $key })
settings-volume = Громкость
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Переносить счёт Вегаса

# The value of a setting that is on or off.
settings-on = Вкл.
settings-off = Выкл.
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds.
settings-speed-normal = Обычная
settings-speed-fast = Быстрая
settings-speed-instant = Мгновенная
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Классические
settings-faces-large-print = Крупные
# The card backs' designs.
settings-back-red = Красная сетка
settings-back-blue = Синяя розетка
settings-back-green = Зелёная клетка
settings-back-purple = Лиловые волны
# The table's colours.
settings-table-green = Зелёный
settings-table-blue = Синий
settings-table-red = Красный
settings-table-grey = Серый
