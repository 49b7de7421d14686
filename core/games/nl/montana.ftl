# Montana
name = Montana
summary = Vier rijen van dertien waaruit de azen zijn gehaald: leg elke kaart in een gat rechts van de kaart van dezelfde kleur die één rang lager is, tot elke rij van twee tot koning loopt; twee keer worden de kaarten die nog niet op volgorde liggen opnieuw gedeeld.
rule-1 = Leg elke rij vanaf de eerste plaats op volgorde van twee tot koning in één kleur.
rule-2 = Alle 52 kaarten worden open gedeeld in vier rijen van dertien plaatsen; daarna worden de azen eruit gehaald, zodat er vier gaten ontstaan.
rule-3 = Je verplaatst steeds één kaart, vanaf welke plaats ook, naar een gat: op de eerste plaats van een rij alleen een twee, overal elders alleen de kaart van dezelfde kleur die één rang hoger is dan de kaart links van het gat. Rechts van een koning of van een ander gat komt niets.
rule-4 = Twee keer per spel kun je op de trekstapel klikken om opnieuw te delen: in elke rij worden de kaarten na de reeks vanaf de eerste plaats (vanaf de twee oplopend in één kleur) verzameld, geschud en opnieuw op die plaatsen gedeeld, waarbij direct na elke reeks een gat overblijft. Je mag opnieuw delen wanneer je wilt, ook als er nog zetten mogelijk zijn.
rule-5 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience, en bij elke keer opnieuw delen worden de kaarten net zo geschud als in PySolFC.
differs-1 = De weggelegde azen liggen open onder de rijen, terwijl PySolFC ze uit het zicht houdt.
pile-t = Plaats
pile-s = Trekstapel
pile-a = Weggelegde azen
