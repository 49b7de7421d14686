# Flower Garden
name = Ogród kwiatowy
summary = Sześć odkrytych grządek i bukiet z szesnastu kart: układaj w dół bez względu na kolor, po jednej karcie; zagrać można każdą kartą z bukietu.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Sześć grządek dostaje po sześć kart, wszystkie odkryte; pozostałych szesnaście kart tworzy bukiet, każda leży osobno, odkryta.
rule-3 = Na grządkach układa się karty o jedną wartość w dół bez względu na kolor. Przenosi się tylko wierzchnią kartę grządki; sekwencji nie przenosi się w całości.
rule-4 = Pustą grządkę można zająć dowolną kartą.
rule-5 = Każdą kartę z bukietu można położyć na grządkę lub na stos bazowy; do bukietu nigdy nic się nie dokłada.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na grządkę (przeciągnij ją tam).
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Flower Garden” w PySolFC.
pile-f = Stos bazowy
pile-t = Grządka
pile-b = Karta bukietu
