# Simple Simon
name = Simple Simon
summary = Aranha com todas as cartas à vista: um só baralho em dez colunas abertas; empilhe em ordem decrescente, mova sequências do mesmo naipe e complete naipes inteiros.
rule-1 = Tire as 52 cartas da mesa. Um naipe completo, do Rei ao Ás, vai sozinho para uma fundação assim que fica em ordem no topo de uma coluna; nenhuma outra carta vai para as fundações.
rule-2 = As 52 cartas são distribuídas viradas para cima em dez colunas: as três primeiras recebem oito cartas e as seguintes, sete, seis, cinco, quatro, três, duas e uma.
rule-3 = Uma carta vai sobre outra com um valor a mais, seja qual for o naipe. Cartas do mesmo naipe em ordem decrescente se movem juntas como sequência; cartas de naipes misturados só se movem uma de cada vez, a partir do topo.
rule-4 = Qualquer carta, ou sequência do mesmo naipe, pode ocupar uma coluna vazia.
rule-5 = Não há monte.
rule-6 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Simple Simon lá.
differs-1 = Um naipe completo, do Rei ao Ás, vai para a fundação no instante em que fica em ordem no topo de uma coluna, e nada mais pode ser jogado antes disso; o PySolFC deixa o jogador escolher quando movê-lo. As duas formas de jogar são válidas.
differs-2 = O PySolFC também move de uma vez uma sequência decrescente de naipes misturados quando há colunas vazias suficientes para mover, uma depois da outra, as partes dela do mesmo naipe. Aqui cada parte do mesmo naipe é uma jogada à parte: chega-se às mesmas posições, com mais jogadas.
pile-f = Fundação
pile-t = Coluna
