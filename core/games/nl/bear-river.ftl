# Bear River
name = Bear River
summary = Achttien open stapels van drie; bouw de basisstapels per kleur op vanaf een gedeelde beginkaart, over de koning heen.
rule-1 = Leg alle 52 kaarten op de vier basisstapels.
rule-2 = Er wordt één kaart op de eerste basisstapel gedeeld; haar rang is de beginrang. De andere drie kaarten van die rang beginnen de overige basisstapels.
rule-3 = Op de basisstapels bouw je per kleur oplopend vanaf de beginrang, en na de koning volgt de aas (V, K, A, 2 ...), 13 kaarten per stapel.
rule-4 = Op de stapels bouw je in dezelfde kleur één rang hoger of lager, ook over de grens tussen koning en aas heen. Alleen de bovenste kaart kan worden verplaatst, één tegelijk.
rule-5 = Een stapel mag nooit meer dan drie kaarten bevatten.
rule-6 = Een gewone stapel die leeg raakt, wordt nooit meer gevuld. De zesde stapel van elke rij is een gat: als die leeg is, neemt hij elke kaart aan.
rule-7 = Score: één punt voor elke kaart op de basisstapels.
pile-f = Basisstapel
pile-t = Stapel
pile-h = Gat
