# Russian Solitaire
name = Russian Solitaire
summary = Yukon, in derselben Farbe angelegt: sieben Stapel, kein Talon, jede offene Karte mit allem, was darauf liegt, auf die nächsthöhere Karte ihrer Farbe verschieben.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt; dann erhält der erste Stapel eine offene Karte und jeder andere fünf. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang in derselben Farbe angelegt. Jede offene Karte darf zusammen mit allen Karten darauf, ob geordnet oder nicht, auf die Karte ihrer eigenen Farbe gelegt werden, die einen Rang höher ist.
rule-4 = Nur ein König oder eine Gruppe, deren unterste Karte ein König ist, füllt einen leeren Stapel.
rule-5 = Nur die oberste Karte eines Stapels geht auf einen Zielstapel, und Karten auf den Zielstapeln bleiben dort liegen.
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Stapel
