# Russian Solitaire
name = Solitario ruso
summary = Yukon en el que se construye por palo: siete columnas, sin mazo; mueve cualquier carta boca arriba, con todo lo que tenga encima, sobre la carta de su mismo palo de un valor más.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que se construyen por palo en orden ascendente, del As al Rey.
rule-2 = En las siete columnas se reparten de 0 a 6 cartas boca abajo; luego la primera columna recibe una carta boca arriba y cada una de las demás, cinco. Una carta boca abajo que queda en lo alto de su columna se pone boca arriba.
rule-3 = Las columnas se construyen en orden descendente y del mismo palo. Cualquier carta boca arriba puede moverse junto con todas las que tenga encima, estén en orden o no, sobre la carta de su mismo palo de un valor más.
rule-4 = Una columna vacía solo admite un Rey o un grupo cuya carta de abajo sea un Rey.
rule-5 = A una fundación solo va la carta superior de una columna, y las cartas de las fundaciones se quedan allí.
rule-6 = No hay mazo ni se vuelve a repartir.
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Russian Solitaire allí.
pile-f = Fundación
pile-t = Columna
