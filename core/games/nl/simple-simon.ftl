# Simple Simon
name = Simple Simon
summary = Spin waarin elke kaart zichtbaar is: tien open stapels uit één kaartspel, bouw aflopend, verplaats reeksen in één kleur en ruim hele kleuren op.
rule-1 = Haal alle 52 kaarten van tafel. Een volledige kleur, van koning tot aas, gaat vanzelf naar een basisstapel zodra die op volgorde bovenop een stapel ligt; verder gaat er niets naar de basisstapels.
rule-2 = Alle 52 kaarten worden open over tien stapels gedeeld: de eerste drie krijgen acht kaarten, de volgende achtereenvolgens zeven, zes, vijf, vier, drie, twee en één.
rule-3 = Een kaart gaat op een kaart die één rang hoger is, ongeacht de kleur. Kaarten van één kleur die op volgorde aflopen, worden samen als reeks verplaatst; kaarten van gemengde kleuren alleen één voor één van bovenaf.
rule-4 = Elke kaart, of reeks in één kleur, mag op een lege stapel.
rule-5 = Er is geen trekstapel.
rule-6 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = Een volledige kleur, van koning tot aas, gaat naar de basisstapel zodra die op volgorde bovenop een stapel ligt, en tot dat gebeurd is kan er niets anders gespeeld worden; in PySolFC kiest de speler zelf wanneer hij die verplaatst. Beide zijn een eerlijke manier van spelen.
differs-2 = PySolFC verplaatst ook een aflopende reeks van gemengde kleuren in één zet, als er genoeg lege stapels zijn om de delen in één kleur na elkaar te verplaatsen. Hier is elk deel in één kleur een eigen zet: je bereikt dezelfde stellingen, alleen met meer zetten.
pile-f = Basisstapel
pile-t = Stapel
