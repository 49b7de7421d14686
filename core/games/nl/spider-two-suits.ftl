# Spider (Two Suits)
name = Spin (twee kleuren)
summary = Spin met schoppen en harten: twee kaartspellen, tien stapels, bouw aflopend, verplaats reeksen in één kleur en ruim hele kleuren op.
rule-1 = Haal alle 104 kaarten van tafel. Een volledige kleur, van koning tot aas, gaat vanzelf naar een basisstapel zodra die op volgorde bovenop een stapel ligt; verder gaat er niets naar de basisstapels.
rule-2 = De 104 kaarten zijn schoppen en harten: elke kaart vier keer.
rule-3 = Op tien stapels worden 54 kaarten gedeeld: stapel 1, 4, 7 en 10 krijgen er zes, de andere vijf, en alleen de bovenste kaart van elke stapel ligt open. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-4 = Een kaart gaat op een kaart die één rang hoger is, ongeacht de kleur. Kaarten van één kleur die op volgorde aflopen, worden samen als reeks verplaatst; kaarten van gemengde kleuren alleen één voor één van bovenaf.
rule-5 = Elke kaart, of reeks in één kleur, mag op een lege stapel.
rule-6 = Klik op de trekstapel om een rij te delen: op elk van de tien stapels één open kaart. Daarvoor moet elke stapel minstens één kaart bevatten. De trekstapel deelt vijf rijen en wordt niet omgekeerd.
rule-7 = Puntentelling zoals bij Microsoft: 500 aan het begin, min 1 voor elke zet (ook voor een gedeelde rij), plus 100 voor elke voltooide kleur. Een ongedaan gemaakte zet geeft zijn punt terug.
differs-1 = Het spel met twee kleuren van PySolFC bestaat uit klaveren en harten; hier zijn het schoppen en harten, zoals Spider van Microsoft het met twee kleuren toont. Spel #N is kaart voor kaart spel #N van Spider (2 Suits) in PySolFC.
differs-2 = PySolFC deelt de zesde kaarten aan stapel 1, 4, 7 en 10; Microsoft geeft ze aan stapel 1 tot en met 4. De spellen hier zijn die van PySolFC.
differs-3 = Een volledige kleur, van koning tot aas, gaat naar de basisstapel zodra die op volgorde bovenop een stapel ligt, en tot dat gebeurd is kan er niets anders gespeeld worden, zoals in Spider van Microsoft; in PySolFC kiest de speler zelf wanneer hij die verplaatst. Beide zijn een eerlijke manier van spelen.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Stapel
