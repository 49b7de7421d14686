# The language as its own speakers name it, in the Language setting.
language-name = Français

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Solitaire
# What kind of program it is.
desktop-generic-name = Jeux de cartes
# One line on what it is.
desktop-comment = Klondike, FreeCell, l’Araignée et bien d’autres réussites
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = cartes;jeu de cartes;réussite;patience;solitaire;klondike;freecell;spider;araignée;
