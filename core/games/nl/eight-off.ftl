# Eight Off
name = Acht eraf
summary = Bakkersspel met acht vrije cellen, waarvan er vier een kaart krijgen: bouw aflopend in dezelfde kleur, koningen vullen lege kolommen.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op acht kolommen worden elk zes kaarten gedeeld, allemaal open; de laatste vier kaarten gaan naar elke tweede van de acht vrije cellen.
rule-3 = Op de kolommen bouw je aflopend in dezelfde kleur. Een vrije cel biedt plaats aan één willekeurige kaart. Alleen een koning, of een reeks die met een koning begint, mag in een lege kolom.
rule-4 = Een reeks van n kaarten verplaats je in één keer als n ≤ lege vrije cellen + 1 (lege kolommen tellen niet mee).
rule-5 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = In PySolFC mag je een kaart van een basisstapel terugnemen; hier blijven kaarten op de basisstapels liggen, net als in onze FreeCell (en die van Microsoft).
differs-2 = PySolFC zet de vrije cellen in een rij onder de kolommen; hier staan ze erboven, waar de andere spellen met vrije cellen ze ook hebben, en de basisstapels staan rechts.
pile-c = Vrije cel
pile-f = Basisstapel
pile-t = Kolom
