# Whitehead
name = Whitehead
summary = Klondike met alle kaarten open: bouw aflopend rood op rood en zwart op zwart en verplaats reeksen in één kleur; elke kaart mag op een lege plek, en je gaat één keer door de trekstapel.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 1 tot 7 kaarten gedeeld, allemaal open. Eén kaart begint de aflegstapel en de overige 23 vormen de trekstapel.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager, rood op rood en zwart op zwart. Een reeks verplaats je alleen in zijn geheel als alle kaarten ervan dezelfde kleur hebben, bijvoorbeeld allemaal harten.
rule-4 = Elke kaart, of reeks in één kleur, mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Je gaat maar één keer door de trekstapel.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
