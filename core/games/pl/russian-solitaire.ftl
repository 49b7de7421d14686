# Russian Solitaire
name = Pasjans rosyjski
summary = Jukon z układaniem w kolorze: siedem kolumn, bez talii, przenoś dowolną odkrytą kartę ze wszystkim, co na niej leży, na kartę tego samego koloru o jedną wartość wyższą.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane w górę w tym samym kolorze, od Asa do Króla.
rule-2 = Do siedmiu kolumn rozdaje się od 0 do 6 kart zakrytych; potem pierwsza kolumna dostaje jedną kartę odkrytą, a każda z pozostałych pięć. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = W kolumnach układa się karty o jedną wartość w dół w tym samym kolorze. Dowolną odkrytą kartę można przenieść razem ze wszystkimi kartami, które na niej leżą, ułożonymi po kolei lub nie, na kartę tego samego koloru o jedną wartość wyższą.
rule-4 = Pustą kolumnę można zająć tylko Królem albo grupą kart, której spodnią kartą jest Król.
rule-5 = Na stos bazowy trafia tylko wierzchnia karta kolumny, a karty ze stosów bazowych nie wracają do gry.
rule-6 = Nie ma talii ani ponownego rozdania.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Russian Solitaire” w PySolFC.
pile-f = Stos bazowy
pile-t = Kolumna
