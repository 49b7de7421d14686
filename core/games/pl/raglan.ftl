# Raglan
name = Raglan
summary = Asy zaczynają stosy bazowe; dziewięć odkrytych kolumn od jednej do siedmiu kart i rezerwa z sześciu: układaj w dół na przemian czerwone i czarne, po jednej karcie.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Cztery Asy zaczynają stosy bazowe. Dziewięć kolumn dostaje od 1 do 7 kart, ostatnie trzy po siedem, wszystkie odkryte; pozostałych sześć kart tworzy rezerwę, każda leży osobno, odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół na przemian czerwone i czarne. Przenosi się tylko wierzchnią kartę kolumny; sekwencji nie przenosi się w całości.
rule-4 = Pustą kolumnę można zająć dowolną kartą.
rule-5 = Kartę z rezerwy można położyć na kolumnę lub na stos bazowy; na rezerwę nigdy nic się nie kładzie.
rule-6 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na kolumnę (przeciągnij ją tam).
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Raglan” w PySolFC.
pile-f = Stos bazowy
pile-r = Karta rezerwy
pile-t = Kolumna
