# Flower Garden
name = Jardín de flores
summary = Seis parterres a la vista y un ramo de dieciséis cartas: construye en orden descendente sin importar el palo, carta a carta; cualquier carta del ramo se puede jugar.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que se construyen por palo en orden ascendente, del As al Rey.
rule-2 = Se reparten seis cartas boca arriba en cada uno de los seis parterres; las otras dieciséis cartas forman el ramo, cada una boca arriba y por separado.
rule-3 = Los parterres se construyen en orden descendente, sin importar el palo. Solo se mueve la carta superior de un parterre; las escaleras no se mueven juntas.
rule-4 = Un parterre vacío admite cualquier carta.
rule-5 = Cualquier carta del ramo puede ir a un parterre o a una fundación; en el ramo nunca se pone nada.
rule-6 = La carta superior de una fundación puede volver a un parterre (arrástrala hasta allí).
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Flower Garden allí.
pile-f = Fundación
pile-t = Parterre
pile-b = Carta del ramo
