# Simple Simon
name = Simple Simon
summary = Spinne, bei der jede Karte sichtbar ist: zehn offene Stapel aus einem Kartenspiel, abwärts anlegen, Folgen in derselben Farbe verschieben, ganze Farben abräumen.
rule-1 = Räume alle 52 Karten vom Tisch. Eine ganze Farbe, vom König abwärts bis zum Ass, geht von selbst auf einen Zielstapel, sobald sie geordnet oben auf einem Stapel liegt; sonst kommt nichts auf die Zielstapel.
rule-2 = Alle 52 Karten werden offen auf zehn Stapel ausgeteilt: Die ersten drei erhalten acht Karten, die folgenden der Reihe nach sieben, sechs, fünf, vier, drei, zwei und eine.
rule-3 = Eine Karte kommt auf eine Karte, die einen Rang höher ist, egal in welcher Farbe. Abwärts geordnete Karten derselben Farbe werden als Folge gemeinsam verschoben; Karten gemischter Farben nur einzeln von oben.
rule-4 = Jede Karte oder Folge in derselben Farbe füllt einen leeren Stapel.
rule-5 = Es gibt keinen Talon.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = Eine ganze Farbe, vom König abwärts bis zum Ass, geht in dem Moment auf einen Zielstapel, in dem sie geordnet oben auf einem Stapel liegt, und bis dahin kann nichts anderes gespielt werden; in PySolFC entscheidet der Spieler, wann er sie ablegt. Beides ist eine faire Spielweise.
differs-2 = PySolFC verschiebt außerdem eine abwärts geordnete Folge aus gemischten Farben in einem einzigen Zug, wenn genug leere Stapel frei sind, um ihre Teilfolgen in derselben Farbe nacheinander zu versetzen. Hier ist jede dieser Teilfolgen ein eigener Zug: Man erreicht dieselben Stellungen, nur mit mehr Zügen.
pile-f = Zielstapel
pile-t = Stapel
