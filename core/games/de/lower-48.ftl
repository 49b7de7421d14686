# Lower 48
name = Lower 48
summary = Zwei Kartenspiele, acht offene Stapel zu je fünf Karten; abwärts abwechselnd rot und schwarz Karte für Karte anlegen, zwei Durchgänge durch den Talon.
rule-1 = Lege alle 104 Karten auf die acht Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Acht Stapel mit je fünf Karten werden offen ausgeteilt; die übrigen 64 Karten bilden den Talon.
rule-3 = Auf den Stapeln wird abwärts abwechselnd rot und schwarz angelegt. Nur einzelne Karten werden bewegt, nie Folgen.
rule-4 = Nur ein König füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Karte auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Ist der Talon aufgebraucht, darf der Ablagestapel einmal umgedreht werden (insgesamt zwei Durchgänge).
differs-1 = Die Vorlage teilt 40 Karten aus einem Spiel mit 52 Karten ohne Talon aus, sodass 12 Karten nirgends liegen; Lower 48 wird, wie in Pretty Good Solitaire, mit zwei Kartenspielen, einem Talon aus 64 Karten und einem zweiten Durchgang gespielt.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
