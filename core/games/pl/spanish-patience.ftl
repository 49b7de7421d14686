# Spanish Patience
name = Pasjans hiszpański
summary = Tuzin piekarza, w którym stosy bazowe układa się na przemian czerwone i czarne: trzynaście odkrytych stosów po cztery karty, każdy Król na spodzie, układaj w dół bez względu na kolor.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane od Asa w górę do Króla na przemian czerwone i czarne, bez względu na kolor: na czarnego Asa czerwona Dwójka, na nią czarna Trójka i tak dalej.
rule-2 = Trzynaście stosów dostaje po cztery karty, wszystkie odkryte. Król rozdany na stos trafia pod pozostałe karty tego stosu.
rule-3 = Na stosach układa się karty o jedną wartość w dół bez względu na kolor. Przenosi się tylko wierzchnią kartę stosu; sekwencji nie przenosi się w całości.
rule-4 = Opróżniony stos nie jest już uzupełniany.
rule-5 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na stos (przeciągnij ją tam).
rule-6 = Nie ma talii ani ponownego rozdania.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Spanish Patience” w PySolFC.
pile-f = Stos bazowy
pile-t = Stos
