# La Belle Lucie
name = La Belle Lucie
summary = Dix-huit éventails visibles de trois cartes : on descend dans la même couleur, carte par carte, et l’on ramasse, mélange et redistribue les éventails deux fois.
rule-1 = Placez les 52 cartes sur les quatre fondations, montées par couleur de l’As au Roi.
rule-2 = Les 52 cartes sont distribuées face visible dans les dix-huit éventails : trois dans chacun des dix-sept premiers et une dans le dernier.
rule-3 = Les éventails se construisent en descendant d’un rang dans la même couleur. Seule la carte du dessus d’un éventail se déplace ; les séquences ne se déplacent pas d’un bloc.
rule-4 = Un éventail vidé n’est jamais rempli.
rule-5 = La carte du dessus d’une fondation peut être reprise sur un éventail (faites-la glisser).
rule-6 = Deux fois par partie, cliquez sur le talon pour redonner : toutes les cartes encore dans les éventails sont ramassées, mélangées et redistribuées par éventails de trois à partir du premier, le dernier éventail recevant une ou deux cartes de moins. Vous pouvez redonner quand vous le voulez, même s’il reste des coups à jouer.
rule-7 = Les numéros de donne sont ceux de PySolFC : la donne n° N ici est la donne n° N de La Belle Lucie là-bas, et chaque redonne mélange les cartes comme le fait PySolFC.
differs-1 = La merci des règles classiques (après la dernière redonne, on dégage une carte recouverte pour la jouer) est laissée de côté, comme PySolFC la laisse de côté dans La Belle Lucie.
pile-s = Talon
pile-f = Fondation
pile-t = Éventail
