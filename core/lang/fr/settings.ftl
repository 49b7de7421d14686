## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Options
settings-language = Langue
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Système ({ $language })
settings-animation = Animation
settings-reduce-motion = Réduire les animations
settings-auto-home = Envoyer les cartes sûres sur les fondations
settings-four-colour = Jeu à quatre couleurs
settings-text-size = Taille du texte
settings-high-contrast = Contraste élevé
settings-card-faces = Faces des cartes
settings-card-back = Dos des cartes
settings-table = Tapis
settings-new-deals = Nouvelles donnes
settings-full-screen = Plein écran
# $key: the key that turns sound off and on (M).
settings-sound = Effets sonores ({ $key })
settings-volume = Volume
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Cumuler les scores Vegas

# The value of a setting that is on or off.
settings-on = Activé
settings-off = Désactivé
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent } %
# The animation speeds.
settings-speed-normal = Normale
settings-speed-fast = Rapide
settings-speed-instant = Instantanée
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Classiques
settings-faces-large-print = Gros caractères
# The card backs' designs.
settings-back-red = Treillis rouge
settings-back-blue = Rosace bleue
settings-back-green = Damier vert
settings-back-purple = Vagues violettes
# The table's colours.
settings-table-green = Vert
settings-table-blue = Bleu
settings-table-red = Rouge
settings-table-grey = Gris
