# Gypsy
name = Gitano
summary = Dos barajas, ocho columnas de tres cartas: construye en orden descendente alternando colores, mueve escaleras y reparte desde el mazo una carta a cada columna.
rule-1 = Lleva las 104 cartas a las ocho fundaciones, que se construyen por palo en orden ascendente, del As al Rey.
rule-2 = Dos barajas completas: 104 cartas, dos de cada.
rule-3 = Se reparten tres cartas en cada una de las ocho columnas: las dos de abajo, boca abajo, y la de arriba, boca arriba. Una carta boca abajo que queda en lo alto de su columna se pone boca arriba.
rule-4 = Las columnas se construyen en orden descendente alternando colores. Cualquier carta boca arriba se mueve junto con la escalera que tenga encima.
rule-5 = Una columna vacía admite cualquier carta o escalera.
rule-6 = Haz clic en el mazo para repartir una fila: una carta boca arriba en cada una de las ocho columnas, también en las vacías. El mazo reparte diez filas y no se recicla.
rule-7 = La carta superior de una fundación puede volver a una columna (arrástrala hasta allí).
rule-8 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Gypsy allí.
pile-s = Mazo
pile-f = Fundación
pile-t = Columna
