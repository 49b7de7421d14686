# Whitehead
name = Whitehead
summary = Klondike ze wszystkimi kartami odkrytymi: układaj w dół czerwone na czerwonych, czarne na czarnych i przenoś sekwencje w jednym kolorze; puste miejsce zajmuje dowolna karta, a przez talię przechodzi się tylko raz.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Siedem kolumn dostaje od 1 do 7 kart, wszystkie odkryte. Jedna karta zaczyna stos odrzuconych, a pozostałe 23 karty tworzą talię.
rule-3 = W kolumnach układa się karty o jedną wartość w dół, czerwone na czerwonych, czarne na czarnych. Sekwencję można przenieść w całości tylko wtedy, gdy wszystkie jej karty są w tym samym kolorze.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją w jednym kolorze.
rule-5 = Kliknij talię, by odkryć jedną kartę na stos odrzuconych; gra się jego wierzchnią kartą. Przez talię przechodzi się tylko raz.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Whitehead” w PySolFC.
pile-s = Talia
pile-w = Stos odrzuconych
pile-f = Stos bazowy
pile-t = Kolumna
