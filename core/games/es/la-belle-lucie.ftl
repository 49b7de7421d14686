# La Belle Lucie
name = La Belle Lucie
summary = Dieciocho abanicos de tres cartas a la vista: construye en orden descendente y del mismo palo, carta a carta, y recoge, baraja y vuelve a repartir los abanicos dos veces.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que se construyen por palo en orden ascendente, del As al Rey.
rule-2 = Las 52 cartas se reparten boca arriba en dieciocho abanicos: tres en cada uno de los diecisiete primeros y una en el último.
rule-3 = Los abanicos se construyen en orden descendente y del mismo palo. Solo se mueve la carta superior de un abanico; las escaleras no se mueven juntas.
rule-4 = Un abanico que se vacía no vuelve a llenarse nunca.
rule-5 = La carta superior de una fundación puede volver a un abanico (arrástrala hasta allí).
rule-6 = Dos veces por partida, haz clic en el mazo para volver a repartir: todas las cartas que queden en los abanicos se recogen, se barajan y se reparten de nuevo en abanicos de tres a partir del primero, y al último le faltan una o dos cartas. Puedes volver a repartir cuando quieras, aunque aún te queden movimientos.
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de La Belle Lucie allí, y cada redistribución baraja las cartas igual que en PySolFC.
differs-1 = Se omite el «merci» de las reglas clásicas (tras la última redistribución, se saca una carta tapada por otras y se juega), igual que PySolFC lo omite en La Belle Lucie.
pile-s = Mazo
pile-f = Fundación
pile-t = Abanico
