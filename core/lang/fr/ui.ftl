## The bar at the top of the table (the HUD) and its buttons; a narrow window keeps
## the less used buttons in a menu.

hud-new = Nouvelle
hud-undo = Annuler
hud-redo = Rétablir
hud-hint = Indice
hud-demo = Démo
hud-stop-demo = Arrêter la démo
hud-restart = Recommencer
# Opens the dialog that deals a deal by its number (short: it is a button).
hud-deal-number = Donne n°
hud-games = Jeux
hud-rules = Règles
# Opens the statistics (short: it is a button).
hud-stats = Stats
hud-settings = Options
hud-full-screen = Plein écran
hud-menu = Menu
# The animation speed button, which shows the speed it is set to.
hud-speed-normal = Vitesse normale
hud-speed-fast = Rapide
hud-speed-instant = Instantané
# The bar's title: the game's name ($game) and the deal's number ($deal).
hud-title = { $game }  n° { $deal }
# Added to the bar's title for today's daily deal.
hud-daily = Donne du jour
# The figures under the title. $moves: moves made; $time: the time played (1:05).
hud-moves = Coups { $moves }
hud-time = Temps { $time }
# $score: the score as the game counts it (in Vegas, in dollars).
hud-score = Score { $score }
# Vegas scores carried over from deal to deal ($score as above).
hud-bank = Banque { $score }
# $cards: how many cards the face-down stock holds.
hud-stock = Talon { $cards }
# $rows: how many more rows the stock can deal (Spider).
hud-rows-left = Rangées restantes { $rows }
# $redeals: how many more times the waste may be turned over into the stock.
hud-redeals-left = Tours restants { $redeals }
hud-reshuffles-left = Redonnes restantes { $redeals }

# The window's title, in the task bar: the game's name ($game) and the deal's
# number ($deal).
window-title = { $game } n° { $deal } — Solitaire

## Words every dialog uses.

dialog-close = Fermer
dialog-cancel = Annuler

## The rules dialog: a game's rules, where it differs from its source, its levels,
## hints and the controls.

# The heading; $game: the game's name.
rules-heading = { $game } — règles
rules-differs = Différences avec le texte de règles d’origine
rules-difficulty = Difficulté
rules-hints = Indices
# The rules screen on hints, where the deal hides cards: the solver knows them.
rules-hints-peek = Les indices et la démo viennent du solveur, qui triche un peu : il connaît les cartes face cachée et l’ordre du talon, si bien qu’un indice peut viser une carte que vous ne voyez pas encore.
rules-hints-reshuffle = Les indices et la démo viennent du solveur, qui triche un peu : il sait comment chaque redonne battra les cartes, si bien qu’un indice peut conseiller de redonner, ou d’attendre, pour ce que vous ne voyez pas encore.
# The rules screen on hints, where every card is face up.
rules-hints-open = Les indices et la démo viennent du solveur, qui ne voit que ce que vous voyez : toutes les cartes sont visibles.
rules-controls = Commandes
# One control: $keys what to press (key-…), $what what it does (key-…-does).
rules-control = { $keys } : { $what }.

## The win dialog.

won-you = Vous avez gagné !
won-demo = La démo a gagné
# What was won. $game: the game's name; $deal: the deal's number; $moves: how many
# moves it took.
won-deal = { $game }, donne n° { $deal } gagnée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
# As won-deal, for a deal with a level ($grade: Easy, Medium, Hard or Expert).
won-deal-graded = { $game }, donne n° { $deal } ({ $grade }) gagnée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
# The player's win: $what is won-deal (or won-deal-graded), $time the time it took.
won-time = { $what } et { $time }
# The player's first win at game $game.
won-first = { $game } : votre première victoire !
won-record-time-and-moves = Nouveaux records : meilleur temps et moins de coups !
won-record-time = Nouveau record : meilleur temps !
won-record-moves = Nouveau record : moins de coups !
# The deal's score ($score), and the same when it is the best yet.
won-score = Score : { $score }.
won-score-best = Score : { $score }, un nouveau record !
# Where the player stands at game $game: $won deals won of $played played, $percent
# the share won (a number, 0 to 100), $streak wins in a row.
won-standing = { $game } : { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } sur { $played } ({ $percent } %), série de { $streak }
# A daily deal won. $date: the day (date-day-month); $days: days in a row won.
won-daily = La donne du jour du { $date } est gagnée : { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } d’affilée.
won-new-deal = Nouvelle donne

## What "New deal" deals (the chooser's choices and the settings): any deal, or only
## deals the solver has won (or a level).

deals-any = Toutes
deals-winnable = Gagnables

## The game chooser.

chooser-heading = Choisir un jeu
# Before the choices of what "New deal" deals (deals-any, deals-winnable, levels).
chooser-new-deals = Nouvelles donnes :
# Opens the daily deals.
chooser-daily = Donnes du jour…
# Until the player types: typing filters the games.
chooser-type = Tapez pour trouver un jeu par son nom ou son type.
# What the player typed ($typed; the _ stands for the cursor).
chooser-find = Recherche : { $typed }_
# As chooser-find, when no game matches ($typed as above).
chooser-find-nothing = Recherche : { $typed }_ — aucun jeu ne correspond (Retour arrière efface une lettre)
# The headings of the games starred and the games played last.
chooser-favourites = Favoris
chooser-played-last = Joués récemment
# A game's record under its summary: none yet, or $won deals won of $played played.
chooser-not-played = Pas encore joué
chooser-you-won = Vous : { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } sur { $played }
# The record ($you: chooser-not-played or chooser-you-won) and the share of the deals
# the solver wins ($rate: "74%", or a range "62–80%").
chooser-solver-won = { $you } · Solveur : { $rate } des donnes gagnées

## The chooser's headings over each family of games.

family-free-cell = Jeux à cellules libres
family-klondike = Klondike et ses variantes
family-spider = L’Araignée et ses variantes
family-forty-thieves = Les quarante voleurs et leurs variantes
family-builders = Jeux à découvert
family-adders = Jeux d’addition
family-golf = Golf et ses variantes
family-aces-up = Aces Up et ses variantes
family-numerica = Sir Tommy et ses variantes
family-montana = Montana et ses variantes
family-accordion = Accordéon et ses variantes

## The daily deals dialog.

# The heading; $date: today (date-full).
daily-heading = Donnes du jour — { $date }
daily-about = Une donne par jour pour chaque jeu, la même pour tous les joueurs et toujours gagnable. Elles se corsent au fil de la semaine : Facile le lundi et le mardi, Moyen le mercredi et le jeudi, Difficile le vendredi et le samedi, Expert le dimanche.
# The clock is outside the days that have daily deals; $why says how (in English for
# now).
daily-none-today = Pas de donnes du jour aujourd’hui : { $why }
# The headings of the table's columns: the game, its deal's number, whether
# today's deal is won, and the days in a row won.
daily-game = Jeu
daily-deal = Donne
daily-today = Aujourd’hui
daily-streak = Série
# Today's deal won (the ✓ is a tick).
daily-won = Gagnée ✓
# A streak of $days days.
daily-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
daily-play = Jouer
daily-play-again = Rejouer
# Over the calendar: $month the month (date-month-year), $game the game's name, $won
# the daily deals won this month, $best the longest streak of days won.
daily-month = { $month } — { $game } : { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }, meilleure série : { $best ->
        [one] { $best } jour
       *[other] { $best } jours
    }

## Asked before leaving a deal under way for another.

leave-heading = Quitter cette donne ?
# $game: the game's name; $deal: the deal's number.
leave-text = { $game }, donne n° { $deal } : la partie est en cours. Si vous la quittez, elle sera comptée comme perdue.
leave-yes = Quitter
leave-no = Continuer

## The deal number dialog, with its keypad.

deal-heading = Numéro de donne
# $last: the highest deal number.
deal-range = Tapez ou touchez un nombre de 1 à { $last }
# The keypad's key that rubs out the last digit (short: it is a small key).
deal-rub-out = Eff.
# What was typed ($typed; the _ stands for the cursor), when it is no deal number.
deal-out-of-range = { $typed }_  (hors limites)
# Deals the deal whose number was typed.
deal-deal = Distribuer
