# Raglan
name = Raglan
summary = De azen beginnen de basisstapels; negen open kolommen van één tot zeven kaarten en een reserve van zes: bouw aflopend, afwisselend rood en zwart, kaart voor kaart.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = De vier azen beginnen de basisstapels. Op negen kolommen worden 1 tot 7 kaarten gedeeld, op de laatste drie elk zeven, allemaal open; de overige zes kaarten vormen de reserve, elk open en los.
rule-3 = Op de kolommen bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Alleen de bovenste kaart van een kolom kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Elke kaart mag in een lege kolom.
rule-5 = Een reservekaart mag naar een kolom of een basisstapel; op de reserve wordt nooit iets gelegd.
rule-6 = De bovenste kaart van een basisstapel mag terug op een kolom (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-r = Reservekaart
pile-t = Kolom
