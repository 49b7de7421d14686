# Aces Up
name = Aces Up
summary = Vier stapels en een trekstapel: leg elke kaart af die door een hogere kaart van dezelfde kleur wordt geslagen, tot alleen de vier azen overblijven.
rule-1 = Leg alle kaarten behalve de vier azen af op de aflegstapel, zodat elke aas uiteindelijk alleen op een stapel ligt.
rule-2 = Op de vier stapels wordt elk één open kaart gedeeld; de overige 48 vormen de trekstapel.
rule-3 = De bovenste kaart van een stapel mag naar de aflegstapel zolang de bovenste kaart van een andere stapel een hogere kaart van dezelfde kleur is. Azen zijn de hoogste kaarten, nog boven de koningen, en gaan nooit naar de aflegstapel.
rule-4 = Alleen de bovenste kaart van een stapel kan worden verplaatst, en alleen naar een lege stapel; er wordt nooit iets op een kaart gelegd.
rule-5 = Klik op de trekstapel om op elk van de vier stapels een open kaart te delen, ook op lege stapels. Je gaat maar één keer door de trekstapel.
rule-6 = Er gaat nooit vanzelf een kaart naar de aflegstapel; dat doe je altijd zelf.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
pile-s = Trekstapel
pile-t = Stapel
pile-d = Aflegstapel
