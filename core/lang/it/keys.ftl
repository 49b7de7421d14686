## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.

key-drag = trascina una carta (mouse o dito)
key-drag-does = la sposta, insieme alle carte che ha sopra dove il gioco lo consente; le destinazioni valide si illuminano, e una carta lasciata a cavallo di due pile va in quella che la accetta
key-click = clic / tocco su una carta
key-click-does = la sposta nel posto migliore: prima una fondazione, poi la pila con la sequenza ordinata più lunga (nello Spider, prima su una carta del suo stesso seme), poi (se è una carta sola e non è un Re) una cella libera prima di una colonna vuota
key-double-click = doppio clic / doppio tocco
key-double-click-does = la manda a casa: sulla sua fondazione, o sugli scarti nei giochi in cui si costruisce lì (Golf, TriPeaks)
key-stock = clic sul tallone
key-stock-does = gira una carta; con il tallone vuoto, rigira gli scarti (dove il gioco lo consente); nello Spider, distribuisce una fila sulle dieci colonne (ognuna deve avere almeno una carta)
key-keyboard = tasti freccia, Spazio, Invio, Esc
key-keyboard-does = gioca con la tastiera: le frecce spostano un cursore sulle pile (Su e Giù percorrono anche la sequenza che si può prendere; Sinistra e Destra scorrono una fila disposta a ventaglio verso destra, come in Streets and Alleys), Spazio prende le carte e le posa dove si trova il cursore, Invio manda la carta nel posto migliore, Esc rimette a posto ciò che tieni (sul tallone della Piramide, Spazio prende la carta scoperta in cima e Invio la gira)
key-undo = Ctrl+Z, Ctrl+Y o Ctrl+Maiusc+Z
key-undo-does = annulla, ripeti (una mossa insieme alle carte andate poi a casa da sole)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nuova smazzata, ricomincia, suggerimento, completa (tutte le carte a casa, quando le mosse verso casa bastano a vincere: con le mosse automatiche disattivate lo segnala una riga in basso, e toccarla completa la partita; con le mosse automatiche attive avviene da sé), le regole e i comandi
key-dialogs = D, G, S, Y
key-dialogs-does = demo (qualsiasi tasto la ferma), i giochi, le statistiche, le smazzate del giorno
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Backspace
key-back-does = quando il risolutore scopre che la posizione è persa, torna all'ultimo punto da cui si poteva ancora vincere (la riga in basso dice di quante mosse; toccarla fa lo stesso)
key-mute-does = disattiva o riattiva gli effetti sonori
key-piles = 1-9, 0, C, O, W, T
key-piles-does = nomina una pila: le colonne, le celle libere, le fondazioni, gli scarti, il tallone (vedi "Giocare con uno screen reader")
key-menu-does = il menu; in una finestra, Tab o le frecce passano da un pulsante all'altro, Spazio o Invio premono quello selezionato
key-full-screen = F11 o Alt+Invio
key-full-screen-does = schermo intero
