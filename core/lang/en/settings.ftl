## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Settings
settings-language = Language
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = System ({ $language })
settings-animation = Animation
settings-reduce-motion = Reduce motion
settings-auto-home = Send safe cards to the foundations
settings-four-colour = Four-colour deck
settings-text-size = Text size
settings-high-contrast = High contrast
settings-card-faces = Card faces
settings-card-back = Card back
settings-table = Table
settings-new-deals = New deals
settings-full-screen = Full screen
# $key: the key that turns sound off and on (M).
settings-sound = Sound effects ({ $key })
settings-volume = Volume
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Vegas scores carry over

# The value of a setting that is on or off.
settings-on = On
settings-off = Off
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds.
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-instant = Instant
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Classic
settings-faces-large-print = Large print
# The card backs' designs.
settings-back-red = Red lattice
settings-back-blue = Blue rosette
settings-back-green = Green checks
settings-back-purple = Purple waves
# The table's colours.
settings-table-green = Green
settings-table-blue = Blue
settings-table-red = Red
settings-table-grey = Grey
