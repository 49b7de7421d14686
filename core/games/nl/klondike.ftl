# Klondike
name = Klondike
summary = De klassieke patience: zeven stapels, aflopend bouwen in afwisselend rood en zwart, de trekstapel kaart voor kaart omdraaien.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld, met op elke stapel één open kaart. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Alleen een koning, of een reeks die met een koning begint, mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Is de trekstapel leeg, klik er dan op om de aflegstapel om te keren en er opnieuw doorheen te gaan, zo vaak als je wilt.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = Puntentelling zoals in Windows (zonder tijd): 5 punten voor een kaart van de aflegstapel naar een stapel en voor elke omgedraaide kaart, 10 voor een kaart op een basisstapel, min 15 voor een kaart die van een basisstapel wordt teruggenomen en min 100 voor het omkeren van de aflegstapel; de score zakt nooit onder 0.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
