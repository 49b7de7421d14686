# The language as its own speakers name it, in the Language setting.
language-name = English

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Solitaire
# What kind of program it is.
desktop-generic-name = Card Games
# One line on what it is.
desktop-comment = Klondike, FreeCell, Spider and many more patience games
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = cards;patience;solitaire;klondike;freecell;spider;
