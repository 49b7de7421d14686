# The language as its own speakers name it, in the Language setting.
language-name = Nederlands

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Patience
# What kind of program it is.
desktop-generic-name = Kaartspellen
# One line on what it is.
desktop-comment = Klondike, FreeCell, Spin en nog veel meer patiencespellen
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = kaarten;kaartspel;kaartspellen;patience;solitaire;klondike;freecell;spider;spin;
