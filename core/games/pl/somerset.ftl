# Somerset
name = Somerset
summary = Dziesięć odkrytych kolumn od jednej do ośmiu kart: układaj w dół na przemian czerwone i czarne i przenoś sekwencje, na ile pozwalają puste kolumny.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Wszystkie 52 karty rozdaje się odkryte do dziesięciu kolumn: pierwszych siedem dostaje kolejno od jednej do siedmiu kart, a ostatnie trzy po osiem.
rule-3 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Przenosi się wierzchnią kartę kolumny albo sekwencję ułożoną w dół na przemian czerwone i czarne, jeśli jest miejsce, by przenieść ją karta po karcie: sekwencję n kart można przenieść w całości, gdy n ≤ 2 ^ (puste kolumny), nie licząc kolumny docelowej, jeśli jest pusta.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją.
rule-5 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-6 = Nie ma talii ani ponownego rozdania.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Somerset” w PySolFC.
pile-f = Stos bazowy
pile-t = Kolumna
