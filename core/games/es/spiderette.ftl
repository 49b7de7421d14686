# Spiderette
name = Spiderette
summary = Araña con una sola baraja y el reparto de Klondike: siete columnas; construye en orden descendente, mueve escaleras del mismo palo y completa palos enteros del Rey al As.
rule-1 = Saca las 52 cartas de la mesa. Un palo completo, del Rey al As, se va solo a una fundación en cuanto queda en orden en lo alto de una columna; a las fundaciones no va nada más.
rule-2 = En las siete columnas se reparten de 0 a 6 cartas boca abajo, con una carta boca arriba encima de cada una. Una carta boca abajo que queda en lo alto de su columna se pone boca arriba.
rule-3 = Una carta va sobre otra de un valor más, sea cual sea su palo. Las cartas de un mismo palo en orden descendente se mueven juntas como escalera; las de palos mezclados solo se mueven de una en una, desde arriba.
rule-4 = Una columna vacía admite cualquier carta o escalera del mismo palo.
rule-5 = Haz clic en el mazo para repartir una fila: una carta boca arriba en cada una de las siete columnas. Antes, todas las columnas deben tener al menos una carta. El mazo reparte tres filas de siete y una última fila de tres, a las tres primeras columnas, y no se recicla.
rule-6 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Spiderette allí.
differs-1 = Un palo completo, del Rey al As, va a la fundación en el momento en que queda en orden en lo alto de una columna, y no se puede jugar nada más hasta que lo haga, como en el Spider de Microsoft; PySolFC deja que el jugador elija cuándo moverlo. Ambas formas de jugar son válidas.
pile-s = Mazo
pile-f = Fundación
pile-t = Columna
