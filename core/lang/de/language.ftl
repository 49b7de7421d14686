# The language as its own speakers name it, in the Language setting.
language-name = Deutsch

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Solitär
# What kind of program it is.
desktop-generic-name = Kartenspiele
# One line on what it is.
desktop-comment = Klondike, FreeCell, Spinne und viele weitere Patiencen
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = Karten;Kartenspiel;Patience;Solitär;Solitaire;Klondike;FreeCell;Spinne;Spider;
