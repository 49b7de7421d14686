# La Belle Lucie
name = La Belle Lucie
summary = Diciotto ventagli scoperti da tre carte: si scende per seme una carta alla volta, e per due volte i ventagli si raccolgono, si mescolano e si ridistribuiscono.
rule-1 = Sposta tutte le 52 carte sulle quattro fondazioni, costruite per seme dall’Asso al Re.
rule-2 = Tutte le 52 carte vengono distribuite scoperte nei diciotto ventagli: tre in ciascuno dei primi diciassette e una nell’ultimo.
rule-3 = Nei ventagli si scende di un valore per seme. Si sposta solo la carta in cima a un ventaglio; le sequenze non si spostano in blocco.
rule-4 = Un ventaglio svuotato non viene mai riempito.
rule-5 = La carta in cima a una fondazione può essere riportata su un ventaglio (trascinala lì).
rule-6 = Due volte per partita, fai clic sul tallone per ridistribuire: tutte le carte rimaste nei ventagli vengono raccolte, mescolate e distribuite di nuovo in ventagli da tre a partire dal primo, e all’ultimo ne mancano una o due. Puoi ridistribuire quando vuoi, anche se ci sono ancora mosse possibili.
rule-7 = I numeri delle smazzate sono quelli di PySolFC: la smazzata n. N qui è la smazzata n. N di La Belle Lucie là, e ogni ridistribuzione mescola le carte come fa PySolFC.
differs-1 = Il «merci» delle regole classiche (dopo l’ultima ridistribuzione, si estrae una carta sepolta sotto le altre e la si gioca) non è previsto, così come PySolFC lo esclude da La Belle Lucie.
pile-s = Tallone
pile-f = Fondazione
pile-t = Ventaglio
