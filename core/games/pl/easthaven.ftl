# Easthaven
name = Easthaven
summary = Siedem kolumn po trzy karty: układaj w dół na przemian czerwone i czarne, przenoś sekwencje i rozdawaj z talii po karcie na każdą kolumnę, pustą czy nie.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Siedem kolumn dostaje po trzy karty: dwie spodnie są zakryte, a wierzchnia odkryta. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Każdą odkrytą kartę przenosi się razem z sekwencją, która na niej leży.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją.
rule-5 = Kliknij talię, by rozdać rząd: po jednej odkrytej karcie na każdą z siedmiu kolumn, także na puste. Talia wystarcza na cztery rzędy po siedem kart i ostatni rząd z trzech kart, na pierwsze trzy kolumny, i nie jest odwracana.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Easthaven” w PySolFC.
pile-s = Talia
pile-f = Stos bazowy
pile-t = Kolumna
