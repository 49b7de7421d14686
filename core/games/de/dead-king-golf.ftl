# Dead King Golf
name = Toten Königs Golf
summary = Golf, bei dem nichts auf einen König kommt: Liegt ein König oben auf dem Ablagestapel, geht es nur mit dem Talon weiter.
rule-1 = Räume alle Karten von den sieben Stapeln ab. Der Talon darf beim Sieg noch Karten enthalten.
rule-2 = Auf die sieben Stapel werden je fünf Karten offen ausgeteilt; eine Karte eröffnet den Ablagestapel, die übrigen 16 bilden den Talon.
rule-3 = Die oberste Karte eines Stapels darf auf den Ablagestapel, wenn sie einen Rang höher oder tiefer ist als dessen oberste Karte, egal in welcher Farbe. Ass und König sind nicht benachbart, und auf einen König kommt nichts: Liegt ein König oben auf dem Ablagestapel, deck die nächste Karte vom Talon auf.
rule-4 = Auf einen Stapel wird nie etwas gelegt, und ein geleerter Stapel bleibt leer.
rule-5 = Klicke auf den Talon, um seine nächste Karte auf den Ablagestapel aufzudecken. Der Talon wird nur einmal durchgespielt.
pile-s = Talon
pile-w = Ablagestapel
pile-t = Stapel
