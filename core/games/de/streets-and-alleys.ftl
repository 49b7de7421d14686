# Streets and Alleys
name = Straßen und Gassen
summary = Acht offene Reihen zu beiden Seiten der Zielstapel: abwärts anlegen ohne Rücksicht auf die Farbe, jede Karte sichtbar.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Alle 52 Karten werden offen auf die acht Reihen ausgeteilt: je sieben auf die vier Reihen links, je sechs auf die rechts.
rule-3 = In den Reihen wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Bewegt wird nur die oberste Karte einer Reihe (ihr rechtes Ende) oder eine abwärts gebaute Folge, wenn genug Platz ist, um sie Karte für Karte zu versetzen: Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ 2 ^ (leere Reihen) ist; die Zielreihe zählt dabei nicht mit, wenn sie leer ist.
rule-4 = Jede Karte oder Folge kann eine leere Reihe füllen.
rule-5 = Karten auf den Zielstapeln bleiben dort liegen.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Reihe
