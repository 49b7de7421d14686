# Vegas Klondike
name = Vegas Klondike
summary = Klondike om geld: betaal $52 voor het spel en win $5 per kaart op de basisstapels; één kaart tegelijk, één keer door de trekstapel.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld, met op elke stapel één open kaart. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager en afwisselend rood en zwart. Elke open kaart verplaats je samen met de reeks die erop ligt.
rule-4 = Alleen een koning, of een reeks die met een koning begint, mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Je gaat maar één keer door de trekstapel: er wordt niet opnieuw gedeeld.
rule-6 = De bovenste kaart van een basisstapel mag terug op een stapel (sleep hem erheen).
rule-7 = Vegas-telling: het spel kost $52 en elke kaart op een basisstapel levert $5 op, dus met 11 kaarten op de basisstapels sta je op winst. Een kaart die van een basisstapel wordt teruggenomen, neemt haar $5 weer mee. De statistieken houden een doorlopend saldo bij van de uitkomst van elk spel.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
