## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.
## Spanish: the "-does" rows are infinitives ("moverla", "deshacer").

key-drag = arrastrar una carta (ratón o dedo)
key-drag-does = moverla, junto con las cartas que tenga encima si el juego lo permite; los destinos válidos se iluminan, y una carta soltada entre dos montones va al que la admite
key-click = hacer clic en una carta o tocarla
key-click-does = llevarla a su mejor sitio: primero a una fundación, luego al montón con la escalera ordenada más larga (en Araña, primero a una de su palo) y luego (si es una sola carta y no es un Rey) a una celda libre antes que a una columna vacía
key-double-click = doble clic / doble toque
key-double-click-does = enviarla a su destino: a su fundación, o al descarte cuando se construye sobre él (Golf, TriPeaks)
key-stock = hacer clic en el mazo
key-stock-does = sacar cartas; con el mazo vacío, dar la vuelta al descarte (si el juego lo permite); en Araña, repartir una fila sobre las diez columnas (todas deben tener alguna carta)
key-keyboard = flechas, Espacio, Intro, Esc
key-keyboard-does = jugar con el teclado: las flechas mueven un cursor por los montones (Arriba y Abajo también recorren la escalera que se puede levantar; Izquierda y Derecha, una fila abierta en abanico hacia la derecha, como en Calles y callejones), Espacio levanta cartas y las deja donde está el cursor, Intro lleva la carta a su mejor sitio y Esc devuelve lo que tienes levantado (en el mazo de Pirámide, Espacio levanta la carta superior, que está boca arriba, e Intro la pasa al descarte)
key-undo = Ctrl+Z, Ctrl+Y o Ctrl+Mayús+Z
key-undo-does = deshacer, rehacer (un movimiento junto con las cartas que luego subieron solas a las fundaciones)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nueva partida, reiniciar, pista, terminar (todas las cartas a las fundaciones, cuando ya basta con subirlas solas para ganar: con los movimientos automáticos desactivados lo indica una línea abajo, y tocarla también termina; con ellos activados ocurre solo), las reglas y los controles
key-dialogs = D, G, S, Y
key-dialogs-does = demo (cualquier tecla la detiene), los juegos, las estadísticas, las partidas del día de hoy
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Retroceso
key-back-does = cuando el solucionador da la posición por perdida, volver al último punto desde el que aún se podía ganar (la línea de abajo indica cuántos movimientos atrás; tocarla hace lo mismo)
key-mute-does = activar o desactivar los efectos de sonido
key-piles = 1-9, 0, C, O, W, T
key-piles-does = nombrar un montón: las columnas, las celdas libres, las fundaciones, el descarte, el mazo (consulta «Jugar con un lector de pantalla»)
key-menu-does = el menú; en un diálogo, Tab o las flechas pasan de un botón a otro, y Espacio o Intro pulsan el elegido
key-full-screen = F11 o Alt+Intro
key-full-screen-does = pantalla completa
