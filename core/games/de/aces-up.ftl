# Aces Up
name = Aces Up
summary = Vier Stapel und ein Talon: Wirf jede Karte ab, die von einer höheren Karte derselben Farbe geschlagen wird, bis nur noch die vier Asse übrig sind.
rule-1 = Wirf alle Karten außer den vier Assen auf den Ablagestapel ab, sodass am Ende jedes Ass allein auf einem Stapel liegt.
rule-2 = Auf die vier Stapel wird je eine Karte offen ausgeteilt; die übrigen 48 bilden den Talon.
rule-3 = Die oberste Karte eines Stapels darf auf den Ablagestapel, solange auf einem anderen Stapel eine höhere Karte derselben Farbe obenauf liegt. Das Ass ist die höchste Karte, noch über dem König, und wird nie abgeworfen.
rule-4 = Bewegt wird nur die oberste Karte eines Stapels, und nur auf einen leeren Stapel; auf eine Karte wird nie etwas gelegt.
rule-5 = Klicke auf den Talon, um auf jeden der vier Stapel eine Karte offen auszuteilen, auch auf leere. Der Talon wird nur einmal durchgespielt.
rule-6 = Keine Karte kommt von selbst auf den Ablagestapel: Abgeworfen wird nur, was du selbst dorthin schickst.
rule-7 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience.
pile-s = Talon
pile-t = Stapel
pile-d = Ablagestapel
