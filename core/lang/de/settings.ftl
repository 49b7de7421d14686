## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Einstellungen
settings-language = Sprache
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = System ({ $language })
settings-animation = Animation
settings-reduce-motion = Weniger Bewegung
settings-auto-home = Sichere Karten automatisch ablegen
settings-four-colour = Vierfarbiges Blatt
settings-text-size = Textgröße
settings-high-contrast = Hoher Kontrast
settings-card-faces = Kartenbilder
settings-card-back = Kartenrücken
settings-table = Tisch
settings-new-deals = Neue Spiele
settings-full-screen = Vollbild
# $key: the key that turns sound off and on (M).
settings-sound = Soundeffekte ({ $key })
settings-volume = Lautstärke
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Vegas-Punkte übertragen

# The value of a setting that is on or off.
settings-on = An
settings-off = Aus
# A size or loudness in percent ($percent: the number). German: a no-break space before %.
settings-percent = { $percent } %
# The animation speeds.
settings-speed-normal = Normal
settings-speed-fast = Schnell
settings-speed-instant = Sofort
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Klassisch
settings-faces-large-print = Großdruck
# The card backs' designs.
settings-back-red = Rotes Gitter
settings-back-blue = Blaue Rosette
settings-back-green = Grüne Karos
settings-back-purple = Lila Wellen
# The table's colours.
settings-table-green = Grün
settings-table-blue = Blau
settings-table-red = Rot
settings-table-grey = Grau
