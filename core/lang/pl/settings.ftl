## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Ustawienia
settings-language = Język
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Systemowy ({ $language })
settings-animation = Animacja
settings-reduce-motion = Ogranicz ruch
settings-auto-home = Odkładaj bezpieczne karty na stosy bazowe
settings-four-colour = Talia czterokolorowa
settings-text-size = Rozmiar tekstu
settings-high-contrast = Wysoki kontrast
settings-card-faces = Wygląd kart
settings-card-back = Rewers kart
settings-table = Stół
settings-new-deals = Nowe rozdania
settings-full-screen = Pełny ekran
# $key: the key that turns sound off and on (M).
settings-sound = Efekty dźwiękowe ({ $key })
settings-volume = Głośność
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Sumuj wyniki Vegas

# The value of a setting that is on or off.
settings-on = Wł.
settings-off = Wył.
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds.
settings-speed-normal = Normalna
settings-speed-fast = Szybka
settings-speed-instant = Natychmiast
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Klasyczne
settings-faces-large-print = Duży druk
# The card backs' designs.
settings-back-red = Czerwona kratka
settings-back-blue = Niebieska rozeta
settings-back-green = Zielona szachownica
settings-back-purple = Fioletowe fale
# The table's colours.
settings-table-green = Zielony
settings-table-blue = Niebieski
settings-table-red = Czerwony
settings-table-grey = Szary
