# Three Bears
name = Three Bears
summary = Drei Kartenspiele, dreizehn Stapel und zwölf Zielstapel; abwärts in derselben Farbe anlegen, je drei Karten aufdecken, beliebig viele Durchgänge.
rule-1 = Lege alle 156 Karten auf die zwölf Zielstapel.
rule-2 = Jedes Ass eröffnet einen leeren Zielstapel; die Zielstapel werden in derselben Farbe aufwärts bis zum König gebaut.
rule-3 = Auf den Stapeln wird abwärts in derselben Farbe angelegt. Eine absteigende Folge offener Karten derselben Farbe wird als Ganzes verschoben, ab jeder beliebigen Karte der Folge.
rule-4 = Nur ein König oder eine Folge, die mit einem König beginnt, füllt einen leeren Stapel.
rule-5 = Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-6 = Klicke auf den Talon, um drei Karten auf den Ablagestapel aufzudecken (weniger, wenn nicht mehr übrig sind); nur die oberste Karte des Ablagestapels ist spielbar. Ist der Talon leer, wird der Ablagestapel umgedreht und bildet einen neuen Talon, so oft du willst.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
