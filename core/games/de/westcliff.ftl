# Westcliff
name = Westcliff
summary = Zehn Stapel zu je drei Karten: abwärts abwechselnd rot und schwarz anlegen und Folgen verschieben; jede Karte füllt eine Lücke, und der Talon wird nur einmal durchgespielt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die zehn Stapel werden je drei Karten ausgeteilt, die unteren zwei verdeckt und die oberste offen. Eine Karte eröffnet den Ablagestapel, die übrigen 21 bilden den Talon. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Jede Karte oder Folge füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Karte auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Der Talon wird nur einmal durchgespielt.
rule-6 = Karten auf den Zielstapeln bleiben dort liegen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
