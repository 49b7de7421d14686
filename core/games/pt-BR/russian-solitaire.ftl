# Russian Solitaire
name = Paciência russa
summary = Yukon em que se empilha pelo naipe: sete colunas, sem monte; mova qualquer carta virada para cima, com tudo o que estiver sobre ela, para cima da carta do mesmo naipe com um valor a mais.
rule-1 = Leve as 52 cartas para as quatro fundações, formadas por naipe em ordem crescente, do Ás ao Rei.
rule-2 = As sete colunas recebem de 0 a 6 cartas viradas para baixo; depois, a primeira coluna recebe uma carta virada para cima e cada uma das outras, cinco. Uma carta virada para baixo que fica no topo da coluna é virada para cima.
rule-3 = Nas colunas, as cartas são empilhadas em ordem decrescente do mesmo naipe. Qualquer carta virada para cima pode ser movida junto com todas as cartas sobre ela, em ordem ou não, para cima da carta do mesmo naipe com um valor a mais.
rule-4 = Só um Rei, ou um grupo cuja carta de baixo seja um Rei, pode ocupar uma coluna vazia.
rule-5 = Só a carta de cima de uma coluna vai para uma fundação, e as cartas nas fundações ficam lá.
rule-6 = Não há monte nem nova distribuição.
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Russian Solitaire lá.
pile-f = Fundação
pile-t = Coluna
