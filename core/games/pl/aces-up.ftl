# Aces Up
name = Aces Up
summary = Cztery kolumny i talia: odrzucaj każdą kartę, którą bije wyższa karta w tym samym kolorze, aż na stole zostaną same cztery Asy.
rule-1 = Przenieś na stos odrzuconych wszystkie karty oprócz czterech Asów; na koniec każdy As ma leżeć sam w osobnej kolumnie.
rule-2 = Cztery kolumny dostają po jednej karcie, odkrytej; pozostałych 48 kart tworzy talię.
rule-3 = Wierzchnia karta kolumny może trafić na stos odrzuconych, jeśli na wierzchu innej kolumny leży wyższa karta w tym samym kolorze. As jest tu wyższy od Króla i nigdy nie trafia na stos odrzuconych.
rule-4 = Przenosić można tylko wierzchnią kartę kolumny i tylko na pustą kolumnę; na kartach nic się nie układa.
rule-5 = Kliknij talię, by rozdać po jednej odkrytej karcie na każdą z czterech kolumn, także na puste. Przez talię przechodzi się tylko raz.
rule-6 = Żadna karta nie trafia na stos odrzuconych sama: trzeba ją tam przenieść.
rule-7 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Aces Up” w PySolFC.
pile-s = Talia
pile-t = Kolumna
pile-d = Stos odrzuconych
