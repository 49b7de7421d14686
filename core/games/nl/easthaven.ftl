# Easthaven
name = Easthaven
summary = Zeven stapels van drie: bouw aflopend in afwisselend rood en zwart, verplaats reeksen en deel vanaf de trekstapel een kaart op elke stapel, leeg of niet.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden elk drie kaarten gedeeld, de onderste twee dicht en de bovenste open. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Elke kaart of reeks mag op een lege stapel.
rule-5 = Klik op de trekstapel om een rij te delen: op elk van de zeven stapels één open kaart, ook op lege stapels. De trekstapel deelt vier rijen van zeven en een laatste rij van drie, op de eerste drie stapels, en wordt niet omgekeerd.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Stapel
