# Scotch Patience
name = Schotse patience
summary = Fan met basisstapels die afwisselend rood en zwart worden opgebouwd: achttien open waaiers; bouw aflopend, ongeacht de kleur, kaart voor kaart, en een leeggemaakte waaier blijft leeg.
rule-1 = Leg alle 52 kaarten op de vier basisstapels. Elke basisstapel begint met een aas en loopt op tot de koning, afwisselend rood en zwart, ongeacht de kleur: een rode 2 (harten of ruiten) op een zwarte aas, daarop een zwarte 3, enzovoort.
rule-2 = Alle 52 kaarten worden open over achttien waaiers gedeeld: drie op elk van de eerste zeventien en één op de laatste.
rule-3 = Op de waaiers bouw je aflopend, telkens één rang lager, ongeacht de kleur. Alleen de bovenste kaart van een waaier kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Een waaier die leeg raakt, wordt nooit meer gevuld.
rule-5 = De bovenste kaart van een basisstapel mag terug op een waaier (sleep hem erheen).
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Waaier
