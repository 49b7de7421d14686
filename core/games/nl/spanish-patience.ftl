# Spanish Patience
name = Spaanse patience
summary = Bakkersdozijn met basisstapels die afwisselend rood en zwart worden opgebouwd: dertien open stapels van vier met elke koning onderop; bouw aflopend, ongeacht de kleur.
rule-1 = Leg alle 52 kaarten op de vier basisstapels. Elke basisstapel begint met een aas en loopt op tot de koning, afwisselend rood en zwart, ongeacht de kleur: een rode 2 (harten of ruiten) op een zwarte aas, daarop een zwarte 3, enzovoort.
rule-2 = Op elk van de dertien stapels worden vier kaarten gedeeld, allemaal open. Een koning die op een stapel wordt gedeeld, komt onder de andere kaarten van die stapel te liggen.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager, ongeacht de kleur. Alleen de bovenste kaart van een stapel kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Een stapel die leeg raakt, wordt nooit meer gevuld.
rule-5 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Stapel
