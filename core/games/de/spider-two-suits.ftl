# Spider (Two Suits)
name = Spinne (zwei Farben)
summary = Spinne mit Pik und Herz: zwei Kartenspiele, zehn Stapel, abwärts anlegen, Folgen in derselben Farbe verschieben und ganze Farben abräumen.
rule-1 = Räume alle 104 Karten vom Tisch. Eine ganze Farbe, vom König abwärts bis zum Ass, geht von selbst auf einen Zielstapel, sobald sie geordnet oben auf einem Stapel liegt; sonst kommt nichts auf die Zielstapel.
rule-2 = Die 104 Karten sind Pik und Herz: jede Karte viermal.
rule-3 = Auf zehn Stapel werden 54 Karten ausgeteilt: Die Stapel 1, 4, 7 und 10 erhalten sechs, die übrigen fünf, und nur die oberste Karte jedes Stapels liegt offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-4 = Eine Karte kommt auf eine Karte, die einen Rang höher ist, egal in welcher Farbe. Abwärts geordnete Karten derselben Farbe werden als Folge gemeinsam verschoben; Karten gemischter Farben nur einzeln von oben.
rule-5 = Jede Karte oder Folge in derselben Farbe füllt einen leeren Stapel.
rule-6 = Klicke auf den Talon, um eine Reihe auszuteilen: je eine Karte offen auf jeden der zehn Stapel. Dazu muss jeder Stapel mindestens eine Karte enthalten. Der Talon reicht für fünf Reihen und wird nicht umgedreht.
rule-7 = Wertung wie bei Microsoft: 500 zu Beginn, minus 1 für jeden Zug (auch für eine ausgeteilte Reihe), plus 100 für jede vollständige Farbe. Ein zurückgenommener Zug gibt seinen Punkt zurück.
differs-1 = Das Zweifarben-Spiel von PySolFC besteht aus Kreuz und Herz; hier sind es Pik und Herz, wie bei Spider von Microsoft mit zwei Farben. Spiel #N ist Karte für Karte Spiel #N von „Spider (2 Suits)“ in PySolFC.
differs-2 = PySolFC teilt die sechsten Karten auf die Stapel 1, 4, 7 und 10 aus; Microsoft gibt sie den Stapeln 1 bis 4. Die Spiele hier sind die von PySolFC.
differs-3 = Eine ganze Farbe, vom König abwärts bis zum Ass, geht in dem Moment auf einen Zielstapel, in dem sie geordnet oben auf einem Stapel liegt, und bis dahin kann nichts anderes gespielt werden, wie im Spider von Microsoft; in PySolFC entscheidet der Spieler, wann er sie ablegt. Beides ist eine faire Spielweise.
pile-s = Talon
pile-f = Zielstapel
pile-t = Stapel
