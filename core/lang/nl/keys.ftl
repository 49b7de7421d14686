## The controls: the rules screen lists them as rows of what to press (or do) and
## what it does ("key-…" names the keys, "key-…-does" says what they do). The
## English rows are also the README's table of controls.
## Dutch: key names as printed on keyboards used in the Netherlands and Flanders
## (Ctrl, Shift, Alt, Enter, Esc, Backspace); "spatiebalk", "pijltoetsen".

key-drag = sleep een kaart (muis of vinger)
key-drag-does = verplaatst hem, met de kaarten erop waar het spel dat toestaat; geldige doelen lichten op, en een kaart die je boven twee stapels loslaat, gaat naar de stapel die hem aanneemt
key-click = klik / tik op een kaart
key-click-does = verplaatst hem naar de beste plek: eerst een basisstapel, dan de stapel met de langste geordende reeks (bij Spin eerst op zijn eigen kleur), dan (een losse kaart, geen koning) liever een vrije cel dan een lege kolom
key-double-click = dubbelklik / dubbeltik
key-double-click-does = stuurt hem naar huis: naar zijn basisstapel, of naar de aflegstapel in spellen die daarop aanleggen (Golf, TriPeaks)
key-stock = klik op de trekstapel
key-stock-does = trekt een kaart; is de trekstapel leeg, dan wordt de aflegstapel omgekeerd (waar het spel dat toestaat); bij Spin wordt een rij op de tien stapels gedeeld (op elke stapel moet een kaart liggen)
key-keyboard = pijltoetsen, spatiebalk, Enter, Esc
key-keyboard-does = spelen met het toetsenbord: de pijltoetsen bewegen een cursor over de stapels (omhoog en omlaag lopen ook langs de reeks die je kunt oppakken; links en rechts langs een rij die naar rechts uitwaaiert, zoals bij Straten en steegjes), de spatiebalk pakt kaarten op en legt ze neer waar de cursor staat, Enter stuurt de kaart naar de beste plek, Esc legt terug wat je vasthoudt (op de trekstapel van Piramide pakt de spatiebalk de open bovenste kaart op en draait Enter hem om)
key-undo = Ctrl+Z, Ctrl+Y of Ctrl+Shift+Z
key-undo-does = ongedaan maken, opnieuw doen (een zet samen met de kaarten die daarna vanzelf naar de basisstapels gingen)
# The letter keys N, R, H and the keys $finish (F) and $rules (F1); the letters are
# the keys themselves, not words.
key-letters = N, R, H, { $finish }, { $rules }
key-letters-does = nieuw spel, opnieuw beginnen, tip, afmaken (alle kaarten naar de basisstapels, zodra je daarmee alleen al wint: met automatische zetten uit meldt een regel onderaan dat, en erop tikken maakt het spel ook af; met automatische zetten aan gebeurt het vanzelf), de regels en de bediening
key-dialogs = D, G, S, Y
key-dialogs-does = demo (elke toets stopt hem), de spellen, de statistieken, de dagspellen van vandaag
# The Backspace key's name, as printed on keyboards in the language.
key-backspace = Backspace
key-back-does = zodra de oplosser de stand verloren vindt: terug naar het laatste punt vanwaar hij nog te winnen was (de regel onderaan zegt hoeveel zetten terug; erop tikken doet hetzelfde)
key-mute-does = geluidseffecten uit of aan
key-piles = 1-9, 0, C, O, W, T
key-piles-does = laat een stapel voorlezen: de kolommen, de vrije cellen, de basisstapels, de aflegstapel, de trekstapel (zie ‘Spelen met een schermlezer’)
key-menu-does = het menu; in een dialoogvenster ga je met Tab of de pijltoetsen van knop naar knop, en de spatiebalk of Enter drukt er een in
key-full-screen = F11 of Alt+Enter
key-full-screen-does = volledig scherm
