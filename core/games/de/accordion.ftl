# Accordion
name = Akkordeon
summary = Alle 52 Karten in einer Reihe: Lege einen Stapel auf seinen linken Nachbarn oder auf den Stapel drei Plätze links von ihm, wenn ihre obersten Karten in Farbe oder Rang übereinstimmen, bis ein einziger Stapel alle Karten enthält.
rule-1 = Sammle alle 52 Karten auf einem einzigen Stapel.
rule-2 = Die Karten werden offen als Reihe von 52 Stapeln zu je einer Karte ausgeteilt; die Reihe wird von links nach rechts gelesen, Zeile für Zeile.
rule-3 = Ein Stapel darf als Ganzes auf den Stapel direkt links neben ihm oder auf den Stapel drei Plätze links von ihm gelegt werden, wenn die obersten Karten beider Stapel dieselbe Farbe oder denselben Rang haben. Zieh einen Stapel an seiner obersten Karte.
rule-4 = Hinter einem bewegten Stapel schließt sich die Reihe: Alle Stapel rechts davon rücken einen Platz nach links, sodass „direkt links neben ihm“ und „drei Plätze“ immer Stapel zählen, nie Lücken.
rule-5 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = PySolFC lässt auf jedem Platz nur eine Karte liegen und legt die überdeckte Karte beiseite auf einen Ablagestapel; hier werden die Stapel aufeinandergelegt, wie im klassischen Spiel. Da es immer nur auf die oberste Karte eines Stapels ankommt, ist das Spiel dasselbe.
pile-t = Stapel
