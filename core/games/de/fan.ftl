# Fan
name = Fan
summary = Siebzehn offene Fächer zu je drei Karten und einer mit nur einer Karte: abwärts in derselben Farbe Karte für Karte anlegen, und nur Könige füllen eine Lücke.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Alle 52 Karten werden offen auf achtzehn Fächer ausgeteilt: je drei auf die ersten siebzehn und eine auf den letzten.
rule-3 = Auf den Fächern wird abwärts um einen Rang in derselben Farbe angelegt. Nur die oberste Karte eines Fächers wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Nur ein König füllt einen leeren Fächer.
rule-5 = Die oberste Karte eines Zielstapels darf zurück auf einen Fächer gelegt werden (zieh sie dorthin).
rule-6 = Es gibt keinen Talon und kein erneutes Austeilen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-t = Fächer
