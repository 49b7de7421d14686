# La Belle Lucie
name = La Belle Lucie
summary = Dezoito leques abertos de três cartas: empilhe em ordem decrescente do mesmo naipe, uma carta por vez, e recolha, embaralhe e distribua os leques de novo duas vezes.
rule-1 = Leve as 52 cartas para as quatro fundações, formadas por naipe em ordem crescente, do Ás ao Rei.
rule-2 = As 52 cartas são distribuídas viradas para cima em dezoito leques: três em cada um dos dezessete primeiros e uma no último.
rule-3 = Nos leques, as cartas são empilhadas em ordem decrescente do mesmo naipe. Só a carta de cima de um leque se move; sequências não se movem juntas.
rule-4 = Um leque que fica vazio nunca é preenchido de novo.
rule-5 = A carta de cima de uma fundação pode voltar para um leque (arraste-a até lá).
rule-6 = Duas vezes por partida, clique no monte para distribuir de novo: todas as cartas que ainda estão nos leques são recolhidas, embaralhadas e distribuídas outra vez em leques de três a partir do primeiro, e o último fica com uma ou duas cartas a menos. Você pode redistribuir quando quiser, mesmo que ainda haja jogadas possíveis.
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N de La Belle Lucie lá, e cada redistribuição embaralha as cartas como a do PySolFC.
differs-1 = O “merci” das regras clássicas (depois da última redistribuição, uma carta soterrada sob outras é retirada e jogada) fica de fora, assim como o PySolFC o deixa de fora de La Belle Lucie.
pile-s = Monte
pile-f = Fundação
pile-t = Leque
