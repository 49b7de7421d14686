# The language as its own speakers name it, in the Language setting.
language-name = Português (Brasil)

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Paciência
# What kind of program it is.
desktop-generic-name = Jogos de cartas
# One line on what it is.
desktop-comment = Paciência, FreeCell, Aranha e muitos outros jogos de paciência
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = cartas;baralho;paciência;solitário;solitaire;klondike;freecell;aranha;spider;
