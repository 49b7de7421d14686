# Westcliff
name = Westcliff
summary = Dziesięć kolumn po trzy karty: układaj w dół na przemian czerwone i czarne i przenoś sekwencje; puste miejsce zajmuje dowolna karta, a przez talię przechodzi się tylko raz.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Dziesięć kolumn dostaje po trzy karty: dwie spodnie są zakryte, a wierzchnia odkryta. Jedna karta zaczyna stos odrzuconych, a pozostałych 21 kart tworzy talię. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Każdą odkrytą kartę przenosi się razem z sekwencją, która na niej leży.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją.
rule-5 = Kliknij talię, by odkryć jedną kartę na stos odrzuconych; gra się jego wierzchnią kartą. Przez talię przechodzi się tylko raz.
rule-6 = Karty ze stosów bazowych nie wracają do gry.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Westcliff” w PySolFC.
pile-s = Talia
pile-w = Stos odrzuconych
pile-f = Stos bazowy
pile-t = Kolumna
