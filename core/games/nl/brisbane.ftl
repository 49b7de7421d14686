# Brisbane
name = Brisbane
summary = Zeven stapels in Yukon-stijl: verplaats elke open kaart met alles wat erop ligt en bouw aflopend, ongeacht de kleur.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld, daarna 5, 5, 5, 4, 4, 4, 4 open kaarten.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager, ongeacht de kleur. Elke open kaart mag samen met alle kaarten erop, op volgorde of niet, naar een kaart die één rang hoger is.
rule-4 = Alleen een koning, of een groep waarvan de onderste kaart een koning is, mag op een lege stapel.
rule-5 = Alleen de bovenste kaart van een stapel gaat naar een basisstapel. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
differs-1 = De bron deelt maar 28 kaarten; wij delen alle 52 op de gangbare manier (0–6 dicht plus 5, 5, 5, 4, 4, 4, 4 open), zoals PySolFC.
pile-f = Basisstapel
pile-t = Stapel
