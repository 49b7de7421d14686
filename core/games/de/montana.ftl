# Montana
name = Montana
summary = Vier Reihen zu je dreizehn Karten, die Asse herausgenommen: Lege jede Karte in eine Lücke rechts neben der Karte derselben Farbe, die einen Rang niedriger ist, bis jede Reihe von der Zwei bis zum König geordnet ist; zweimal werden die noch ungeordneten Karten neu ausgeteilt.
rule-1 = Ordne jede Reihe so, dass sie ab ihrem ersten Platz von der Zwei bis zum König in einer einzigen Farbe läuft.
rule-2 = Alle 52 Karten werden offen in vier Reihen zu je dreizehn Plätzen ausgeteilt; danach werden die Asse herausgenommen, sodass vier Lücken entstehen.
rule-3 = Karten werden einzeln von beliebiger Stelle in eine Lücke gelegt: auf den ersten Platz einer Reihe nur eine Zwei, überall sonst nur die Karte derselben Farbe, die einen Rang höher ist als die Karte links neben der Lücke. Rechts neben einem König oder einer anderen Lücke kommt nichts.
rule-4 = Zweimal im Spiel kannst du auf den Talon klicken, um neu auszuteilen: In jeder Reihe werden die Karten hinter ihrer Folge ab dem ersten Platz (von der Zwei aufwärts in einer Farbe) eingesammelt, gemischt und wieder auf diese Plätze ausgeteilt, wobei direkt hinter jeder Folge eine Lücke bleibt. Du darfst neu austeilen, wann immer du willst, auch wenn noch Züge möglich sind.
rule-5 = Die Spielnummern stammen aus PySolFC: Spiel #N hier ist dort Spiel #N derselben Patience, und jedes erneute Austeilen mischt die Karten genau so wie PySolFC.
differs-1 = Die herausgenommenen Asse liegen offen unterhalb der Reihen; PySolFC hält sie dagegen verborgen.
pile-t = Platz
pile-s = Talon
pile-a = Beiseitegelegte Asse
