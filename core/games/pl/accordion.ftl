# Accordion
name = Akordeon
summary = Wszystkie 52 karty w jednym szeregu: przenoś stos na sąsiedni z lewej albo na stos trzy miejsca na lewo od niego, gdy ich wierzchnie karty są w tym samym kolorze lub mają tę samą wartość, aż wszystkie karty znajdą się w jednym stosie.
rule-1 = Zbierz wszystkie 52 karty w jeden stos.
rule-2 = Karty rozdaje się odkryte w szereg 52 stosów po jednej karcie, czytany od lewej do prawej, rząd po rzędzie.
rule-3 = Stos można przenieść w całości na sąsiedni stos z lewej albo na stos leżący trzy miejsca na lewo od niego, jeśli wierzchnie karty obu stosów są w tym samym kolorze lub mają tę samą wartość. Przeciągnij stos, chwytając go za wierzchnią kartę.
rule-4 = Po przeniesieniu stosu szereg się zsuwa: każdy stos leżący na prawo od niego przesuwa się o jedno miejsce w lewo, więc przy „sąsiednim stosie” i „trzech miejscach” liczą się tylko stosy, nigdy luki.
rule-5 = Nie ma talii ani ponownego rozdania.
rule-6 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Accordion” w PySolFC.
differs-1 = PySolFC trzyma na każdym miejscu tylko jedną kartę, a kartę, która została przykryta, odkłada na stos odrzuconych; tutaj karty układają się w stosy, jak w klasycznej grze. Zagrywa się zawsze tylko wierzchnią kartę stosu, więc rozgrywka jest taka sama.
pile-t = Stos
