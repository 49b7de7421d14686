# Fan
name = Wachlarz
summary = Siedemnaście odkrytych wachlarzy po trzy karty i jeden z jedną kartą: układaj w dół w kolorze, po jednej karcie, a puste miejsce zajmuje tylko Król.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Wszystkie 52 karty rozdaje się odkryte do osiemnastu wachlarzy: po trzy do każdego z pierwszych siedemnastu i jedną do ostatniego.
rule-3 = W wachlarzach układa się karty o jedną wartość w dół w tym samym kolorze. Przenosi się tylko wierzchnią kartę wachlarza; sekwencji nie przenosi się w całości.
rule-4 = Pusty wachlarz można zająć tylko Królem.
rule-5 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na wachlarz (przeciągnij ją tam).
rule-6 = Nie ma talii ani ponownego rozdania.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Fan” w PySolFC.
pile-f = Stos bazowy
pile-t = Wachlarz
