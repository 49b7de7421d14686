# Simple Simon
name = Prosty Szymon
summary = Pająk, w którym widać wszystkie karty: dziesięć odkrytych kolumn z jednej talii, układaj w dół, przenoś sekwencje w jednym kolorze i odkładaj całe kolory.
rule-1 = Usuń ze stołu wszystkie 52 karty. Cały kolor, od Króla do Asa, sam odchodzi na stos bazowy, gdy tylko zostanie ułożony po kolei na wierzchu kolumny; nic innego nie trafia na stosy bazowe.
rule-2 = Wszystkie 52 karty rozdaje się odkryte do dziesięciu kolumn: pierwsze trzy dostają po osiem kart, a następne kolejno siedem, sześć, pięć, cztery, trzy, dwie i jedną.
rule-3 = Kartę kładzie się na kartę o jedną wartość wyższą, bez względu na kolor. Karty w jednym kolorze, ułożone po kolei w dół, można przenosić razem jako sekwencję; karty w różnych kolorach — tylko pojedynczo, z wierzchu.
rule-4 = Pustą kolumnę można zająć dowolną kartą lub sekwencją w jednym kolorze.
rule-5 = Nie ma talii.
rule-6 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Simple Simon” w PySolFC.
differs-1 = Cały kolor, od Króla do Asa, odchodzi na stos bazowy w chwili, gdy leży po kolei na wierzchu kolumny, i dopóki to nie nastąpi, nie można zagrać niczego innego; w PySolFC gracz sam decyduje, kiedy go przenieść. Oba sposoby gry są w porządku.
differs-2 = PySolFC przenosi też jednym ruchem sekwencję ułożoną w dół w różnych kolorach, jeśli jest dość pustych kolumn, by przenieść jej jednokolorowe części jedną po drugiej. Tutaj każda jednokolorowa część to osobny ruch: dochodzi się do tych samych układów, tylko w większej liczbie ruchów.
pile-f = Stos bazowy
pile-t = Kolumna
