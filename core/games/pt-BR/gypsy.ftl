# Gypsy
name = Cigano
summary = Dois baralhos, oito colunas de três: empilhe em ordem decrescente alternando as cores, mova sequências e distribua do monte uma carta para cada coluna.
rule-1 = Leve as 104 cartas para as oito fundações, formadas por naipe em ordem crescente, do Ás ao Rei.
rule-2 = Dois baralhos completos: 104 cartas, duas de cada.
rule-3 = Cada uma das oito colunas recebe três cartas: as duas de baixo viradas para baixo e a de cima virada para cima. Uma carta virada para baixo que fica no topo da coluna é virada para cima.
rule-4 = Nas colunas, as cartas são empilhadas em ordem decrescente, alternando as cores. Qualquer carta virada para cima se move junto com a sequência que estiver sobre ela.
rule-5 = Qualquer carta ou sequência pode ocupar uma coluna vazia.
rule-6 = Clique no monte para distribuir uma fileira: uma carta virada para cima em cada uma das oito colunas, inclusive nas vazias. O monte distribui dez fileiras e não é reaproveitado.
rule-7 = A carta de cima de uma fundação pode voltar para uma coluna (arraste-a até lá).
rule-8 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Gypsy lá.
pile-s = Monte
pile-f = Fundação
pile-t = Coluna
