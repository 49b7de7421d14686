# Somerset
name = Somerset
summary = Tien open stapels van één tot acht kaarten: bouw aflopend in afwisselend rood en zwart en verplaats reeksen voor zover de lege stapels dat toelaten.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Alle 52 kaarten worden open over de tien stapels gedeeld: één tot zeven kaarten op de eerste zeven stapels, acht op elk van de laatste drie.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. De bovenste kaart van een stapel kan worden verplaatst, of een aflopend gebouwde reeks in afwisselend rood en zwart als er ruimte is om die kaart voor kaart te verplaatsen: een reeks van n kaarten verplaats je in één keer als n ≤ 2 ^ (lege stapels), waarbij de doelstapel niet meetelt als die leeg is.
rule-4 = Elke kaart of reeks mag op een lege stapel.
rule-5 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Stapel
