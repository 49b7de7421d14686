# Russian Solitaire
name = Russian Solitaire
summary = Yukon in dezelfde kleur: zeven stapels, geen trekstapel; verplaats elke open kaart met alles wat erop ligt naar de kaart van haar eigen kleur die één rang hoger is.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op de zeven stapels worden 0 tot 6 dichte kaarten gedeeld; daarna krijgt de eerste stapel één open kaart en elk van de andere vijf. Een dichte kaart die bovenop haar stapel komt te liggen, wordt omgedraaid.
rule-3 = Op de stapels bouw je aflopend, telkens één rang lager in dezelfde kleur. Elke open kaart mag samen met alle kaarten erop, op volgorde of niet, naar de kaart van haar eigen kleur die één rang hoger is.
rule-4 = Alleen een koning, of een groep waarvan de onderste kaart een koning is, mag op een lege stapel.
rule-5 = Alleen de bovenste kaart van een stapel gaat naar een basisstapel, en kaarten op de basisstapels blijven daar liggen.
rule-6 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-f = Basisstapel
pile-t = Stapel
