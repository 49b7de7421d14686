# The language as its own speakers name it, in the Language setting.
language-name = Español

## The desktop entry (packaging/io.github.solitaire_collection.Solitaire.desktop), which menus and software centres show.

# The program's name in menus.
desktop-name = Solitario
# What kind of program it is.
desktop-generic-name = Juegos de cartas
# One line on what it is.
desktop-comment = Klondike, FreeCell, Araña y muchos solitarios más
# Words a menu search finds it by, each followed by a semicolon.
desktop-keywords = cartas;naipes;solitario;solitarios;klondike;freecell;carta blanca;spider;araña;
