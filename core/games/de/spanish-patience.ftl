# Spanish Patience
name = Spanische Patience
summary = Bäckers Dutzend mit Zielstapeln, die abwechselnd rot und schwarz aufgebaut werden: dreizehn offene Stapel zu je vier Karten, jeder König zuunterst; abwärts ohne Rücksicht auf die Farbe anlegen.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel. Jeder beginnt mit einem Ass und wird aufsteigend bis zum König abwechselnd rot und schwarz aufgebaut, gleich in welcher Farbe: eine rote 2 (Herz oder Karo) auf ein schwarzes Ass, darauf eine schwarze 3 und so weiter.
rule-2 = Auf dreizehn Stapel werden je vier Karten ausgeteilt, alle offen. Ein König, der auf einen Stapel ausgeteilt wird, kommt unter dessen übrige Karten.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, ohne Rücksicht auf die Farbe. Nur die oberste Karte eines Stapels wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Ein geleerter Stapel wird nie wieder belegt.
rule-5 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Stapel
