# Thumb and Pouch
name = Thumb and Pouch
summary = Klondike, w którym karty układa się w dół w dowolnym kolorze oprócz własnego; puste miejsce zajmuje dowolna karta, a przez talię przechodzi się tylko raz.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Do siedmiu kolumn rozdaje się od 0 do 6 kart zakrytych, a na wierzch każdej po jednej karcie odkrytej. Jedna karta zaczyna stos odrzuconych, a pozostałe 23 karty tworzą talię. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół w dowolnym kolorze oprócz własnego: 6♥ można położyć na czarnej siódemce albo na 7♦, ale nigdy na 7♥. Każdą odkrytą kartę przenosi się razem z sekwencją, która na niej leży.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją.
rule-5 = Kliknij talię, by odkryć jedną kartę na stos odrzuconych; gra się jego wierzchnią kartą. Przez talię przechodzi się tylko raz.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Thumb and Pouch” w PySolFC.
pile-s = Talia
pile-w = Stos odrzuconych
pile-f = Stos bazowy
pile-t = Kolumna
