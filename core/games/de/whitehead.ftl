# Whitehead
name = Whitehead
summary = Klondike mit lauter offenen Karten: abwärts Rot auf Rot und Schwarz auf Schwarz anlegen, Folgen in derselben Farbe verschieben; jede Karte füllt eine Lücke, und der Talon wird nur einmal durchgespielt.
rule-1 = Lege alle 52 Karten auf die vier Zielstapel, in derselben Farbe aufsteigend vom Ass bis zum König.
rule-2 = Auf die sieben Stapel werden 1 bis 7 Karten ausgeteilt, alle offen. Eine Karte eröffnet den Ablagestapel, die übrigen 23 bilden den Talon.
rule-3 = Auf den Stapeln wird abwärts um einen Rang angelegt, Rot auf Rot und Schwarz auf Schwarz. Eine Folge lässt sich nur dann gemeinsam verschieben, wenn sie ganz aus einer Farbe besteht.
rule-4 = Jede Karte oder Folge in derselben Farbe füllt einen leeren Stapel.
rule-5 = Klicke auf den Talon, um eine Karte auf den Ablagestapel aufzudecken; die oberste Karte des Ablagestapels ist spielbar. Der Talon wird nur einmal durchgespielt.
rule-6 = Die oberste Karte eines Zielstapels darf zurück auf einen Stapel gelegt werden (zieh sie dorthin).
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-w = Ablagestapel
pile-f = Zielstapel
pile-t = Stapel
