# Vegas Klondike Draw Three
name = Vegas Klondike (drei Karten)
summary = Klondike um Geld: Zahl 52 $ für das Kartenspiel und gewinne 5 $ für jede Karte auf einem Zielstapel; je drei Karten, drei Durchgänge.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt und auf jeden eine Karte offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Nur ein König oder eine Folge, die mit einem König beginnt, füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um drei Karten auf den Ablagestapel aufzudecken (weniger, wenn nicht mehr übrig sind); nur die oberste Karte des Ablagestapels ist spielbar. Ist der Talon leer, klicke darauf, um den Ablagestapel umzudrehen: insgesamt drei Durchgänge durch den Talon.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Vegas-Wertung: Das Spiel kostet 52 $, und jede Karte auf einem Zielstapel bringt 5 $, mit 11 abgelegten Karten liegst du also im Plus. Eine Karte, die von einem Zielstapel zurückgenommen wird, nimmt ihre 5 $ wieder mit. Die Statistik führt ein laufendes Konto über das Ergebnis jedes Spiels.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
