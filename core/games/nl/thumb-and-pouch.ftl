# Thumb and Pouch
name = Thumb and Pouch
summary = Klondike waarin je aflopend bouwt op elke kleur behalve die van de kaart zelf; elke kaart mag op een lege plek, en je gaat één keer door de trekstapel.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld, met op elke stapel één open kaart. Eén kaart begint de aflegstapel en de overige 23 vormen de trekstapel. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager in een andere kleur dan die van de kaart zelf: de 6♥ mag op een zwarte 7 of op de 7♦, maar nooit op de 7♥. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Elke kaart of reeks mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Je gaat maar één keer door de trekstapel.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
