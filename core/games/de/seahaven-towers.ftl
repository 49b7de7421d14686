# Seahaven Towers
name = Seahaven Towers
summary = Zehn Spalten zu je fünf Karten und vier freie Zellen, von denen zwei eine Karte erhalten: abwärts in derselben Farbe anlegen, Könige füllen leere Spalten.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf zehn Spalten werden je fünf Karten ausgeteilt, alle offen; die letzten zwei Karten kommen in die beiden mittleren freien Zellen.
rule-3 = In den Spalten wird abwärts in derselben Farbe angelegt. Eine freie Zelle nimmt eine beliebige einzelne Karte auf. Nur ein König oder eine Folge, die mit einem König beginnt, füllt eine leere Spalte.
rule-4 = Eine Folge von n Karten lässt sich als Ganzes verschieben, wenn n ≤ leere freie Zellen + 1 ist (leere Spalten erhöhen die Zahl nicht).
rule-5 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = In PySolFC darf eine Karte von einem Zielstapel zurückgenommen werden; hier bleiben Karten auf den Zielstapeln liegen, wie in unserem FreeCell (und dem von Microsoft).
differs-2 = PySolFC legt die Zielstapel paarweise an beide Enden der oberen Reihe, um die freien Zellen herum; hier stehen die freien Zellen links und die Zielstapel rechts.
pile-c = Freie Zelle
pile-f = Zielstapel
pile-t = Spalte
