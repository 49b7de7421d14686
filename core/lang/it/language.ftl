# The language as its own speakers name it, in the Language setting.
language-name = Italiano

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Solitario
# What kind of program it is.
desktop-generic-name = Giochi di carte
# One line on what it is.
desktop-comment = Klondike, FreeCell, Spider e molti altri solitari
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = carte;solitario;solitari;klondike;freecell;spider;piramide;
