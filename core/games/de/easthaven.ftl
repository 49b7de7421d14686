# Easthaven
name = Easthaven
summary = Sieben Stapel zu je drei Karten: abwärts abwechselnd rot und schwarz anlegen, Folgen verschieben und vom Talon auf jeden Stapel eine Karte austeilen, ob leer oder nicht.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden je drei Karten ausgeteilt, die unteren zwei verdeckt und die oberste offen. Eine verdeckte Karte, die oben auf ihrem Stapel zu liegen kommt, wird aufgedeckt.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, abwechselnd rot und schwarz. Jede offene Karte lässt sich zusammen mit der Folge darauf verschieben.
rule-4 = Jede Karte oder Folge füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Reihe auszuteilen: je eine Karte offen auf jeden der sieben Stapel, auch auf leere. Der Talon reicht für vier Reihen zu je sieben Karten und eine letzte Reihe aus drei Karten für die ersten drei Stapel; er wird nicht umgedreht.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-f = Zielstapel
pile-t = Stapel
