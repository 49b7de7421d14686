## The settings dialog: each row a setting's name, and a button showing its value
## that changes it.

settings-heading = Opções
settings-language = Idioma
# The Language setting's value when it follows the system's language; $language:
# that language's own name (its language-name), e.g. "System (Deutsch)".
settings-language-system = Sistema ({ $language })
settings-animation = Animação
settings-reduce-motion = Reduzir movimento
settings-auto-home = Mandar cartas seguras às fundações
settings-four-colour = Baralho de quatro cores
settings-text-size = Tamanho do texto
settings-high-contrast = Alto contraste
settings-card-faces = Frente das cartas
settings-card-back = Verso das cartas
settings-table = Mesa
settings-new-deals = Novas partidas
settings-full-screen = Tela cheia
# $key: the key that turns sound off and on (M).
settings-sound = Efeitos sonoros ({ $key })
settings-volume = Volume
# Vegas scoring: the score carries over from deal to deal.
settings-vegas-bank = Acumular saldo Vegas

# The value of a setting that is on or off.
settings-on = Ligado
settings-off = Desligado
# A size or loudness in percent ($percent: the number).
settings-percent = { $percent }%
# The animation speeds (Brazilian Portuguese: agreeing with "a animação").
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-instant = Instantânea
# Card faces: the classic ones, or large print (big indices, simple faces).
settings-faces-classic = Clássica
settings-faces-large-print = Letras grandes
# The card backs' designs.
settings-back-red = Treliça vermelha
settings-back-blue = Roseta azul
settings-back-green = Xadrez verde
settings-back-purple = Ondas roxas
# The table's colours.
settings-table-green = Verde
settings-table-blue = Azul
settings-table-red = Vermelha
settings-table-grey = Cinza
