# Gypsy
name = Gypsy
summary = Twee kaartspellen, acht stapels van drie: bouw aflopend in afwisselend rood en zwart, verplaats reeksen en deel vanaf de trekstapel een kaart op elke stapel.
rule-1 = Leg alle 104 kaarten op de acht basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Twee volledige kaartspellen: 104 kaarten, elke kaart twee keer.
rule-3 = Op de acht stapels worden elk drie kaarten gedeeld, de onderste twee dicht en de bovenste open. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-4 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-5 = Elke kaart of reeks mag op een lege stapel.
rule-6 = Klik op de trekstapel om een rij te delen: op elk van de acht stapels één open kaart, ook op lege stapels. De trekstapel deelt tien rijen en wordt niet omgekeerd.
rule-7 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-8 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Stapel
