# Montana
name = Montana
summary = Cztery rzędy po trzynaście kart, z których usunięto Asy: przenoś każdą kartę na lukę tuż za kartą o jedną wartość niższą w tym samym kolorze, aż w każdym rzędzie karty ułożą się od Dwójki do Króla; dwa razy możesz rozdać od nowa karty, które nie leżą jeszcze na swoim miejscu.
rule-1 = Ułóż w każdym rzędzie, od jego pierwszego miejsca, karty od Dwójki do Króla w jednym kolorze.
rule-2 = Wszystkie 52 karty rozdaje się odkryte w cztery rzędy po trzynaście miejsc, a następnie wyjmuje się Asy, tak że zostają cztery luki.
rule-3 = Karty przenosi się pojedynczo, z dowolnego miejsca na lukę: na pierwsze miejsce rzędu można położyć tylko Dwójkę, a na każde inne tylko kartę w tym samym kolorze o jedną wartość wyższą od karty leżącej na lewo od luki. Na prawo od Króla ani od innej luki nic nie można położyć.
rule-4 = Dwa razy w ciągu gry możesz kliknąć talię, by rozdać karty ponownie: w każdym rzędzie karty leżące za sekwencją zaczynającą się na jego pierwszym miejscu (od Dwójki w górę w jednym kolorze) są zbierane, tasowane i rozdawane od nowa na te miejsca, tak że tuż za każdą sekwencją zostaje luka. Ponownie rozdać można w dowolnej chwili, nawet jeśli zostały jeszcze jakieś ruchy.
rule-5 = Numery rozdań są zgodne z PySolFC: rozdanie #N tutaj to rozdanie #N gry „Montana” w PySolFC, a każde ponowne rozdanie tasuje karty tak samo jak PySolFC.
differs-1 = Wyjęte z gry Asy leżą odkryte pod rzędami, podczas gdy PySolFC trzyma je poza zasięgiem wzroku.
pile-t = Miejsce
pile-s = Talia
pile-a = Odłożone Asy
