# Lower 48
name = Lower 48
summary = Twee kaartspellen, acht open stapels van vijf; bouw aflopend in afwisselend rood en zwart, kaart voor kaart, en ga twee keer door de trekstapel.
rule-1 = Leg alle 104 kaarten op de acht basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Er worden acht stapels van vijf open kaarten gedeeld; de overige 64 kaarten vormen de trekstapel.
rule-3 = Op de stapels bouw je aflopend, afwisselend rood en zwart. Alleen losse kaarten worden verplaatst, nooit reeksen.
rule-4 = Alleen een koning mag op een lege stapel.
rule-5 = Klik op de trekstapel om één kaart naar de aflegstapel om te draaien; de bovenste kaart van de aflegstapel is speelbaar. Is de trekstapel op, dan mag de aflegstapel één keer worden omgekeerd (in totaal twee keer door de stapel).
differs-1 = De bron deelt 40 kaarten uit één spel van 52 kaarten zonder trekstapel, waardoor 12 kaarten nergens liggen; Lower 48 wordt, zoals in Pretty Good Solitaire, gespeeld met twee kaartspellen, een trekstapel van 64 kaarten en één keer opnieuw delen.
pile-s = Trekstapel
pile-w = Aflegstapel
pile-f = Basisstapel
pile-t = Stapel
