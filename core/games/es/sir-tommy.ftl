# Sir Tommy
name = Sir Tommy
summary = Pasa el mazo carta a carta y coloca cada carta en una de las cuatro columnas; construye las fundaciones en orden ascendente, del As al Rey, sin importar el palo.
rule-1 = Lleva las 52 cartas a las cuatro fundaciones, que empiezan con un As y se construyen en orden ascendente hasta el Rey, sin importar el palo.
rule-2 = Una carta inicia el descarte y las otras 51 forman el mazo. Las cuatro columnas empiezan vacías.
rule-3 = El descarte admite una sola carta: llévala a una fundación o ponla en cualquiera de las cuatro columnas, haya lo que haya en ella, antes de pasar la siguiente.
rule-4 = Solo se mueve la carta superior de una columna, y únicamente a una fundación. Las cartas nunca pasan de una columna a otra.
rule-5 = Haz clic en el mazo para pasar la siguiente carta al descarte. El mazo se recorre una sola vez.
rule-6 = Las cartas de las fundaciones se quedan allí.
rule-7 = Los números de partida son los de PySolFC: la partida n.º N de aquí es la partida n.º N de Numerica, que es como PySolFC llama a Sir Tommy.
pile-s = Mazo
pile-w = Descarte
pile-f = Fundación
pile-t = Columna
