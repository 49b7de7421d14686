# Sir Tommy
name = Sir Tommy
summary = Draai de trekstapel kaart voor kaart om en leg elke kaart op een van vier stapels; bouw de basisstapels op van aas tot koning, ongeacht de kleur.
rule-1 = Leg alle 52 kaarten op de vier basisstapels. Elke basisstapel begint met een aas en loopt telkens één rang op tot de koning, ongeacht de kleur.
rule-2 = Eén kaart begint de aflegstapel en de overige 51 vormen de trekstapel. De vier stapels zijn aan het begin leeg.
rule-3 = Op de aflegstapel past maar één kaart: leg die op een basisstapel of op een van de vier stapels, wat daar ook ligt, voordat je de volgende omdraait.
rule-4 = Alleen de bovenste kaart van een stapel kan worden verplaatst, en alleen naar een basisstapel. Kaarten gaan nooit van stapel naar stapel.
rule-5 = Klik op de trekstapel om de volgende kaart naar de aflegstapel om te draaien. Je gaat maar één keer door de trekstapel.
rule-6 = Kaarten op de basisstapels blijven daar liggen.
rule-7 = De spelnummers komen uit PySolFC: spel #N hier is daar spel #N van Numerica, zoals PySolFC Sir Tommy noemt.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
