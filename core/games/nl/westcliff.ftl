# Westcliff
name = Westcliff
summary = Tien stapels van drie: bouw aflopend in afwisselend rood en zwart en verplaats reeksen; elke kaart mag op een lege plek, en je gaat één keer door de trekstapel.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de tien stapels worden elk drie kaarten gedeeld, de onderste twee dicht en de bovenste open. Eén kaart begint de aflegstapel en de overige 21 vormen de trekstapel. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Elke kaart of reeks mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Je gaat maar één keer door de trekstapel.
rule-6 = Kaarten op de basisstapels blijven daar liggen.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
