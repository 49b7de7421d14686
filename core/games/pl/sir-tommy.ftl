# Sir Tommy
name = Sir Tommy
summary = Odkrywaj karty z talii po jednej i odkładaj każdą na jedną z czterech kolumn; stosy bazowe układaj od Asa w górę do Króla bez względu na kolor.
rule-1 = Przenieś wszystkie 52 karty na cztery stosy bazowe, układane od Asa o jedną wartość w górę aż do Króla, bez względu na kolor.
rule-2 = Jedna karta zaczyna stos odrzuconych, a pozostałych 51 kart tworzy talię. Cztery kolumny są na początku puste.
rule-3 = Na stosie odrzuconych mieści się tylko jedna karta: zanim odkryjesz następną, przenieś ją na stos bazowy albo na dowolną z czterech kolumn, bez względu na to, co na niej leży.
rule-4 = Z kolumny można przenieść tylko wierzchnią kartę i tylko na stos bazowy. Kart nigdy nie przenosi się z kolumny na kolumnę.
rule-5 = Kliknij talię, by odkryć jej następną kartę na stos odrzuconych. Przez talię przechodzi się tylko raz.
rule-6 = Karty ze stosów bazowych nie wracają do gry.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Numerica” w PySolFC (pod tą nazwą występuje tam Sir Tommy).
pile-s = Talia
pile-w = Stos odrzuconych
pile-f = Stos bazowy
pile-t = Kolumna
