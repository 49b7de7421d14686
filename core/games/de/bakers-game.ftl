# Baker's Game
name = Des Bäckers Spiel
summary = Der Vorfahr von FreeCell: dieselben acht Spalten und vier freien Zellen, aber in den Spalten wird in derselben Farbe abwärts angelegt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf acht Spalten werden 7, 7, 7, 7, 6, 6, 6, 6 Karten ausgeteilt, alle offen. Die vier freien Zellen sind zu Beginn leer.
rule-3 = In den Spalten wird abwärts in derselben Farbe angelegt. Eine freie Zelle nimmt eine beliebige einzelne Karte auf. Jede Karte oder Folge kann eine leere Spalte füllen.
rule-4 = Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ (leere freie Zellen + 1) × 2 ^ (leere Spalten) ist; die Zielspalte zählt dabei nicht mit, wenn sie leer ist.
rule-5 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = In PySolFC darf eine Karte von einem Zielstapel zurückgenommen werden; hier bleiben Karten auf den Zielstapeln liegen, wie in unserem FreeCell (und dem von Microsoft).
pile-c = Freie Zelle
pile-f = Zielstapel
pile-t = Spalte
