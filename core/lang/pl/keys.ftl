## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.

key-drag = przeciągnij kartę (myszą lub palcem)
key-drag-does = przenosi ją, razem z leżącymi na niej kartami, jeśli gra na to pozwala; dozwolone miejsca się podświetlają, a karta upuszczona na dwa stosy trafia na ten, który ją przyjmie
key-click = kliknij / stuknij kartę
key-click-does = przenosi ją na najlepsze miejsce: najpierw na stos bazowy, potem na stos z najdłuższą uporządkowaną sekwencją (w Pająku najpierw na jej własny kolor), a potem (pojedynczą kartę, nie Króla) na wolne pole, a dopiero potem na pustą kolumnę
key-double-click = dwuklik / dwukrotne stuknięcie
key-double-click-does = odsyła ją na miejsce: na jej stos bazowy albo na stos odrzuconych, na którym się ją układa (Golf, Trzy szczyty)
key-stock = kliknij talię
key-stock-does = dobiera z talii; gdy talia jest pusta, odwraca stos odrzuconych (jeśli gra na to pozwala); w Pająku rozdaje rząd na dziesięć kolumn (w każdej musi leżeć karta)
key-keyboard = strzałki, Spacja, Enter, Esc
key-keyboard-does = gra klawiaturą: strzałki przesuwają kursor po stosach (strzałki w górę i w dół przechodzą też po sekwencji, którą można podnieść, a w lewo i w prawo – wzdłuż rzędu rozłożonego w prawo, jak w Uliczkach i alejach), Spacja podnosi karty i odkłada je tam, gdzie jest kursor, Enter odsyła kartę na najlepsze miejsce, a Esc odkłada z powrotem to, co trzymasz (na talii Piramidy Spacja podnosi jej odkrytą wierzchnią kartę, a Enter ją odwraca)
key-undo = Ctrl+Z, Ctrl+Y lub Ctrl+Shift+Z
key-undo-does = cofa, ponawia (ruch razem z kartami, które potem same trafiły na stosy bazowe)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nowe rozdanie, gra od nowa, podpowiedź, dokończenie gry (wszystkie karty na stosy bazowe, gdy same ruchy na stosy bazowe dają już wygraną: przy wyłączonych automatycznych ruchach mówi o tym wiersz na dole, a jego kliknięcie też kończy grę; przy włączonych dzieje się to samoczynnie), zasady i sterowanie
key-dialogs = D, G, S, Y
key-dialogs-does = demo (dowolny klawisz je zatrzymuje), gry, statystyki, dzisiejsze codzienne rozdania
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Backspace
key-back-does = gdy solver uzna pozycję za przegraną, wraca do ostatniego miejsca, z którego dało się jeszcze wygrać (wiersz na dole mówi, o ile ruchów wstecz; jego kliknięcie robi to samo)
key-mute-does = wyłącza lub włącza efekty dźwiękowe
key-piles = 1-9, 0, C, O, W, T
key-piles-does = wskazuje stos: kolumny, wolne pola, stosy bazowe, stos odrzuconych, talię (zob. rozdział README „Playing with a screen reader”)
key-menu-does = menu; w oknie dialogowym Tab lub strzałki przechodzą między przyciskami, a Spacja lub Enter naciska przycisk
key-full-screen = F11 lub Alt+Enter
key-full-screen-does = pełny ekran
