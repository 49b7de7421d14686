# Black Hole
name = Zwart gat
summary = Zeventien waaiers van drie rond de schoppenaas: stuur elke kaart het gat in, telkens één rang hoger of lager.
rule-1 = Verplaats alle 51 kaarten uit de waaiers naar het zwarte gat.
rule-2 = De schoppenaas begint het zwarte gat; de andere 51 kaarten worden open gedeeld in zeventien waaiers van drie.
rule-3 = De bovenste kaart van een waaier mag in het zwarte gat als die één rang hoger of lager is dan de bovenste kaart van het gat, ongeacht de kleur; koning en aas liggen naast elkaar, in beide richtingen.
rule-4 = Er wordt nooit iets op een waaier gelegd, en er is geen trekstapel.
rule-5 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-h = Zwart gat
pile-t = Waaier
