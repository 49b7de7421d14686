# Brisbane
name = Brisbane
summary = Sieben Stapel im Stil von Yukon: Jede offene Karte lässt sich mit allem, was darauf liegt, verschieben; abwärts anlegen ohne Rücksicht auf die Farbe.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt, dann 5, 5, 5, 4, 4, 4, 4 Karten offen.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Jede offene Karte darf zusammen mit allen Karten darauf, ob geordnet oder nicht, auf eine Karte gelegt werden, die einen Rang höher ist.
rule-4 = Nur ein König oder eine Gruppe, deren unterste Karte ein König ist, füllt einen leeren Stapel.
rule-5 = Nur die oberste Karte eines Stapels geht auf einen Zielstapel. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
differs-1 = Die Vorlage teilt nur 28 Karten aus; wir teilen wie üblich alle 52 aus (0–6 verdeckt und dazu 5, 5, 5, 4, 4, 4, 4 offen), so wie PySolFC.
pile-f = Zielstapel
pile-t = Stapel
