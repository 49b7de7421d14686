## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.

key-drag = Karte ziehen (Maus oder Finger)
key-drag-does = verschiebt sie, samt den Karten darauf, wo das Spiel es erlaubt; mögliche Ziele leuchten auf, und eine Karte, die über zwei Stapeln losgelassen wird, landet auf dem, der sie nimmt
key-click = Karte anklicken / antippen
key-click-does = legt sie an ihren besten Platz: zuerst auf einen Zielstapel, dann auf den Stapel mit der längsten geordneten Folge (bei Spinne zuerst auf die eigene Farbe), dann (eine einzelne Karte, kein König) lieber in eine freie Zelle als in eine leere Spalte
key-double-click = Doppelklick / doppelt antippen
key-double-click-does = schickt sie nach Hause: auf ihren Zielstapel oder, in Spielen, die auf dem Ablagestapel anlegen (Golf, TriPeaks), auf den Ablagestapel
key-stock = Talon anklicken
key-stock-does = zieht eine Karte; ist der Talon leer, wird der Ablagestapel umgedreht (wo das Spiel es erlaubt); bei Spinne wird eine Reihe auf die zehn Stapel ausgeteilt (auf jedem muss eine Karte liegen)
key-keyboard = Pfeiltasten, Leertaste, Eingabe, Esc
key-keyboard-does = mit der Tastatur spielen: Die Pfeiltasten bewegen einen Cursor über die Stapel (hoch und runter gehen auch die Folge entlang, die sich aufnehmen lässt; links und rechts eine nach rechts gefächerte Reihe entlang, wie bei Straßen und Gassen), die Leertaste nimmt Karten auf und legt sie beim Cursor ab, Eingabe schickt die Karte an ihren besten Platz, Esc legt zurück, was du hältst (auf dem Talon der Pyramide nimmt die Leertaste die offene oberste Karte auf, und Eingabe dreht sie um)
key-undo = Strg+Z, Strg+Y oder Strg+Umschalt+Z
key-undo-does = rückgängig, wiederholen (ein Zug zusammen mit den Karten, die danach von selbst abgelegt wurden)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = neues Spiel, Neustart, Tipp, fertig spielen (alle Karten auf die Zielstapel, sobald das allein gewinnt: Sind die automatischen Züge aus, sagt es eine Zeile unten, und ein Tippen darauf spielt ebenfalls fertig; sind sie an, geschieht es von selbst), die Regeln und die Steuerung
key-dialogs = D, G, S, Y
key-dialogs-does = Demo (jede Taste stoppt sie), die Spiele, die Statistik, die heutigen Tagesspiele
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Rücktaste
key-back-does = sobald der Solver die Stellung als verloren erkennt: zurück zum letzten Punkt, von dem aus sie noch zu gewinnen war (die Zeile unten sagt, wie viele Züge zurück; ein Tippen darauf tut dasselbe)
key-mute-does = Soundeffekte aus oder an
key-piles = 1-9, 0, C, O, W, T
key-piles-does = einen Stapel ansagen: die Spalten, die freien Zellen, die Zielstapel, den Ablagestapel, den Talon (siehe „Spielen mit Screenreader“)
key-menu-does = das Menü; in einem Dialog wechseln Tab oder die Pfeiltasten zwischen den Schaltflächen, Leertaste oder Eingabe drückt eine
key-full-screen = F11 oder Alt+Eingabe
key-full-screen-does = Vollbild
