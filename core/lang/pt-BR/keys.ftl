## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.
## Brazilian Portuguese: the keys as ABNT2 keyboards print them (Ctrl, Shift, Alt,
## Enter, Esc, Tab, Backspace); Space is "Espaço", the arrow keys "as setas".

key-drag = arrastar uma carta (mouse ou dedo)
key-drag-does = mover a carta, junto com as que estão sobre ela quando o jogo permite; os destinos válidos se acendem, e uma carta solta entre duas pilhas vai para a que a aceita
key-click = clicar / tocar numa carta
key-click-does = mover a carta para o melhor lugar: primeiro uma fundação, depois a pilha com a maior sequência em ordem (na Aranha, primeiro uma do mesmo naipe), depois (uma carta só, que não seja Rei) uma célula livre antes de uma coluna vazia
key-double-click = clique duplo / toque duplo
key-double-click-does = guardar a carta: na fundação, ou no descarte quando é nele que se joga (Golf, Picos triplos)
key-stock = clicar no monte
key-stock-does = virar uma carta; com o monte vazio, devolver o descarte ao monte (quando o jogo permite); na Aranha, distribuir uma fileira nas dez colunas (todas precisam ter uma carta)
key-keyboard = setas, Espaço, Enter, Esc
key-keyboard-does = jogar pelo teclado: as setas movem um cursor pelas pilhas (para cima e para baixo também percorrem a sequência que pode ser pega; para a esquerda e para a direita, ao longo de uma fileira aberta para a direita, como em Ruas e becos), Espaço pega as cartas e as solta onde está o cursor, Enter manda a carta para o melhor lugar, Esc devolve o que está na mão (no monte da Pirâmide, Espaço pega a carta de cima, virada para cima, e Enter a vira)
key-undo = Ctrl+Z, Ctrl+Y ou Ctrl+Shift+Z
key-undo-does = desfazer, refazer (uma jogada junto com as cartas que depois foram sozinhas para as fundações)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nova partida, reiniciar, dica, concluir (todas as cartas para as fundações, quando só isso já basta para vencer: com as jogadas automáticas desligadas, uma linha embaixo avisa, e tocar nela também conclui; com elas ligadas, acontece sozinho), as regras e os controles
key-dialogs = D, G, S, Y
key-dialogs-does = demonstração (qualquer tecla a interrompe), os jogos, as estatísticas, as partidas diárias de hoje
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Backspace
key-back-does = quando o solucionador descobre que a posição está perdida, voltar ao último ponto a partir do qual ainda dava para vencer (a linha embaixo diz quantas jogadas atrás; tocar nela faz o mesmo)
key-mute-does = ligar ou desligar os efeitos sonoros
key-piles = 1-9, 0, C, O, W, T
key-piles-does = selecionar uma pilha: as colunas, as células livres, as fundações, o descarte, o monte (veja "Jogar com um leitor de tela")
key-menu-does = o menu; numa janela, Tab ou as setas passam de um botão a outro, e Espaço ou Enter aperta o botão
key-full-screen = F11 ou Alt+Enter
key-full-screen-does = tela cheia
