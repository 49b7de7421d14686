# La Belle Lucie
name = La Belle Lucie
summary = Achtzehn offene Fächer zu je drei Karten: abwärts in derselben Farbe Karte für Karte anlegen, und zweimal werden die Fächer eingesammelt, gemischt und neu ausgeteilt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Alle 52 Karten werden offen auf achtzehn Fächer ausgeteilt: je drei auf die ersten siebzehn und eine auf den letzten.
rule-3 = Auf den Fächern wird abwärts um einen Rang in derselben Farbe angelegt. Nur die oberste Karte eines Fächers wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Ein leerer Fächer wird nie wieder belegt.
rule-5 = Die oberste Karte eines Zielstapels darf zurück auf einen Fächer gelegt werden (zieh sie dorthin).
rule-6 = Zweimal im Spiel kannst du auf den Talon klicken, um neu auszuteilen: Alle Karten, die noch auf den Fächern liegen, werden eingesammelt, gemischt und vom ersten Fächer an wieder zu je drei ausgeteilt, wobei dem letzten Fächer eine oder zwei Karten fehlen. Du darfst neu austeilen, wann immer du willst, auch wenn noch Züge möglich sind.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience, und jedes erneute Austeilen mischt die Karten genau so wie PySolFC.
differs-1 = Der Merci-Zug der klassischen Regeln (nach dem letzten Austeilen wird eine überdeckte Karte herausgezogen und gespielt) entfällt, so wie auch PySolFC ihn bei La Belle Lucie weglässt.
pile-s = Talon
pile-f = Zielstapel
pile-t = Fächer
