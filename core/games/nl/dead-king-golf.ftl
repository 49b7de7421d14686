# Dead King Golf
name = Dead King Golf
summary = Golf waarin niets op een koning mag: ligt er een koning bovenop de aflegstapel, dan kom je alleen met de trekstapel verder.
rule-1 = Haal alle kaarten van de zeven stapels. De trekstapel mag nog kaarten bevatten als je wint.
rule-2 = Op de zeven stapels worden elk vijf kaarten open gedeeld; één kaart begint de aflegstapel en de overige 16 vormen de trekstapel.
rule-3 = De bovenste kaart van een stapel mag op de aflegstapel als die één rang hoger of lager is dan de bovenste kaart daar, ongeacht de kleur. Aas en koning liggen niet naast elkaar, en op een koning mag niets: ligt er een koning bovenop de aflegstapel, draai dan een kaart van de trekstapel om.
rule-4 = Er wordt nooit iets op een stapel gelegd, en een lege stapel blijft leeg.
rule-5 = Klik op de trekstapel om de volgende kaart naar de aflegstapel om te draaien. Je gaat maar één keer door de trekstapel.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-t = Stapel
