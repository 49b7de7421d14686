# La Belle Lucie
name = La Belle Lucie
summary = Achttien open waaiers van drie: bouw aflopend in dezelfde kleur, kaart voor kaart, en twee keer worden de waaiers verzameld, geschud en opnieuw gedeeld.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Alle 52 kaarten worden open over achttien waaiers gedeeld: drie op elk van de eerste zeventien en één op de laatste.
rule-3 = Op de waaiers bouw je aflopend, telkens één rang lager in dezelfde kleur. Alleen de bovenste kaart van een waaier kan worden verplaatst; reeksen gaan niet samen mee.
rule-4 = Een waaier die leeg raakt, wordt nooit meer gevuld.
rule-5 = De bovenste kaart van een basisstapel mag terug op een waaier (sleep hem erheen).
rule-6 = Twee keer per spel kun je op de trekstapel klikken om opnieuw te delen: alle kaarten die nog op de waaiers liggen, worden verzameld, geschud en vanaf de eerste waaier opnieuw in waaiers van drie gedeeld, waarbij de laatste waaier één of twee kaarten minder krijgt. Je mag opnieuw delen wanneer je wilt, ook als er nog zetten mogelijk zijn.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience, en bij elke keer opnieuw delen worden de kaarten net zo geschud als in PySolFC.
differs-1 = De merci uit de klassieke regels (na de laatste keer opnieuw delen één bedekte kaart uit een waaier halen en spelen) is weggelaten, zoals PySolFC die ook bij La Belle Lucie weglaat.
pile-s = Trekstapel
pile-f = Basisstapel
pile-t = Waaier
