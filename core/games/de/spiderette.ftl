# Spiderette
name = Spiderette
summary = Spinne mit einem Kartenspiel, ausgeteilt wie Klondike: sieben Stapel, abwärts anlegen, Folgen in derselben Farbe verschieben und ganze Farben vom König bis zum Ass abräumen.
rule-1 = Räume alle 52 Karten vom Tisch. Eine ganze Farbe, vom König abwärts bis zum Ass, geht von selbst auf einen Zielstapel, sobald sie geordnet oben auf einem Stapel liegt; sonst kommt nichts auf die Zielstapel.
rule-2 = Auf die sieben Stapel werden 0 bis 6 Karten verdeckt ausgeteilt und auf jeden eine Karte offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Eine Karte kommt auf eine Karte, die einen Rang höher ist, egal in welcher Farbe. Abwärts geordnete Karten derselben Farbe werden als Folge gemeinsam verschoben; Karten gemischter Farben nur einzeln von oben.
rule-4 = Jede Karte oder Folge in derselben Farbe füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Reihe auszuteilen: je eine Karte offen auf jeden der sieben Stapel. Dazu muss jeder Stapel mindestens eine Karte enthalten. Der Talon reicht für drei Reihen zu je sieben Karten und eine letzte Reihe aus drei Karten für die ersten drei Stapel; er wird nicht umgedreht.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = Eine ganze Farbe, vom König abwärts bis zum Ass, geht in dem Moment auf einen Zielstapel, in dem sie geordnet oben auf einem Stapel liegt, und bis dahin kann nichts anderes gespielt werden, wie im Spider von Microsoft; in PySolFC entscheidet der Spieler, wann er sie ablegt. Beides ist eine faire Spielweise.
pile-s = Talon
pile-f = Zielstapel
pile-t = Stapel
