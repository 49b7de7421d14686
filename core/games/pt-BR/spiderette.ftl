# Spiderette
name = Aranhiço
summary = Aranha com um só baralho e a distribuição da Paciência: sete colunas; empilhe em ordem decrescente, mova sequências do mesmo naipe e complete naipes inteiros do Rei ao Ás.
rule-1 = Tire as 52 cartas da mesa. Um naipe completo, do Rei ao Ás, vai sozinho para uma fundação assim que fica em ordem no topo de uma coluna; nenhuma outra carta vai para as fundações.
rule-2 = As sete colunas recebem de 0 a 6 cartas viradas para baixo, com uma carta virada para cima em cada. Uma carta virada para baixo que fica no topo da coluna é virada para cima.
rule-3 = Uma carta vai sobre outra com um valor a mais, seja qual for o naipe. Cartas do mesmo naipe em ordem decrescente se movem juntas como sequência; cartas de naipes misturados só se movem uma de cada vez, a partir do topo.
rule-4 = Qualquer carta, ou sequência do mesmo naipe, pode ocupar uma coluna vazia.
rule-5 = Clique no monte para distribuir uma fileira: uma carta virada para cima em cada uma das sete colunas. Antes, todas as colunas precisam ter pelo menos uma carta. O monte distribui três fileiras de sete e uma última fileira de três, nas três primeiras colunas, e não é reaproveitado.
rule-6 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Spiderette lá.
differs-1 = Um naipe completo, do Rei ao Ás, vai para a fundação no instante em que fica em ordem no topo de uma coluna, e nada mais pode ser jogado antes disso, como no Spider da Microsoft; o PySolFC deixa o jogador escolher quando movê-lo. As duas formas de jogar são válidas.
pile-s = Monte
pile-f = Fundação
pile-t = Coluna
