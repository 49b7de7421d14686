# King Albert
name = König Albert
summary = Neun offene Spalten mit einer bis neun Karten und eine Reserve aus sieben Karten: abwärts abwechselnd rot und schwarz anlegen, Karte für Karte.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf neun Spalten werden 1 bis 9 Karten ausgeteilt, alle offen; die übrigen sieben Karten bilden die Reserve, jede offen für sich.
rule-3 = In den Spalten wird abwärts um einen Rang abwechselnd rot und schwarz angelegt. Nur die oberste Karte einer Spalte wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Jede Karte kann eine leere Spalte füllen.
rule-5 = Eine Reservekarte darf auf eine Spalte oder einen Zielstapel; auf die Reserve wird nie etwas gelegt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf eine Spalte gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-r = Reservekarte
pile-t = Spalte
