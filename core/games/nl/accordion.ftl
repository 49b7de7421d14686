# Accordion
name = Accordeon
summary = Alle 52 kaarten in één rij: leg een stapel op zijn linkerbuur of op de stapel drie plaatsen links ervan als hun bovenste kaarten dezelfde kleur of dezelfde rang hebben, tot één stapel alle kaarten bevat.
rule-1 = Verzamel alle 52 kaarten op één stapel.
rule-2 = De kaarten worden open gedeeld in een rij van 52 stapels van elk één kaart, die je van links naar rechts leest, regel voor regel.
rule-3 = Een stapel mag in zijn geheel op de stapel direct links ervan worden gelegd, of op de stapel drie plaatsen links ervan, als de bovenste kaarten van beide stapels dezelfde kleur of dezelfde rang hebben. Sleep een stapel aan zijn bovenste kaart.
rule-4 = De rij sluit zich achter een stapel die wordt verplaatst: alle stapels rechts ervan schuiven één plaats naar links op, zodat ‘direct links ervan’ en ‘drie plaatsen’ altijd stapels tellen, nooit lege plekken.
rule-5 = Er is geen trekstapel en er wordt niet opnieuw gedeeld.
rule-6 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van dezelfde patience.
differs-1 = PySolFC laat op elke plaats maar één kaart liggen en legt de bedekte kaart apart op een aflegstapel; hier worden de stapels op elkaar gelegd, zoals in het klassieke spel. Omdat alleen de bovenste kaart van een stapel ooit meedoet, is het spel hetzelfde.
pile-t = Stapel
