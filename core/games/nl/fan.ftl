# Fan
name = Fan
summary = Zeventien open waaiers van drie en één waaier van één kaart: bouw aflopend in dezelfde kleur, kaart voor kaart, en alleen koningen mogen op een lege plek.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Alle 52 kaarten worden open over achttien waaiers gedeeld: drie op elk van de eerste zeventien en één op de laatste.
rule-3 = Op de waaiers bouw je aflopend, telkens één rang lager in dezelfde kleur. Alleen de bovenste kaart van een waaier kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Alleen een koning mag op de plek van een lege waaier.
rule-5 = De bovenste kaart van een basisstapel mag terug op een waaier (sleep hem erheen).
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Waaier
