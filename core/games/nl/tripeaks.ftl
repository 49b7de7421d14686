# TriPeaks
name = TriPeaks
summary = Drie pieken van kaarten, de onderste rij open: speel ze af op de aflegstapel, één rang hoger of lager; koning en aas liggen naast elkaar.
rule-1 = Haal alle 28 kaarten van de drie pieken. De trekstapel mag nog kaarten bevatten als je wint.
rule-2 = Op de pieken worden 18 dichte kaarten gedeeld en een onderste rij van tien open kaarten; één kaart begint de aflegstapel en de overige 23 vormen de trekstapel.
rule-3 = Een kaart is pas speelbaar als er geen kaart op ligt, en een dichte kaart wordt omgedraaid zodra de twee kaarten erop weg zijn.
rule-4 = Een vrije kaart mag op de aflegstapel als die één rang hoger of lager is dan de bovenste kaart daar, ongeacht de kleur; koning en aas liggen naast elkaar, in beide richtingen.
rule-5 = Klik op de trekstapel om de volgende kaart naar de aflegstapel om te draaien. Je gaat maar één keer door de trekstapel.
rule-6 = Puntentelling zoals in PySolFC: het spel kost $5 voor elk van de 24 kaarten die niet op de pieken worden gedeeld; elke kaart van de pieken naar de aflegstapel levert $1 meer op dan de vorige, totdat er een kaart van de trekstapel wordt omgedraaid; elke leeggespeelde piek levert $15 op, en alle drie samen nog eens $30.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-a = Piek
pile-b = Tweede rij, kaart
pile-c = Derde rij, kaart
pile-d = Onderste rij, kaart
