# Easthaven
name = Puerto Este
summary = Siete columnas de tres cartas: construye en orden descendente alternando colores, mueve escaleras y reparte desde el mazo una carta a cada columna, esté vacía o no.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que se construyen por palo en orden ascendente, del As al Rey.
rule-2 = Se reparten tres cartas en cada una de las siete columnas: las dos de abajo, boca abajo, y la de arriba, boca arriba. Una carta boca abajo que queda en lo alto de su columna se pone boca arriba.
rule-3 = Las columnas se construyen en orden descendente alternando colores. Cualquier carta boca arriba se mueve junto con la escalera que tenga encima.
rule-4 = Una columna vacía admite cualquier carta o escalera.
rule-5 = Haz clic en el mazo para repartir una fila: una carta boca arriba en cada una de las siete columnas, también en las vacías. El mazo reparte cuatro filas de siete y una última fila de tres, a las tres primeras columnas, y no se recicla.
rule-6 = La carta superior de una fundación puede volver a una columna (arrástrala hasta allí).
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Easthaven allí.
pile-s = Mazo
pile-f = Fundación
pile-t = Columna
