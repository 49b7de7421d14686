# Black Hole
name = Schwarzes Loch
summary = Siebzehn Fächer zu je drei Karten rund um das Pik-Ass: Bring jede Karte ins Loch, immer einen Rang höher oder tiefer.
rule-1 = Bring alle 51 Karten aus den Fächern ins Schwarze Loch.
rule-2 = Das Pik-Ass eröffnet das Schwarze Loch; die übrigen 51 Karten werden offen in siebzehn Fächer zu je drei Karten ausgeteilt.
rule-3 = Die oberste Karte eines Fächers darf ins Schwarze Loch, wenn sie einen Rang höher oder tiefer ist als dessen oberste Karte, egal in welcher Farbe; König und Ass sind benachbart, in beide Richtungen.
rule-4 = Auf einen Fächer wird nie etwas gelegt, und es gibt keinen Talon.
rule-5 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-h = Schwarzes Loch
pile-t = Fächer
