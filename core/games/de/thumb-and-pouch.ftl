# Thumb and Pouch
name = Thumb and Pouch
summary = Klondike, abwärts in jeder Farbe außer der eigenen angelegt; jede Karte füllt eine Lücke, und der Talon wird nur einmal durchgespielt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt und auf jeden eine Karte offen. Eine Karte eröffnet den Ablagestapel, die übrigen 23 bilden den Talon. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang in einer anderen Farbe angelegt: Die 6♥ kommt auf eine schwarze 7 oder auf die 7♦, aber nie auf die 7♥. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Jede Karte oder Folge füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Karte auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Der Talon wird nur einmal durchgespielt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
