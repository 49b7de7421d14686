# Pyramid
name = Pyramide
summary = Räume die Pyramide und den Talon in Paaren ab, die zusammen 13 ergeben; Könige gehen allein. Drei Durchgänge durch den Talon.
rule-1 = Lege alle 52 Karten auf den Zielstapel. Karten werden paarweise abgelegt, wenn ihre Ränge zusammen 13 ergeben: Ass und Dame, Zwei und Bube, Drei und Zehn, Vier und Neun, Fünf und Acht, Sechs und Sieben, egal in welcher Farbe. Ein König wird allein abgelegt.
rule-2 = Die Pyramide besteht aus 28 offen ausgeteilten Karten in sieben Reihen. Eine Karte ist frei, sobald keine der beiden Karten aus der Reihe darunter, die sie überdecken, mehr liegt.
rule-3 = Die freien Karten der Pyramide, die oberste Karte des Ablagestapels und die oberste Karte des Talons, die offen liegt, sind alle spielbar: Zieh eine Karte auf ihre Partnerin (oder tippe sie an), dann werden beide abgelegt; tippe einen König an oder doppelklicke ihn, um ihn auf den Zielstapel zu schicken.
rule-4 = Eine Karte eröffnet den Ablagestapel. Klicke auf den Talon, um seine oberste Karte auf den Ablagestapel zu legen. Ist der Talon leer, klicke darauf, um den Ablagestapel umzudrehen: Der Talon wird insgesamt dreimal durchgespielt.
differs-1 = In PySolFC muss jede Karte auf den Zielstapel, auch die des Talons und des Ablagestapels; die Pyramide von Microsoft ist gewonnen, sobald die Pyramide abgeräumt ist. Spiel #N ist Spiel #N der Pyramide in PySolFC.
pile-s = Talon
pile-w = Ablagestapel
pile-h = Zielstapel
pile-a = Spitze
pile-b = Zweite Reihe, Karte
pile-c = Dritte Reihe, Karte
pile-d = Vierte Reihe, Karte
pile-e = Fünfte Reihe, Karte
pile-f = Sechste Reihe, Karte
pile-g = Unterste Reihe, Karte
