# FreeCell
name = FreeCell
summary = Der Klassiker: jede Karte sichtbar, vier freie Zellen, und Spiel #N ist Spiel #N von Microsoft.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf acht Spalten werden 7, 7, 7, 7, 6, 6, 6, 6 Karten ausgeteilt, alle offen. Die vier freien Zellen sind zu Beginn leer.
rule-3 = In den Spalten wird abwärts abwechselnd rot und schwarz angelegt. Eine freie Zelle nimmt eine beliebige einzelne Karte auf. Jede Karte oder Folge darf eine leere Spalte füllen.
rule-4 = Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ (leere freie Zellen + 1) × 2 ^ (leere Spalten) ist; die Zielspalte zählt dabei nicht mit, wenn sie leer ist.
rule-5 = Die Spielnummern stammen aus Microsoft FreeCell: Spiel #N hier ist dort Spiel #N.
differs-1 = Das ist das Spiel, das der Vorlagetext zu ForeCell wörtlich beschreibt; es ist unter seinem eigenen Namen dabei: FreeCell.
pile-c = Freie Zelle
pile-f = Zielstapel
pile-t = Spalte
