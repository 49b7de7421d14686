# The language as its own speakers name it, in the Language setting.
language-name = Русский

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Пасьянсы
# What kind of program it is.
desktop-generic-name = Карточные игры
# One line on what it is.
desktop-comment = Косынка, «Свободная ячейка», «Паук» и множество других пасьянсов
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = карты;пасьянс;пасьянсы;косынка;свободная ячейка;паук;солитер;klondike;freecell;spider;solitaire;
