# Raglan
name = Raglan
summary = Die Asse eröffnen die Zielstapel; neun offene Spalten mit einer bis sieben Karten und eine Reserve aus sechs Karten: abwärts abwechselnd rot und schwarz anlegen, Karte für Karte.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Die vier Asse eröffnen die Zielstapel. Auf neun Spalten werden 1 bis 7 Karten ausgeteilt, auf die letzten drei je sieben, alle offen; die übrigen sechs Karten bilden die Reserve, jede offen für sich.
rule-3 = In den Spalten wird abwärts um einen Rang abwechselnd rot und schwarz angelegt. Nur die oberste Karte einer Spalte wird bewegt; Folgen werden nicht gemeinsam verschoben.
rule-4 = Jede Karte kann eine leere Spalte füllen.
rule-5 = Eine Reservekarte darf auf eine Spalte oder einen Zielstapel; auf die Reserve wird nie etwas gelegt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf eine Spalte gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-f = Zielstapel
pile-r = Reservekarte
pile-t = Spalte
