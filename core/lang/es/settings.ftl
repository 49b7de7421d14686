## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Ajustes
settings-language = Idioma
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Sistema ({ $language })
settings-animation = Animación
settings-reduce-motion = Reducir movimiento
settings-auto-home = Subir cartas seguras a las fundaciones
settings-four-colour = Baraja de cuatro colores
settings-text-size = Tamaño del texto
settings-high-contrast = Alto contraste
settings-card-faces = Caras de las cartas
settings-card-back = Reverso
settings-table = Mesa
settings-new-deals = Nuevas partidas
settings-full-screen = Pantalla completa
# $key: the key that turns sound off and on (M).
settings-sound = Efectos de sonido ({ $key })
settings-volume = Volumen
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Acumular puntuación Vegas

# The value of a setting that is on or off.
settings-on = Sí
settings-off = No
# A size or loudness in percent ($percent: the number).
# Spanish writes a (non-breaking) space before %.
settings-percent = { $percent } %
# The animation speeds (Spanish: agreeing with "la velocidad").
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-instant = Instantánea
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Clásicas
settings-faces-large-print = Letra grande
# The card backs' designs.
settings-back-red = Celosía roja
settings-back-blue = Roseta azul
settings-back-green = Cuadros verdes
settings-back-purple = Ondas moradas
# The table's colours (Spanish: agreeing with "la mesa").
settings-table-green = Verde
settings-table-blue = Azul
settings-table-red = Roja
settings-table-grey = Gris
