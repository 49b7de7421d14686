# Spiderette
name = Spinnetje
summary = Spin met één kaartspel, gedeeld zoals bij Klondike: zeven stapels, bouw aflopend, verplaats reeksen in één kleur en ruim hele kleuren op van koning tot aas.
rule-1 = Haal alle 52 kaarten van tafel. Een volledige kleur, van koning tot aas, gaat vanzelf naar een basisstapel zodra die op volgorde bovenop een stapel ligt; verder gaat er niets naar de basisstapels.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld, met op elke stapel één open kaart. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Een kaart gaat op een kaart die één rang hoger is, ongeacht de kleur. Kaarten van één kleur die op volgorde aflopen, worden samen als reeks verplaatst; kaarten van gemengde kleuren alleen één voor één van bovenaf.
rule-4 = Elke kaart, of reeks in één kleur, mag op een lege stapel.
rule-5 = Klik op de trekstapel om een rij te delen: op elk van de zeven stapels één open kaart. Daarvoor moet elke stapel minstens één kaart bevatten. De trekstapel deelt drie rijen van zeven en een laatste rij van drie, op de eerste drie stapels, en wordt niet omgekeerd.
rule-6 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = Een volledige kleur, van koning tot aas, gaat naar de basisstapel zodra die op volgorde bovenop een stapel ligt, en tot dat gebeurd is kan er niets anders gespeeld worden, zoals in Spider van Microsoft; in PySolFC kiest de speler zelf wanneer hij die verplaatst. Beide zijn een eerlijke manier van spelen.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Stapel
