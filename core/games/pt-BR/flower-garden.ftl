# Flower Garden
name = Jardim de flores
summary = Seis canteiros abertos e um buquê de dezesseis cartas: empilhe em ordem decrescente sem importar o naipe, uma carta por vez; qualquer carta do buquê pode ser jogada.
rule-1 = Leve as 52 cartas para as quatro fundações, formadas por naipe em ordem crescente, do Ás ao Rei.
rule-2 = Cada um dos seis canteiros recebe seis cartas, todas viradas para cima; as outras dezesseis cartas formam o buquê, cada uma virada para cima e separada das outras.
rule-3 = Nos canteiros, as cartas são empilhadas em ordem decrescente, sem importar o naipe. Só a carta de cima de um canteiro se move; sequências não se movem juntas.
rule-4 = Qualquer carta pode ocupar um canteiro vazio.
rule-5 = Qualquer carta do buquê pode ir para um canteiro ou uma fundação; nada é colocado no buquê.
rule-6 = A carta de cima de uma fundação pode voltar para um canteiro (arraste-a até lá).
rule-7 = A numeração das partidas é a do PySolFC: a partida nº N aqui é a partida nº N do Flower Garden lá.
pile-f = Fundação
pile-t = Canteiro
pile-b = Carta do buquê
