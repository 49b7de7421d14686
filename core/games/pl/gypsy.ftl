# Gypsy
name = Cyganka
summary = Dwie talie, osiem kolumn po trzy karty: układaj w dół na przemian czerwone i czarne, przenoś sekwencje i rozdawaj z talii po karcie na każdą kolumnę.
rule-1 = Przenieś wszystkie 104 karty na osiem stosów bazowych, układanych w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Dwie pełne talie: 104 karty, każda karta dwa razy.
rule-3 = Osiem kolumn dostaje po trzy karty: dwie spodnie są zakryte, a wierzchnia odkryta. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-4 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Każdą odkrytą kartę przenosi się razem z sekwencją, która na niej leży.
rule-5 = Pustą kolumnę można zająć dowolną kartą lub sekwencją.
rule-6 = Kliknij talię, by rozdać rząd: po jednej odkrytej karcie na każdą z ośmiu kolumn, także na puste. Talia wystarcza na dziesięć rzędów i nie jest odwracana.
rule-7 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-8 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Gypsy” w PySolFC.
pile-s = Talia
pile-f = Stos bazowy
pile-t = Kolumna
