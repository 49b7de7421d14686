# Canfield
name = Canfield
summary = Eine Reserve aus dreizehn Karten, vier Stapel und Zielstapel, die mit einer ausgeteilten Karte beginnen und über den König hinweg weitergehen; vom Talon werden je drei Karten aufgedeckt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend ab dem Rang der Karte, die auf den ersten ausgeteilt wurde, und über den König hinweg: auf einen König folgt ein Ass, dann geht es aufwärts weiter bis zum Rang unter dem der ersten Karte.
rule-2 = Die erste ausgeteilte Karte eröffnet den ersten Zielstapel. Die Reserve erhält dreizehn Karten, nur die oberste offen; die vier Stapel erhalten je eine Karte, offen; drei Karten kommen auf den Ablagestapel, und der Rest bildet den Talon.
rule-3 = Auf den Stapeln wird abwärts abwechselnd rot und schwarz angelegt, ebenfalls über die Grenze hinweg: Ein König darf auf ein Ass. Die oberste Karte eines Stapels wird allein verschoben oder der ganze Stapel auf einmal; etwas dazwischen gibt es nicht.
rule-4 = Ein geleerter Stapel wird sofort mit der obersten Karte der Reserve gefüllt, und die Karte darunter wird aufgedeckt. Ist die Reserve leer, darf jede Karte einen leeren Stapel füllen.
rule-5 = Die oberste Karte der Reserve kann auf einen Stapel oder einen Zielstapel gespielt werden; auf die Reserve wird nichts gelegt. Karten auf den Zielstapeln bleiben dort liegen.
rule-6 = Klicke auf den Talon, um drei Karten auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Ist der Talon leer, klicke darauf, um den Ablagestapel umzudrehen, so oft du willst.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
differs-1 = PySolFC legt die erste Karte auf den Zielstapel ihrer eigenen Farbe; hier eröffnet sie den ersten Zielstapel (die Zielstapel sind gleichwertig).
differs-2 = Ist die Reserve leer, nimmt ein leerer Stapel jede Karte auf, vom Ablagestapel oder von einem anderen Stapel, wie in PySolFC; bei Morehead und Mott-Smith wird er nur vom Ablagestapel aus gefüllt. Beides ist eine faire Spielweise.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
pile-r = Reserve
