# Sir Tommy
name = Sir Tommy
summary = Decke den Talon Karte für Karte auf und lege jede Karte auf einen von vier Stapeln; die Zielstapel werden vom Ass bis zum König aufgebaut, egal in welcher Farbe.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel. Jeder beginnt mit einem Ass und wird Rang für Rang aufsteigend bis zum König aufgebaut, egal in welcher Farbe.
rule-2 = Eine Karte eröffnet den Ablagestapel, die übrigen 51 bilden den Talon. Die vier Stapel sind zu Beginn leer.
rule-3 = Der Ablagestapel fasst nur eine Karte: Lege sie auf einen Zielstapel oder auf einen der vier Stapel, ganz gleich, was dort liegt, bevor du die nächste aufdeckst.
rule-4 = Bewegt wird nur die oberste Karte eines Stapels, und nur auf einen Zielstapel. Von Stapel zu Stapel wandert nie eine Karte.
rule-5 = Klicke auf den Talon, um seine nächste Karte auf den Ablagestapel aufzudecken. Der Talon wird nur einmal durchgespielt.
rule-6 = Karten auf den Zielstapeln bleiben dort liegen.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N von Numerica, so heißt Sir Tommy in PySolFC.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
