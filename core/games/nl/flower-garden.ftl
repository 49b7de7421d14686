# Flower Garden
name = Bloementuin
summary = Zes open bloemperken en een boeket van zestien: bouw aflopend, ongeacht de kleur, kaart voor kaart; elke kaart uit het boeket is speelbaar.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op zes bloemperken worden elk zes kaarten gedeeld, allemaal open; de overige zestien kaarten vormen het boeket, elk open en los.
rule-3 = Op de bloemperken bouw je aflopend, telkens één rang lager, ongeacht de kleur. Alleen de bovenste kaart van een bloemperk kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Elke kaart mag in een leeg bloemperk.
rule-5 = Elke kaart uit het boeket mag naar een bloemperk of een basisstapel; er wordt nooit iets in het boeket gelegd.
rule-6 = De bovenste kaart van een basisstapel mag terug op een bloemperk (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Bloemperk
pile-b = Boeket, kaart
