# Northwest Territory
name = Northwest Territory
summary = Acht Klondike-stapels en een reserve van zestien, geen trekstapel: bouw aflopend in afwisselend rood en zwart, verplaats reeksen, en alleen koningen mogen op een lege plek.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de acht stapels worden 0 tot 7 dichte kaarten gedeeld, met op elke stapel één open kaart; de overige zestien kaarten vormen de reserve, elk open en los. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Alleen een koning, of een reeks die met een koning begint, mag op een lege stapel.
rule-5 = Een reservekaart mag naar een stapel of een basisstapel; op de reserve wordt nooit iets gelegd.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-8 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Stapel
pile-r = Reservekaart
