# Golf
name = Golf
summary = Sieben offene Stapel zu je fünf Karten: Räume sie einen Rang höher oder tiefer auf den Ablagestapel ab und deck eine Karte vom Talon auf, wenn du nicht weiterkommst.
rule-1 = Räume alle Karten von den sieben Stapeln ab. Der Talon darf beim Sieg noch Karten enthalten.
rule-2 = Auf die sieben Stapel werden je fünf Karten offen ausgeteilt; eine Karte eröffnet den Ablagestapel, die übrigen 16 bilden den Talon.
rule-3 = Die oberste Karte eines Stapels darf auf den Ablagestapel, wenn sie einen Rang höher oder tiefer ist als dessen oberste Karte, egal in welcher Farbe. Ass und König sind nicht benachbart, und eine Dame darf auf einen König, wie im Golf von PySolFC (Toten Königs Golf, ebenfalls in dieser Sammlung, verbietet das).
rule-4 = Auf einen Stapel wird nie etwas gelegt, und ein geleerter Stapel bleibt leer.
rule-5 = Klicke auf den Talon, um seine nächste Karte auf den Ablagestapel aufzudecken. Der Talon wird nur einmal durchgespielt.
pile-s = Talon
pile-w = Ablagestapel
pile-t = Stapel
