# Canfield
name = Canfield
summary = Een reserve van dertien, vier stapels en basisstapels die met een gedeelde kaart beginnen en over de koning heen doorlopen; van de trekstapel draai je telkens drie kaarten om.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend vanaf de rang van de kaart die op de eerste is gedeeld, over de koning heen: na een koning komt een aas, en zo verder omhoog tot de rang onder die van de eerste kaart.
rule-2 = De eerste gedeelde kaart begint de eerste basisstapel. De reserve krijgt dertien kaarten, alleen de bovenste open; de vier stapels krijgen elk één open kaart; drie kaarten gaan naar de aflegstapel en de rest vormt de trekstapel.
rule-3 = Op de stapels bouw je aflopend, afwisselend rood en zwart, ook over de grens heen: een koning mag op een aas. De bovenste kaart van een stapel verplaats je alleen, of de hele stapel in één keer; iets daartussen kan niet.
rule-4 = Een stapel die leeg raakt, wordt meteen gevuld met de bovenste kaart van de reserve, en de kaart daaronder wordt omgedraaid. Is de reserve leeg, dan mag elke kaart op een lege stapel.
rule-5 = De bovenste kaart van de reserve kan naar een stapel of een basisstapel; op de reserve wordt niets gelegd. Kaarten op de basisstapels blijven daar liggen.
rule-6 = Klik op de trekstapel om drie kaarten naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Is de trekstapel leeg, klik er dan op om de aflegstapel om te keren, zo vaak als je wilt.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = PySolFC legt de eerste kaart op de basisstapel van haar eigen kleur; hier begint ze de eerste basisstapel (de basisstapels zijn gelijkwaardig).
differs-2 = Is de reserve leeg, dan neemt een lege stapel elke kaart aan, van de aflegstapel of van een andere stapel, zoals in PySolFC; Morehead en Mott-Smith vullen hem alleen vanaf de aflegstapel. Beide zijn een eerlijke manier van spelen.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
pile-r = Reserve
