# Forty Thieves
name = Veertig rovers
summary = Twee kaartspellen, tien kolommen van vier: bouw aflopend in dezelfde kleur, kaart voor kaart, en ga één keer door de trekstapel.
rule-1 = Leg alle 104 kaarten op de acht basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Twee volledige kaartspellen. Op tien kolommen worden elk vier kaarten gedeeld, allemaal open; één kaart begint de aflegstapel en de overige 63 vormen de trekstapel.
rule-3 = Op de kolommen bouw je aflopend, telkens één rang lager in dezelfde kleur. Alleen de bovenste kaart van een kolom kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Elke kaart mag in een lege kolom.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Je gaat maar één keer door de trekstapel.
rule-6 = De bovenste kaart van een basisstapel mag terug op een kolom (sleep hem erheen).
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Kolom
