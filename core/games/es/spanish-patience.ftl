# Spanish Patience
name = Solitario español
summary = Docena de panadero con las fundaciones construidas alternando colores: trece columnas de cuatro cartas a la vista, con todos los Reyes al fondo; construye en orden descendente sin importar el palo.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que empiezan con un As y se construyen en orden ascendente hasta el Rey alternando colores, sin importar el palo: un 2 rojo sobre un As negro, un 3 negro sobre el 2, y así sucesivamente.
rule-2 = Se reparten cuatro cartas boca arriba en cada una de las trece columnas. Un Rey repartido en una columna va debajo de las demás cartas de esa columna.
rule-3 = Las columnas se construyen en orden descendente, sin importar el palo. Solo se mueve la carta superior de una columna; las escaleras no se mueven juntas.
rule-4 = Una columna que se vacía no vuelve a llenarse nunca.
rule-5 = La carta superior de una fundación puede volver a una columna (arrástrala hasta allí).
rule-6 = No hay mazo ni se vuelve a repartir.
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Spanish Patience allí.
pile-f = Fundación
pile-t = Columna
