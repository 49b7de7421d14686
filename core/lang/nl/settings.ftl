## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Instellingen
settings-language = Taal
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Systeem ({ $language })
settings-animation = Animatie
settings-reduce-motion = Minder beweging
settings-auto-home = Veilige kaarten naar de basisstapels
settings-four-colour = Kaarten in vier kleuren
settings-text-size = Tekstgrootte
settings-high-contrast = Hoog contrast
settings-card-faces = Voorkant kaarten
settings-card-back = Achterkant kaarten
settings-table = Tafel
settings-new-deals = Nieuwe spellen
settings-full-screen = Volledig scherm
# $key: the key that turns sound off and on (M).
settings-sound = Geluidseffecten ({ $key })
settings-volume = Volume
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Vegas-score loopt door

# The value of a setting that is on or off.
settings-on = Aan
settings-off = Uit
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds.
settings-speed-normal = Normaal
settings-speed-fast = Snel
settings-speed-instant = Direct
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Klassiek
settings-faces-large-print = Grote letters
# The card backs' designs.
settings-back-red = Rood ruitwerk
settings-back-blue = Blauwe rozet
settings-back-green = Groen geruit
settings-back-purple = Paarse golven
# The table's colours.
settings-table-green = Groen
settings-table-blue = Blauw
settings-table-red = Rood
settings-table-grey = Grijs
