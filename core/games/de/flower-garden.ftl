# Flower Garden
name = Blumengarten
summary = Sechs offene Blumenbeete und ein Strauß aus sechzehn Karten: abwärts anlegen ohne Rücksicht auf die Farbe, Karte für Karte; jede Karte im Strauß ist spielbar.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf sechs Blumenbeete werden je sechs Karten ausgeteilt, alle offen; die übrigen sechzehn Karten bilden den Strauß, jede offen für sich.
rule-3 = Auf den Beeten wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Nur die oberste Karte eines Beets wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Jede Karte kann ein leeres Beet füllen.
rule-5 = Jede Karte des Straußes darf auf ein Beet oder einen Zielstapel; in den Strauß wird nie etwas gelegt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf ein Beet gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Beet
pile-b = Strauß, Karte
