# The language as its own speakers name it, in the Language setting.
language-name = Polski

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Pasjans
# What kind of program it is.
desktop-generic-name = Gry karciane
# One line on what it is.
desktop-comment = Klondike, FreeCell, Pająk i wiele innych pasjansów
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = karty;pasjans;pasjanse;gra karciana;solitaire;klondike;freecell;pająk;
