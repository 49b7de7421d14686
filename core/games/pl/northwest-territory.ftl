# Northwest Territory
name = Terytorium Północno-Zachodnie
summary = Osiem kolumn jak w Klondike i rezerwa z szesnastu kart, bez talii: układaj w dół na przemian czerwone i czarne, przenoś sekwencje, a puste miejsce zajmuje tylko Król.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Do ośmiu kolumn rozdaje się od 0 do 7 kart zakrytych, a na wierzch każdej po jednej karcie odkrytej; pozostałych szesnaście kart tworzy rezerwę, każda leży osobno, odkryta. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Każdą odkrytą kartę przenosi się razem z sekwencją, która na niej leży.
rule-4 = Pustą kolumnę można zająć tylko Królem albo sekwencją zaczynającą się od Króla.
rule-5 = Kartę z rezerwy można położyć na kolumnę lub na stos bazowy; na rezerwę nigdy nic się nie kładzie.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-7 = Nie ma talii ani ponownego rozdania.
rule-8 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Northwest Territory” w PySolFC.
pile-f = Stos bazowy
pile-t = Kolumna
pile-r = Karta rezerwy
