# Seahaven Towers
name = Seahaven Towers
summary = Tien kolommen van vijf en vier vrije cellen, waarvan er twee een kaart krijgen: bouw aflopend in dezelfde kleur, koningen vullen lege kolommen.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op tien kolommen worden elk vijf kaarten gedeeld, allemaal open; de laatste twee kaarten gaan naar de twee middelste vrije cellen.
rule-3 = Op de kolommen bouw je aflopend in dezelfde kleur. Een vrije cel biedt plaats aan één willekeurige kaart. Alleen een koning, of een reeks die met een koning begint, mag in een lege kolom.
rule-4 = Een reeks van n kaarten verplaats je in één keer als n ≤ lege vrije cellen + 1 (lege kolommen tellen niet mee).
rule-5 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = In PySolFC mag je een kaart van een basisstapel terugnemen; hier blijven kaarten op de basisstapels liggen, net als in onze FreeCell (en die van Microsoft).
differs-2 = PySolFC zet de basisstapels per twee aan beide uiteinden van de bovenste rij, rond de vrije cellen; hier staan de vrije cellen links en de basisstapels rechts.
pile-c = Vrije cel
pile-f = Basisstapel
pile-t = Kolom
