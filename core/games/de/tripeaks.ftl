# TriPeaks
name = TriPeaks
summary = Drei Gipfel aus Karten, die unterste Reihe offen: Räume sie einen Rang höher oder tiefer auf den Ablagestapel ab; König und Ass sind benachbart.
rule-1 = Räume alle 28 Karten von den drei Gipfeln ab. Der Talon darf beim Sieg noch Karten enthalten.
rule-2 = Auf die Gipfel werden 18 Karten verdeckt ausgeteilt und eine unterste Reihe aus zehn Karten offen; eine Karte eröffnet den Ablagestapel, die übrigen 23 bilden den Talon.
rule-3 = Eine Karte ist nur spielbar, wenn keine Karte auf ihr liegt, und eine verdeckte Karte wird aufgedeckt, sobald die beiden Karten auf ihr weg sind.
rule-4 = Eine freie Karte darf auf den Ablagestapel, wenn sie einen Rang höher oder tiefer ist als dessen oberste Karte, egal in welcher Farbe; König und Ass sind benachbart, in beide Richtungen.
rule-5 = Klicke auf den Talon, um seine nächste Karte auf den Ablagestapel aufzudecken. Der Talon wird nur einmal durchgespielt.
rule-6 = Wertung wie in PySolFC: Das Spiel kostet 5 $ für jede der 24 Karten, die nicht auf die Gipfel ausgeteilt werden; jede Karte von den Gipfeln auf den Ablagestapel bringt 1 $ mehr als die vorige, bis eine Karte vom Talon aufgedeckt wird; jeder abgeräumte Gipfel bringt 15 $ und alle drei zusammen weitere 30 $.
pile-s = Talon
pile-w = Ablagestapel
pile-a = Gipfel
pile-b = Zweite Reihe, Karte
pile-c = Dritte Reihe, Karte
pile-d = Unterste Reihe, Karte
