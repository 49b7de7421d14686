# Forty Thieves
name = Vierzig Räuber
summary = Zwei Kartenspiele, zehn Spalten zu je vier Karten: abwärts in derselben Farbe Karte für Karte anlegen, und der Talon wird nur einmal durchgespielt.
rule-1 = Lege alle 104 Karten auf die acht Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Zwei vollständige Kartenspiele. Auf zehn Spalten werden je vier Karten ausgeteilt, alle offen; eine Karte eröffnet den Ablagestapel, die übrigen 63 bilden den Talon.
rule-3 = In den Spalten wird abwärts um einen Rang in derselben Farbe angelegt. Nur die oberste Karte einer Spalte wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Jede Karte kann eine leere Spalte füllen.
rule-5 = Klicke auf den Talon, um eine Karte auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Der Talon wird nur einmal durchgespielt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf eine Spalte gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Spalte
