# Sir Tommy
name = Sir Tommy
summary = Vire o monte uma carta por vez e coloque cada carta em uma das quatro colunas; forme as fundações em ordem crescente, do Ás ao Rei, sem importar o naipe.
rule-1 = Leve as 52 cartas para as quatro fundações, cada uma iniciada por um Ás e formada em ordem crescente até o Rei, sem importar o naipe.
rule-2 = Uma carta inicia o descarte e as outras 51 formam o monte. As quatro colunas começam vazias.
rule-3 = O descarte guarda só uma carta: jogue-a em uma fundação ou em qualquer uma das quatro colunas, não importa o que haja nela, antes de virar a próxima.
rule-4 = Só a carta de cima de uma coluna se move, e só para uma fundação. As cartas nunca passam de uma coluna para outra.
rule-5 = Clique no monte para virar a próxima carta no descarte. O monte é percorrido uma única vez.
rule-6 = As cartas nas fundações ficam lá.
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Numerica, nome que o PySolFC dá ao Sir Tommy.
pile-s = Monte
pile-w = Descarte
pile-f = Fundação
pile-t = Coluna
