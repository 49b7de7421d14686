# FreeCell
name = FreeCell
summary = De klassieker: elke kaart zichtbaar, vier vrije cellen, en spel #N is spel #N van Microsoft.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op acht kolommen worden 7, 7, 7, 7, 6, 6, 6, 6 kaarten gedeeld, allemaal open. De vier vrije cellen zijn aan het begin leeg.
rule-3 = Op de kolommen bouw je aflopend, afwisselend rood en zwart. Een vrije cel biedt plaats aan één willekeurige kaart. Elke kaart of reeks mag in een lege kolom.
rule-4 = Een reeks van n kaarten verplaats je in één keer als n ≤ (lege vrije cellen + 1) × 2 ^ (lege kolommen), waarbij de doelkolom niet meetelt als die leeg is.
rule-5 = De spelnummers komen uit Microsoft FreeCell: spel #N hier is daar spel #N.
differs-1 = Dit is het spel dat de brontekst van ForeCell letterlijk beschrijft; het is onder zijn eigen naam opgenomen: FreeCell.
pile-c = Vrije cel
pile-f = Basisstapel
pile-t = Kolom
