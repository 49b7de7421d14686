# Spiderette
name = Pajączek
summary = Pająk na jedną talię z rozdaniem jak w Klondike: siedem kolumn, układaj w dół, przenoś sekwencje w jednym kolorze i odkładaj całe kolory od Króla do Asa.
rule-1 = Usuń ze stołu wszystkie 52 karty. Cały kolor, od Króla do Asa, sam odchodzi na stos bazowy, gdy tylko zostanie ułożony po kolei na wierzchu kolumny; nic innego nie trafia na stosy bazowe.
rule-2 = Do siedmiu kolumn rozdaje się od 0 do 6 kart zakrytych, a na wierzch każdej po jednej karcie odkrytej. Zakryta karta, która znajdzie się na wierzchu kolumny, zostaje odkryta.
rule-3 = Kartę kładzie się na kartę o jedną wartość wyższą, bez względu na kolor. Karty w jednym kolorze, ułożone po kolei w dół, można przenosić razem jako sekwencję; karty w różnych kolorach — tylko pojedynczo, z wierzchu.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją w jednym kolorze.
rule-5 = Kliknij talię, by rozdać rząd: po jednej odkrytej karcie na każdą z siedmiu kolumn. Najpierw każda kolumna musi mieć choć jedną kartę. Talia wystarcza na trzy rzędy po siedem kart i ostatni rząd z trzech kart, na pierwsze trzy kolumny, i nie jest odwracana.
rule-6 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Spiderette” w PySolFC.
differs-1 = Cały kolor, od Króla do Asa, odchodzi na stos bazowy w chwili, gdy leży po kolei na wierzchu kolumny, i dopóki to nie nastąpi, nie można zagrać niczego innego, tak jak w Pająku Microsoftu; w PySolFC gracz sam decyduje, kiedy go przenieść. Oba sposoby gry są w porządku.
pile-s = Talia
pile-f = Stos bazowy
pile-t = Kolumna
