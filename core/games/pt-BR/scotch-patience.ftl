# Scotch Patience
name = Paciência escocesa
summary = Leque com as fundações formadas alternando as cores: dezoito leques abertos; empilhe em ordem decrescente sem importar o naipe, uma carta por vez, e um leque esvaziado fica vazio.
rule-1 = Leve as 52 cartas para as quatro fundações, cada uma iniciada por um Ás e formada em ordem crescente até o Rei, alternando as cores, seja qual for o naipe: um 2 vermelho sobre um Ás preto, um 3 preto sobre o 2, e assim por diante.
rule-2 = As 52 cartas são distribuídas viradas para cima em dezoito leques: três em cada um dos dezessete primeiros e uma no último.
rule-3 = Nos leques, as cartas são empilhadas em ordem decrescente, sem importar o naipe. Só a carta de cima de um leque se move; sequências não se movem juntas.
rule-4 = Um leque que fica vazio nunca é preenchido de novo.
rule-5 = A carta de cima de uma fundação pode voltar para um leque (arraste-a até lá).
rule-6 = Não há monte nem nova distribuição.
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Scotch Patience lá.
pile-f = Fundação
pile-t = Leque
