## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Impostazioni
settings-language = Lingua
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Sistema ({ $language })
settings-animation = Animazione
settings-reduce-motion = Riduci movimento
settings-auto-home = Manda le carte sicure in fondazione
settings-four-colour = Mazzo a quattro colori
settings-text-size = Dimensione testo
settings-high-contrast = Contrasto elevato
settings-card-faces = Facce delle carte
settings-card-back = Dorso delle carte
settings-table = Tavolo
settings-new-deals = Nuove smazzate
settings-full-screen = Schermo intero
# $key: the key that turns sound off and on (M).
settings-sound = Effetti sonori ({ $key })
settings-volume = Volume
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Punteggio Vegas cumulativo

# The value of a setting that is on or off.
settings-on = Sì
settings-off = No
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds.
settings-speed-normal = Normale
settings-speed-fast = Veloce
settings-speed-instant = Istantanea
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Classiche
settings-faces-large-print = Grandi
# The card backs' designs.
settings-back-red = Reticolo rosso
settings-back-blue = Rosone blu
settings-back-green = Quadretti verdi
settings-back-purple = Onde viola
# The table's colours.
settings-table-green = Verde
settings-table-blue = Blu
settings-table-red = Rosso
settings-table-grey = Grigio
