# Scorpion
name = Schorpioen
summary = De neef van Spin met één kaartspel: bouw aflopend in dezelfde kleur, verplaats elke open kaart met alles erop en ruim hele kleuren op.
rule-1 = Haal alle 52 kaarten van tafel. Een volledige kleur, van koning tot aas, gaat vanzelf naar een basisstapel zodra die op volgorde bovenop een stapel ligt; verder gaat er niets naar de basisstapels.
rule-2 = Op zeven stapels worden elk zeven kaarten gedeeld: in de eerste vier stapels liggen de onderste drie kaarten dicht, alle andere kaarten open. De laatste drie kaarten vormen de trekstapel. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Een kaart gaat op de kaart van haar eigen kleur die één rang hoger is. Elke open kaart mag samen met alle kaarten erop verplaatst worden, op volgorde of niet.
rule-4 = Alleen een koning, of een groep waarvan de onderste kaart een koning is, mag op een lege stapel.
rule-5 = Klik op de trekstapel om de drie kaarten open te delen, één op elk van de eerste drie stapels; die stapels mogen dan ook leeg zijn.
rule-6 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = Een volledige kleur, van koning tot aas, gaat naar de basisstapel zodra die op volgorde bovenop een stapel ligt, en tot dat gebeurd is kan er niets anders gespeeld worden, zoals in Spider van Microsoft; in PySolFC kiest de speler zelf wanneer hij die verplaatst. Beide zijn een eerlijke manier van spelen.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Stapel
