# Gypsy
name = Gypsy
summary = Zwei Kartenspiele, acht Stapel zu je drei Karten: abwärts abwechselnd rot und schwarz anlegen, Folgen verschieben und vom Talon auf jeden Stapel eine Karte austeilen.
rule-1 = Lege alle 104 Karten auf die acht Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Zwei vollständige Kartenspiele: 104 Karten, jede zweimal.
rule-3 = Auf die acht Stapel werden je drei Karten ausgeteilt, die unteren zwei verdeckt und die oberste offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-4 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-5 = Jede Karte oder Folge füllt einen leeren Stapel.
rule-6 = Klicke auf den Talon, um eine Reihe auszuteilen: je eine Karte offen auf jeden der acht Stapel, auch auf leere. Der Talon reicht für zehn Reihen und wird nicht umgedreht.
rule-7 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-8 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-f = Zielstapel
pile-t = Stapel
