# ForeCell
name = ForeCell
summary = Der strengere Vetter von FreeCell: Die freien Zellen sind zu Beginn voll, und nur Könige füllen leere Spalten.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf acht Spalten werden je sechs Karten offen ausgeteilt; die letzten vier Karten kommen in die vier freien Zellen.
rule-3 = In den Spalten wird abwärts abwechselnd rot und schwarz angelegt. Eine freie Zelle nimmt eine beliebige einzelne Karte auf.
rule-4 = Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n höchstens die Zahl der leeren freien Zellen plus eins ist.
rule-5 = Nur ein König oder eine Folge, die mit einem König beginnt, füllt eine leere Spalte.
differs-1 = Die Vorlage beschreibt das klassische FreeCell (das als eigenes Spiel dabei ist); ForeCell ist das etablierte eigenständige Spiel aus PySolFC und KPatience: 8 Spalten zu je 6 Karten, vier Karten in den Zellen, nur Könige in leere Spalten, Folgen begrenzt auf freie Zellen + 1.
pile-c = Freie Zelle
pile-f = Zielstapel
pile-t = Spalte
