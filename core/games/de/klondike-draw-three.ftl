# Klondike Draw Three
name = Klondike (drei Karten)
summary = Die klassische Patience: sieben Stapel, abwärts abwechselnd rot und schwarz anlegen, vom Talon je drei Karten aufdecken.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt und auf jeden eine Karte offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Nur ein König oder eine Folge, die mit einem König beginnt, füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um drei Karten auf den Ablagestapel aufzudecken (weniger, wenn nicht mehr übrig sind); nur die oberste Karte des Ablagestapels ist spielbar. Ist der Talon leer, klicke darauf, um den Ablagestapel umzudrehen und ihn erneut durchzugehen, so oft du willst.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Wertung wie unter Windows (ohne Zeit): 5 Punkte für eine Karte vom Ablagestapel auf einen Stapel und für jede aufgedeckte Karte, 10 für eine Karte auf einem Zielstapel, minus 15 für eine Karte, die von einem Zielstapel zurückgenommen wird, und minus 20 für das Umdrehen des Ablagestapels; der Punktestand fällt nie unter 0.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
