# Streets and Alleys
name = Straten en steegjes
summary = Acht open rijen aan weerszijden van de basisstapels: bouw aflopend, ongeacht de kleur, met elke kaart in zicht.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Alle 52 kaarten worden open over de acht rijen gedeeld: zeven op elk van de vier rijen links, zes op elk van de rijen rechts.
rule-3 = Op de rijen bouw je aflopend, telkens één rang lager, ongeacht de kleur. Alleen de bovenste kaart van een rij (het rechteruiteinde) kan worden verplaatst, of een aflopend gebouwde reeks als er ruimte is om die kaart voor kaart te verplaatsen: een reeks van n kaarten verplaats je in één keer als n ≤ 2 ^ (lege rijen), waarbij de doelrij niet meetelt als die leeg is.
rule-4 = Elke kaart of reeks mag op een lege rij.
rule-5 = Kaarten op de basisstapels blijven daar liggen.
rule-6 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Rij
