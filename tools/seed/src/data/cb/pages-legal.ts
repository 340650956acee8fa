import type { SeedPage } from '../types';

export const cbTermsPage: SeedPage = {
  path: '/algemene-voorwaarden/',
  pageType: 'INFO',
  title: 'Algemene voorwaarden',
  metaDescription:
    'De algemene voorwaarden die gelden voor elke bestelling van cadeaubonnen, donatiebonnen en extra’s bij Cadeaubon.',
  keywords: ['algemene voorwaarden', 'voorwaarden', 'cadeaubon', 'bestellen'],
  translationKey: 'terms',
  body: `# Algemene voorwaarden

Deze algemene voorwaarden zijn van toepassing op elk aanbod van en elke bestelling bij Cadeaubon B.V. ("Cadeaubon", "wij", "ons"). Lees ze goed door voordat je een bestelling plaatst. Door te bestellen ga je akkoord met deze voorwaarden.

## 1. Begrippen

- **Cadeaubon**: een digitale of fysieke bon met een geldwaarde die kan worden besteed bij het merk op de bon, of, in het geval van de Keuze Cadeaukaart, kan worden ingewisseld voor een of meer andere cadeaubonnen uit ons assortiment.
- **Digitale cadeaubon**: een cadeaubon die wij per e-mail versturen als pdf of link.
- **Fysieke cadeaubon**: een cadeaubon die wij per post versturen, meestal in een cadeauhoes.
- **Klant**: de particulier of het bedrijf dat een bestelling plaatst.
- **Ontvanger**: degene die de cadeaubon krijgt.
- **Uitgever**: het merk of platform dat de cadeaubon uitgeeft en als betaalmiddel accepteert.
- **Werkdag**: maandag tot en met vrijdag, met uitzondering van officiële feestdagen.

## 2. Toepasselijkheid

1. Deze voorwaarden gelden voor alle bestellingen via onze website, per telefoon of per e-mail.
2. Voor zakelijke klanten kan daarnaast een offerte of raamovereenkomst gelden. Bij strijdigheid gaat die overeenkomst voor.
3. Wij kunnen deze voorwaarden wijzigen. Op je bestelling is de versie van toepassing die op het moment van bestellen op de website staat.

## 3. Bestellen

1. Een bestelling is definitief zodra de betaling is afgerond en je onze orderbevestiging per e-mail hebt ontvangen.
2. Je bent zelf verantwoordelijk voor het juist invullen van de gegevens van de ontvanger.
3. Wij mogen een bestelling weigeren of annuleren bij een redelijk vermoeden van fraude of misbruik. Een reeds betaald bedrag storten wij dan terug.
4. Cadeaubonnen met wijn kunnen alleen worden besteld door klanten van 18 jaar en ouder.
5. Platformbonnen kunnen worden besteld tot een maximum van € 500 per bestelling.

## 4. Prijzen en betaling

1. Alle prijzen zijn in euro’s.
2. Een cadeaubon is een betaalmiddel; er wordt daarom geen btw over de waarde berekend. Over extra’s, verzend- en servicekosten wordt wel btw berekend; deze staat apart op je factuur.
3. Eventuele service- en verzendkosten zie je in je winkelmandje voordat je betaalt.
4. Je kunt betalen met iDEAL, creditcard, PayPal, Bancontact en, voor zakelijke klanten, op factuur. Facturen moeten binnen 14 dagen worden voldaan.

## 5. Levering

1. Digitale cadeaubonnen worden meestal binnen een uur na betaling bezorgd, of op het moment dat je zelf hebt gekozen.
2. Fysieke cadeaubonnen die op een werkdag vóór 17:00 uur zijn besteld, versturen wij dezelfde dag. Brievenbuspost wordt doorgaans de volgende dag bezorgd, van dinsdag tot en met zaterdag.
3. Bestellingen met een totale waarde boven € 300 en bestellingen met wijn worden altijd aangetekend verstuurd.
4. Meer informatie vind je op onze [bezorgpagina](/delivery/).

## 6. Gebruik van cadeaubonnen

1. Op het gebruik van een cadeaubon zijn de voorwaarden van de uitgever van toepassing.
2. De geldigheidsduur staat op de bon en is te zien bij de [saldocheck](/saldocheck/). De meeste bonnen zijn minimaal 12 maanden geldig.
3. Cadeaubonnen zijn niet inwisselbaar voor geld, tenzij de wet dit voorschrijft.
4. Een cadeaubon is een toonderbewijs: wie het kaartnummer en de pincode heeft, kan het saldo besteden.
5. Een cadeaubon heeft een maximale waarde van € 150. Bestel je een hoger bedrag, dan verdelen wij de waarde over meerdere bonnen.

## 7. De Keuze Cadeaukaart

1. De Keuze Cadeaukaart kan worden ingewisseld voor een of meer cadeaubonnen uit de Keuze-collectie.
2. De houder controleert het saldo met het 19-cijferige kaartnummer en de 6-cijferige pincode.
3. Kiest de houder voor een hoger bedrag dan het saldo, dan betaalt hij of zij het verschil bij het afrekenen.
4. Een in de winkel gekochte Keuze Cadeaukaart moet worden geactiveerd; activatie gebeurt binnen 24 uur.

## 8. Herroepingsrecht

Particuliere klanten hebben een wettelijk herroepingsrecht van 14 dagen. De voorwaarden en uitzonderingen staan in ons [annuleringsbeleid](/cancelation-policy/).

## 9. Aansprakelijkheid

1. Wij zijn verantwoordelijk voor de levering van een geldige cadeaubon met de juiste waarde, niet voor de producten of diensten van de uitgever.
2. Onze aansprakelijkheid is beperkt tot de waarde van de betreffende bestelling, behalve bij opzet of grove nalatigheid.
3. Wij zijn niet aansprakelijk voor verlies of diefstal van een cadeaubon na bezorging.

## 10. Klachten

Ben je niet tevreden? Neem binnen 14 dagen contact op via onze [contactpagina](/klantenservice/contact/). Wij reageren binnen twee werkdagen.

## 11. Toepasselijk recht

Op deze voorwaarden is Nederlands recht van toepassing.`,
};

export const cbPrivacyPage: SeedPage = {
  path: '/privacy/',
  pageType: 'INFO',
  title: 'Privacyverklaring',
  metaDescription:
    'Hoe Cadeaubon jouw persoonsgegevens verzamelt, gebruikt en beschermt bij het bestellen en inwisselen van cadeaubonnen.',
  keywords: ['privacy', 'privacyverklaring', 'avg', 'persoonsgegevens'],
  translationKey: 'privacy',
  body: `# Privacyverklaring

Cadeaubon B.V. gaat zorgvuldig om met jouw persoonsgegevens. In deze verklaring leggen we uit welke gegevens we verwerken, waarom we dat doen en hoe lang we ze bewaren. Wij houden ons aan de Algemene verordening gegevensbescherming (AVG).

## Wie is verantwoordelijk?

Cadeaubon B.V. is verwerkingsverantwoordelijke. Je kunt onze functionaris voor gegevensbescherming bereiken via privacy@cadeaubon.example.

## Welke gegevens verwerken wij?

- **Contactgegevens**: naam, e-mailadres, telefoonnummer en adres.
- **Gegevens van ontvangers**: naam, e-mailadres of postadres van de mensen aan wie je een cadeaubon stuurt.
- **Bestelgegevens**: bestelde producten, bedragen, bezorgdata, persoonlijke boodschappen en facturen.
- **Zakelijke gegevens**: bedrijfsnaam, KvK-nummer, btw-nummer, referentie of kostenplaats.
- **Accountgegevens**: inloggegevens, adresboek en voorkeuren voor meldingen.
- **Inwisselgegevens**: kaartnummers en transacties van bonnen die je controleert of inwisselt.
- **Technische gegevens**: IP-adres, browser en bezochte pagina’s, via cookies (zie onze [cookieverklaring](/cookieverklaring/)).

Volledige betaalgegevens slaan wij nooit op; betalingen lopen via onze betaalproviders.

## Waarvoor gebruiken wij je gegevens?

| Doel | Grondslag |
|---|---|
| Verwerken en bezorgen van je bestelling | Uitvoering van de overeenkomst |
| Orderbevestigingen en bezorgupdates | Uitvoering van de overeenkomst |
| Klantenservice en klachten | Uitvoering van de overeenkomst |
| Voorkomen van fraude en misbruik | Gerechtvaardigd belang |
| Financiële administratie | Wettelijke verplichting |
| Nieuwsbrief | Toestemming |
| Analyse en verbetering van de website | Toestemming |
| De maandelijkse verdubbelaar | Toestemming |

## Met wie delen wij gegevens?

Alleen als dat nodig is: met de uitgever van een cadeaubon (voor activatie), met bezorgdiensten, met betaalproviders en met IT-leveranciers die onze website en e-mail hosten, op basis van een verwerkersovereenkomst. Wij verkopen je gegevens nooit.

## Bewaartermijnen

- Bestel- en factuurgegevens: zeven jaar, vanwege de fiscale bewaarplicht.
- Accountgegevens: tot je je account verwijdert.
- Correspondentie met de klantenservice: twee jaar na het laatste contact.
- Nieuwsbriefinschrijving: tot je je afmeldt.

## Jouw rechten

Je hebt recht op inzage, correctie, verwijdering, beperking van de verwerking, bezwaar en overdraagbaarheid van je gegevens. Toestemming kun je altijd intrekken. Stuur je verzoek naar privacy@cadeaubon.example; wij reageren binnen een maand. Ben je niet tevreden, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.

## Beveiliging

Wij gebruiken versleutelde verbindingen, toegangsbeheer en regelmatige beveiligingstests om je gegevens te beschermen.`,
};

export const cbCookiePage: SeedPage = {
  path: '/cookieverklaring/',
  pageType: 'INFO',
  title: 'Cookieverklaring',
  metaDescription: 'Welke cookies Cadeaubon gebruikt, waarom en hoe je je cookievoorkeuren aanpast.',
  keywords: ['cookies', 'cookieverklaring', 'cookiebeleid', 'tracking'],
  translationKey: 'cookies',
  body: `# Cookieverklaring

Onze website gebruikt cookies en vergelijkbare technieken. Een cookie is een klein tekstbestand dat bij je bezoek op je apparaat wordt opgeslagen.

## Functionele cookies

Deze cookies zijn nodig om de website te laten werken. Ze onthouden je winkelmandje, je inlogsessie, je land- en taalkeuze en je cookievoorkeuren. Hiervoor is geen toestemming nodig.

## Analytische cookies

Met analytische cookies zien we hoe bezoekers de website gebruiken, bijvoorbeeld welke pagina’s het meest bekeken worden. Waar mogelijk gebeurt dit geanonimiseerd. Wij plaatsen deze cookies alleen met jouw toestemming.

## Marketingcookies

Met jouw toestemming plaatsen advertentiepartners cookies om relevante advertenties te tonen en het effect van campagnes te meten.

## Overzicht

| Soort cookie | Doel | Bewaartermijn |
|---|---|---|
| Sessie | Winkelmandje en inloggen | Tot je de browser sluit |
| Voorkeuren | Land, taal en cookiekeuze | Maximaal 12 maanden |
| Winkelkeuze | Onthoudt dat je de winkelsuggestie hebt gesloten | 2 dagen |
| Analytisch | Bezoek meten en website verbeteren | Maximaal 13 maanden |
| Marketing | Advertenties en campagnemeting | Maximaal 13 maanden |

## Voorkeuren aanpassen

Je kunt je toestemming altijd wijzigen of intrekken via de link naar de cookie-instellingen onderaan elke pagina, of cookies verwijderen via je browser.`,
};
