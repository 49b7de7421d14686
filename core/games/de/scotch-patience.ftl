# Scotch Patience
name = Schottische Patience
summary = Fan mit Zielstapeln, die abwechselnd rot und schwarz aufgebaut werden: achtzehn offene Fächer, abwärts ohne Rücksicht auf die Farbe anlegen, Karte für Karte; ein geleerter Fächer bleibt leer.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel. Jeder beginnt mit einem Ass und wird aufsteigend bis zum König abwechselnd rot und schwarz aufgebaut, gleich in welcher Farbe: eine rote 2 (Herz oder Karo) auf ein schwarzes Ass, darauf eine schwarze 3 und so weiter.
rule-2 = Alle 52 Karten werden offen auf achtzehn Fächer ausgeteilt: je drei auf die ersten siebzehn und eine auf den letzten.
rule-3 = Auf den Fächern wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Nur die oberste Karte eines Fächers wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Ein geleerter Fächer wird nie wieder belegt.
rule-5 = Die oberste Karte eines Zielstapels darf zurück auf einen Fächer gelegt werden (zieh sie dorthin).
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Fächer
