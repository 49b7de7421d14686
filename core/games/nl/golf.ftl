# Golf
name = Golf
summary = Zeven open stapels van vijf: speel ze af op de aflegstapel, één rang hoger of lager, en draai een kaart van de trekstapel om als je vastzit.
rule-1 = Haal alle kaarten van de zeven stapels. De trekstapel mag nog kaarten bevatten als je wint.
rule-2 = Op de zeven stapels worden elk vijf kaarten open gedeeld; één kaart begint de aflegstapel en de overige 16 vormen de trekstapel.
rule-3 = De bovenste kaart van een stapel mag op de aflegstapel als die één rang hoger of lager is dan de bovenste kaart daar, ongeacht de kleur. Aas en koning liggen niet naast elkaar, en een vrouw mag op een koning, zoals in Golf van PySolFC (Dead King Golf, ook in deze verzameling, verbiedt dat).
rule-4 = Er wordt nooit iets op een stapel gelegd, en een leeggespeelde stapel blijft leeg.
rule-5 = Klik op de trekstapel om de volgende kaart naar de aflegstapel om te draaien. Je gaat maar één keer door de trekstapel.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-t = Stapel
