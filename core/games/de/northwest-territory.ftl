# Northwest Territory
name = Nordwest-Territorium
summary = Acht Stapel wie bei Klondike und eine Reserve aus sechzehn Karten, kein Talon: abwärts abwechselnd rot und schwarz anlegen, Folgen verschieben, und nur Könige füllen eine Lücke.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die acht Stapel werden 0 bis 7 Karten verdeckt ausgeteilt und auf jeden eine Karte offen; die übrigen sechzehn Karten bilden die Reserve, jede offen für sich. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Nur ein König oder eine Folge, die mit einem König beginnt, füllt einen leeren Stapel.
rule-5 = Eine Reservekarte darf auf einen Stapel oder einen Zielstapel; auf die Reserve wird nie etwas gelegt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-8 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Stapel
pile-r = Reservekarte
