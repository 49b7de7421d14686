# Scotch Patience
name = Solitario escocés
summary = Abanico con las fundaciones construidas alternando colores: dieciocho abanicos a la vista; construye en orden descendente sin importar el palo, carta a carta, y un abanico que se vacía se queda vacío.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que empiezan con un As y se construyen en orden ascendente hasta el Rey alternando colores, sin importar el palo: un 2 rojo sobre un As negro, un 3 negro sobre el 2, y así sucesivamente.
rule-2 = Las 52 cartas se reparten boca arriba en dieciocho abanicos: tres en cada uno de los diecisiete primeros y una en el último.
rule-3 = Los abanicos se construyen en orden descendente, sin importar el palo. Solo se mueve la carta superior de un abanico; las escaleras no se mueven juntas.
rule-4 = Un abanico que se vacía no vuelve a llenarse nunca.
rule-5 = La carta superior de una fundación puede volver a un abanico (arrástrala hasta allí).
rule-6 = No hay mazo ni se vuelve a repartir.
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Scotch Patience allí.
pile-f = Fundación
pile-t = Abanico
