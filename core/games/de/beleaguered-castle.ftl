# Beleaguered Castle
name = Belagerte Burg
summary = Die vier Asse eröffnen die Zielstapel, umgeben von acht offenen Reihen zu je sechs Karten: abwärts anlegen ohne Rücksicht auf die Farbe.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Die vier Asse eröffnen die Zielstapel; die übrigen 48 Karten werden offen auf die acht Reihen ausgeteilt, je sechs.
rule-3 = In den Reihen wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Bewegt wird nur die oberste Karte einer Reihe (ihr rechtes Ende) oder eine abwärts gebaute Folge, wenn genug Platz ist, um sie Karte für Karte zu versetzen: Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ 2 ^ (leere Reihen) ist; die Zielreihe zählt dabei nicht mit, wenn sie leer ist.
rule-4 = Jede Karte oder Folge kann eine leere Reihe füllen.
rule-5 = Karten auf den Zielstapeln bleiben dort liegen.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Reihe
