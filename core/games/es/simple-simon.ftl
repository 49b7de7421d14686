# Simple Simon
name = Simple Simon
summary = Araña con todas las cartas a la vista: una sola baraja en diez columnas descubiertas; construye en orden descendente, mueve escaleras del mismo palo y completa palos enteros.
rule-1 = Saca las 52 cartas de la mesa. Un palo completo, del Rey al As, se va solo a una fundación en cuanto queda en orden en lo alto de una columna; a las fundaciones no va nada más.
rule-2 = Las 52 cartas se reparten boca arriba en diez columnas: las tres primeras reciben ocho cartas y las siguientes, siete, seis, cinco, cuatro, tres, dos y una.
rule-3 = Una carta va sobre otra de un valor más, sea cual sea su palo. Las cartas de un mismo palo en orden descendente se mueven juntas como escalera; las de palos mezclados solo se mueven de una en una, desde arriba.
rule-4 = Una columna vacía admite cualquier carta o escalera del mismo palo.
rule-5 = No hay mazo.
rule-6 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Simple Simon allí.
differs-1 = Un palo completo, del Rey al As, va a la fundación en el momento en que queda en orden en lo alto de una columna, y no se puede jugar nada más hasta que lo haga; PySolFC deja que el jugador elija cuándo moverlo. Ambas formas de jugar son válidas.
differs-2 = PySolFC también mueve de una vez una escalera descendente de palos mezclados cuando hay suficientes columnas vacías para mover, una tras otra, sus partes del mismo palo. Aquí cada parte del mismo palo es un movimiento aparte: se llega a las mismas posiciones, con más movimientos.
pile-f = Fundación
pile-t = Columna
