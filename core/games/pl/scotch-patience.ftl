# Scotch Patience
name = Pasjans szkocki
summary = Wachlarz, w którym stosy bazowe układa się na przemian czerwone i czarne: osiemnaście odkrytych wachlarzy, układaj w dół bez względu na kolor, po jednej karcie; opróżniony wachlarz zostaje pusty.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane od Asa w górę do Króla na przemian czerwone i czarne, bez względu na kolor: na czarnego Asa czerwona Dwójka, na nią czarna Trójka i tak dalej.
rule-2 = Wszystkie 52 karty rozdaje się odkryte do osiemnastu wachlarzy: po trzy do każdego z pierwszych siedemnastu i jedną do ostatniego.
rule-3 = W wachlarzach układa się karty o jedną wartość w dół bez względu na kolor. Przenosi się tylko wierzchnią kartę wachlarza; sekwencji nie przenosi się w całości.
rule-4 = Opróżniony wachlarz nie jest już uzupełniany.
rule-5 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na wachlarz (przeciągnij ją tam).
rule-6 = Nie ma talii ani ponownego rozdania.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Scotch Patience” w PySolFC.
pile-f = Stos bazowy
pile-t = Wachlarz
