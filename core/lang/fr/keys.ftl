## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.

key-drag = faire glisser une carte (souris ou doigt)
key-drag-does = la déplacer, avec les cartes posées dessus si le jeu le permet ; les destinations possibles s’allument, et une carte lâchée entre deux piles va sur celle qui l’accepte
key-click = cliquer / toucher une carte
key-click-does = la jouer à sa meilleure place : une fondation d’abord, puis la pile qui porte la plus longue séquence ordonnée (à l’Araignée, d’abord sur sa propre couleur), puis (une carte seule, sauf un Roi) une cellule libre avant une colonne vide
key-double-click = double-cliquer / toucher deux fois
key-double-click-does = l’envoyer à destination : sur sa fondation, ou sur la défausse quand on y construit (Golf, TriPeaks)
key-stock = cliquer sur le talon
key-stock-does = tirer une carte ; sur un talon vide, retourner la défausse (si le jeu le permet) ; à l’Araignée, distribuer une rangée sur les dix colonnes (chacune doit contenir une carte)
key-keyboard = flèches, Espace, Entrée, Échap
key-keyboard-does = jouer au clavier : les flèches déplacent un curseur sur les piles (Haut et Bas parcourent aussi la séquence qui peut être prise ; Gauche et Droite, une rangée étalée vers la droite, comme dans Rues et ruelles), Espace prend des cartes et les pose là où se trouve le curseur, Entrée envoie la carte à sa meilleure place, Échap remet en place ce qui est tenu (sur le talon de la Pyramide, Espace prend sa carte du dessus, face visible, et Entrée la retourne)
key-undo = Ctrl+Z, Ctrl+Y ou Ctrl+Maj+Z
key-undo-does = annuler, rétablir (un coup avec les cartes parties ensuite d’elles-mêmes sur les fondations)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nouvelle donne, recommencer, indice, terminer (toutes les cartes sur les fondations, dès que la partie se gagne d’elle-même : sans coups automatiques, une ligne en bas l’indique, et la toucher termine aussi ; avec les coups automatiques, cela se fait tout seul), les règles et les commandes
key-dialogs = D, G, S, Y
key-dialogs-does = démo (n’importe quelle touche l’arrête), les jeux, les statistiques, les donnes du jour
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Retour arrière
key-back-does = quand le solveur juge la position perdue, revenir au dernier moment d’où elle pouvait encore être gagnée (la ligne du bas indique combien de coups en arrière ; la toucher fait de même)
key-mute-does = couper ou rétablir les effets sonores
key-piles = 1-9, 0, C, O, W, T
key-piles-does = désigner une pile : les colonnes, les cellules libres, les fondations, la défausse, le talon (voir « Jouer avec un lecteur d’écran »)
key-menu-does = le menu ; dans une boîte de dialogue, Tab ou les flèches passent d’un bouton à l’autre, Espace ou Entrée active le bouton choisi
key-full-screen = F11 ou Alt+Entrée
key-full-screen-does = plein écran
