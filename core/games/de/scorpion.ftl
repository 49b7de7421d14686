# Scorpion
name = Skorpion
summary = Der Vetter von Spinne mit einem Kartenspiel: abwärts in derselben Farbe anlegen, jede offene Karte mit allem darauf verschieben, ganze Farben abräumen.
rule-1 = Räume alle 52 Karten vom Tisch. Eine ganze Farbe, vom König abwärts bis zum Ass, geht von selbst auf einen Zielstapel, sobald sie geordnet oben auf einem Stapel liegt; sonst kommt nichts auf die Zielstapel.
rule-2 = Auf sieben Stapel werden je sieben Karten ausgeteilt: In den ersten vier Stapeln liegen die untersten drei Karten verdeckt, alle anderen Karten offen. Die letzten drei Karten bilden den Talon. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Eine Karte kommt auf die Karte derselben Farbe, die einen Rang höher ist. Jede offene Karte darf zusammen mit allen Karten darauf verschoben werden, ob geordnet oder nicht.
rule-4 = Nur ein König oder eine Gruppe, deren unterste Karte ein König ist, füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um seine drei Karten offen auszuteilen, je eine auf die ersten drei Stapel; die Stapel dürfen dabei auch leer sein.
rule-6 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = Eine ganze Farbe, vom König abwärts bis zum Ass, geht in dem Moment auf einen Zielstapel, in dem sie geordnet oben auf einem Stapel liegt, und bis dahin kann nichts anderes gespielt werden, wie im Spider von Microsoft; in PySolFC entscheidet der Spieler, wann er sie ablegt. Beides ist eine faire Spielweise.
pile-s = Talon
pile-f = Zielstapel
pile-t = Stapel
