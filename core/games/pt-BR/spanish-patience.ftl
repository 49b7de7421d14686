# Spanish Patience
name = Paciência espanhola
summary = Dúzia do padeiro com as fundações formadas alternando as cores: treze colunas abertas de quatro cartas, com todos os Reis no fundo; empilhe em ordem decrescente sem importar o naipe.
rule-1 = Leve as 52 cartas para as quatro fundações, cada uma iniciada por um Ás e formada em ordem crescente até o Rei, alternando as cores, seja qual for o naipe: um 2 vermelho sobre um Ás preto, um 3 preto sobre o 2, e assim por diante.
rule-2 = As treze colunas recebem quatro cartas cada, todas viradas para cima. Um Rei distribuído numa coluna vai para baixo das outras cartas dessa coluna.
rule-3 = Nas colunas, as cartas são empilhadas em ordem decrescente, sem importar o naipe. Só a carta de cima de uma coluna se move; sequências não se movem juntas.
rule-4 = Uma coluna que fica vazia nunca é preenchida de novo.
rule-5 = A carta de cima de uma fundação pode voltar para uma coluna (arraste-a até lá).
rule-6 = Não há monte nem nova distribuição.
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Spanish Patience lá.
pile-f = Fundação
pile-t = Coluna
