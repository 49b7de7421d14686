# ForeCell
name = ForeCell
summary = De strengere neef van FreeCell: de vrije cellen zijn aan het begin vol en alleen koningen vullen lege kolommen.
rule-1 = Leg alle 52 kaarten op de vier basisstapels, per kleur oplopend van aas tot koning.
rule-2 = Op acht kolommen worden elk zes kaarten open gedeeld; de laatste vier kaarten beginnen in de vier vrije cellen.
rule-3 = Op de kolommen bouw je aflopend, afwisselend rood en zwart. Een vrije cel biedt plaats aan één willekeurige kaart.
rule-4 = Een reeks van n kaarten verplaats je in één keer als n hoogstens het aantal lege vrije cellen plus één is.
rule-5 = Alleen een koning, of een reeks die met een koning begint, mag in een lege kolom.
differs-1 = De bron beschrijft de klassieke FreeCell (die als eigen spel is opgenomen); ForeCell is het gevestigde, aparte spel uit PySolFC en KPatience: 8 kolommen van 6, vier kaarten in de cellen, alleen koningen in lege kolommen, reeksen beperkt tot vrije cellen + 1.
pile-c = Vrije cel
pile-f = Basisstapel
pile-t = Kolom
