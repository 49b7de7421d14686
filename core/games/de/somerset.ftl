# Somerset
name = Somerset
summary = Zehn offene Stapel mit einer bis acht Karten: abwärts abwechselnd rot und schwarz anlegen und Folgen verschieben, soweit die leeren Stapel es erlauben.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Alle 52 Karten werden offen auf die zehn Stapel ausgeteilt: eine bis sieben Karten auf die ersten sieben Stapel, je acht auf die letzten drei.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Bewegt wird die oberste Karte eines Stapels oder eine abwärts abwechselnd rot und schwarz gebaute Folge, wenn genug Platz ist, um sie Karte für Karte zu versetzen: Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ 2 ^ (leere Stapel) ist; der Zielstapel zählt dabei nicht mit, wenn er leer ist.
rule-4 = Jede Karte oder Folge füllt einen leeren Stapel.
rule-5 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Stapel
