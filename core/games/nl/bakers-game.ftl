# Baker's Game
name = Bakkersspel
summary = De voorloper van FreeCell: dezelfde acht kolommen en vier vrije cellen, maar op de kolommen bouw je aflopend in dezelfde kleur.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op acht kolommen worden 7, 7, 7, 7, 6, 6, 6, 6 kaarten gedeeld, allemaal open. De vier vrije cellen zijn aan het begin leeg.
rule-3 = Op de kolommen bouw je aflopend in dezelfde kleur. Een vrije cel biedt plaats aan één willekeurige kaart. Elke kaart of reeks mag in een lege kolom.
rule-4 = Een reeks van n kaarten verplaats je in één keer als n ≤ (lege vrije cellen + 1) × 2 ^ (lege kolommen), waarbij de doelkolom niet meetelt als die leeg is.
rule-5 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = In PySolFC mag je een kaart van een basisstapel terugnemen; hier blijven kaarten op de basisstapels liggen, net als in onze FreeCell (en die van Microsoft).
pile-c = Vrije cel
pile-f = Basisstapel
pile-t = Kolom
