# Three Bears
name = Three Bears
summary = Drie kaartspellen, dertien stapels en twaalf basisstapels; bouw aflopend in dezelfde kleur, draai per drie kaarten om en keer de aflegstapel zo vaak om als je wilt.
rule-1 = Leg alle 156 kaarten op de twaalf basisstapels.
rule-2 = Elke aas mag een lege basisstapel beginnen; de basisstapels bouw je per kleur op tot de koning.
rule-3 = Op de stapels bouw je aflopend in dezelfde kleur. Een aflopende reeks open kaarten van dezelfde kleur wordt als geheel verplaatst, vanaf elke kaart in de reeks.
rule-4 = Alleen een koning, of een reeks die met een koning begint, mag op een lege stapel.
rule-5 = Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-6 = Klik op de trekstapel om drie kaarten naar de aflegstapel om te draaien (minder als er minder over zijn); alleen de bovenste kaart van de aflegstapel is speelbaar. Is de trekstapel leeg, dan wordt de aflegstapel omgekeerd tot een nieuwe trekstapel, zo vaak als je wilt.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
