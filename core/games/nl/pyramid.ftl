# Pyramid
name = Piramide
summary = Speel de piramide en de trekstapel weg in paren die samen 13 zijn; koningen gaan alleen. Drie keer door de trekstapel.
rule-1 = Leg alle 52 kaarten op de basisstapel. Kaarten gaan weg in paren waarvan de rangen samen 13 zijn: aas en vrouw, twee en boer, drie en tien, vier en negen, vijf en acht, zes en zeven, ongeacht de kleur. Een koning gaat alleen.
rule-2 = De piramide bestaat uit 28 open gedeelde kaarten in zeven rijen. Een kaart is vrij zodra geen van de twee kaarten uit de rij eronder die haar overlappen er nog ligt.
rule-3 = De vrije kaarten van de piramide, de bovenste kaart van de aflegstapel en de bovenste kaart van de trekstapel, die open ligt, zijn allemaal speelbaar: sleep een kaart naar haar partner (of tik erop) en ze gaan allebei weg; tik of dubbelklik op een koning om hem naar de basisstapel te sturen.
rule-4 = Eén kaart begint de aflegstapel. Klik op de trekstapel om de bovenste kaart naar de aflegstapel te leggen. Is de trekstapel leeg, klik er dan op om de aflegstapel om te keren: je gaat in totaal drie keer door de trekstapel.
differs-1 = Zoals PySolFC het speelt, moet elke kaart naar de basisstapel, ook die van de trekstapel en de aflegstapel; de Pyramid van Microsoft is gewonnen zodra de piramide leeg is. Spel #N is spel #N van Piramide in PySolFC.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-h = Basisstapel
pile-a = Topkaart
pile-b = Tweede rij, kaart
pile-c = Derde rij, kaart
pile-d = Vierde rij, kaart
pile-e = Vijfde rij, kaart
pile-f = Zesde rij, kaart
pile-g = Onderste rij, kaart
