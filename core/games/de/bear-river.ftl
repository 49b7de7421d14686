# Bear River
name = Bear River
summary = Achtzehn offene Stapel zu je drei Karten; die Zielstapel werden ab einer ausgeteilten Grundkarte in derselben Farbe aufwärts gebaut, über den König hinweg.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel.
rule-2 = Eine Karte wird auf den ersten Zielstapel ausgeteilt; ihr Rang ist der Grundrang. Die drei anderen Karten dieses Rangs eröffnen die übrigen Zielstapel.
rule-3 = Die Zielstapel werden vom Grundrang an in derselben Farbe aufwärts gebaut und gehen nach dem König mit dem Ass weiter (D, K, A, 2 ...), je 13 Karten.
rule-4 = Auf den Stapeln wird in derselben Farbe um einen Rang auf- oder abwärts angelegt, zwischen König und Ass auch über die Grenze hinweg. Nur die oberste Karte wird bewegt, immer eine auf einmal.
rule-5 = Kein Stapel darf je mehr als drei Karten enthalten.
rule-6 = Ein geleerter gewöhnlicher Stapel wird nie wieder belegt. Der sechste Stapel jeder Reihe ist ein Loch: Ist es leer, nimmt es jede Karte auf.
rule-7 = Wertung: ein Punkt für jede Karte auf den Zielstapeln.
pile-f = Zielstapel
pile-t = Stapel
pile-h = Loch
