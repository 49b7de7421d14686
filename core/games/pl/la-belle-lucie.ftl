# La Belle Lucie
name = La Belle Lucie
summary = Osiemnaście odkrytych wachlarzy po trzy karty: układaj w dół w kolorze, po jednej karcie, a wachlarze możesz dwa razy zebrać, potasować i rozdać od nowa.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Wszystkie 52 karty rozdaje się odkryte do osiemnastu wachlarzy: po trzy do każdego z pierwszych siedemnastu i jedną do ostatniego.
rule-3 = W wachlarzach układa się karty o jedną wartość w dół w tym samym kolorze. Przenosi się tylko wierzchnią kartę wachlarza; sekwencji nie przenosi się w całości.
rule-4 = Opróżniony wachlarz nie jest już uzupełniany.
rule-5 = Wierzchnią kartę stosu bazowego można zabrać z powrotem na wachlarz (przeciągnij ją tam).
rule-6 = Dwa razy w ciągu gry możesz kliknąć talię, by rozdać karty ponownie: wszystkie karty, które zostały w wachlarzach, są zbierane, tasowane i rozdawane od nowa po trzy do kolejnych wachlarzy, począwszy od pierwszego; ostatniemu może zabraknąć jednej lub dwóch kart. Ponownie rozdać można w dowolnej chwili, nawet jeśli zostały jeszcze jakieś ruchy.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „La Belle Lucie” w PySolFC, a każde ponowne rozdanie tasuje karty tak samo jak PySolFC.
differs-1 = Dodatkowego ruchu z klasycznych zasad, zwanego merci (po ostatnim ponownym rozdaniu wolno wyciągnąć jedną kartę spod innych i nią zagrać), tu nie ma, tak jak nie ma go w „La Belle Lucie” w PySolFC.
pile-s = Talia
pile-f = Stos bazowy
pile-t = Wachlarz
