# Easthaven
name = Easthaven
summary = Sete colunas de três: empilhe em ordem decrescente alternando as cores, mova sequências e distribua do monte uma carta para cada coluna, vazia ou não.
rule-1 = Leve as 52 cartas para as quatro fundações, formadas por naipe em ordem crescente, do Ás ao Rei.
rule-2 = Cada uma das sete colunas recebe três cartas: as duas de baixo viradas para baixo e a de cima virada para cima. Uma carta virada para baixo que fica no topo da coluna é virada para cima.
rule-3 = Nas colunas, as cartas são empilhadas em ordem decrescente, alternando as cores. Qualquer carta virada para cima se move junto com a sequência que estiver sobre ela.
rule-4 = Qualquer carta ou sequência pode ocupar uma coluna vazia.
rule-5 = Clique no monte para distribuir uma fileira: uma carta virada para cima em cada uma das sete colunas, inclusive nas vazias. O monte distribui quatro fileiras de sete e uma última fileira de três, nas três primeiras colunas, e não é reaproveitado.
rule-6 = A carta de cima de uma fundação pode voltar para uma coluna (arraste-a até lá).
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Easthaven lá.
pile-s = Monte
pile-f = Fundação
pile-t = Coluna
