# King Albert
name = Koning Albert
summary = Negen open kolommen van één tot negen kaarten en een reserve van zeven: bouw aflopend, afwisselend rood en zwart, kaart voor kaart.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op negen kolommen worden 1 tot 9 kaarten gedeeld, allemaal open; de overige zeven kaarten vormen de reserve, elk open en los.
rule-3 = Op de kolommen bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Alleen de bovenste kaart van een kolom kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Elke kaart mag in een lege kolom.
rule-5 = Een reservekaart mag naar een kolom of een basisstapel; op de reserve wordt nooit iets gelegd.
rule-6 = De bovenste kaart van een basisstapel mag terug op een kolom (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-r = Reservekaart
pile-t = Kolom
