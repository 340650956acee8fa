import type { SeedPage } from '../types';

export const cbCancellationPage: SeedPage = {
  path: '/cancelation-policy/',
  pageType: 'INFO',
  title: 'Annuleringsbeleid',
  metaDescription: 'Bedenk je je? Lees hoe je binnen 14 dagen een bestelling annuleert en hoe de terugbetaling werkt.',
  keywords: ['annuleren', 'herroepingsrecht', 'terugbetaling', 'retour'],
  translationKey: 'cancellation',
  body: `# Annuleringsbeleid

Als particuliere klant heb je het recht om je bestelling binnen 14 dagen zonder opgave van redenen te annuleren.

## Bedenktijd van 14 dagen

De bedenktijd gaat in op de dag van bezorging: bij digitale cadeaubonnen de dag waarop wij de e-mail versturen, bij fysieke cadeaubonnen de dag waarop de bon op het opgegeven adres is bezorgd.

## Voorwaarden

- De cadeaubon moet **ongebruikt** zijn. Is het saldo (gedeeltelijk) besteed, dan kan de bon niet meer worden geannuleerd.
- Fysieke bonnen stuur je binnen 14 dagen na je annulering onbeschadigd aan ons terug.
- Digitale bonnen worden geblokkeerd zodra wij je annulering verwerken.
- Extra’s zoals hoezen, cadeauverpakking en persoonlijke boodschappen worden niet terugbetaald als ze al zijn gemaakt.
- Bonnen met wijn kunnen alleen worden geannuleerd als de fles ongeopend wordt teruggestuurd.

## Uitzonderingen

Het herroepingsrecht geldt niet voor (gedeeltelijk) gebruikte bonnen, voor donaties en voor zakelijke bestellingen, tenzij schriftelijk anders afgesproken.

## Zo annuleer je

1. Vul het formulier in op onze [contactpagina](/klantenservice/contact/) en kies *Bestelling annuleren*.
2. Vermeld je bestelnummer en de kaartnummers die je wilt annuleren.
3. Je ontvangt een bevestiging per e-mail, met voor fysieke bonnen het retouradres.

## Terugbetaling

Wij betalen de waarde binnen 14 dagen terug via de betaalmethode die je bij de bestelling hebt gebruikt. Verzendkosten worden alleen terugbetaald als je de hele bestelling annuleert; de kosten van het terugsturen zijn voor eigen rekening.`,
};

export const cbDeliveryPage: SeedPage = {
  path: '/delivery/',
  pageType: 'INFO',
  title: 'Bezorging',
  metaDescription:
    'Digitale cadeaubonnen binnen een uur in de mailbox. Fysieke bonnen op werkdagen vóór 17:00 besteld, dezelfde dag verstuurd.',
  keywords: ['bezorging', 'verzending', 'levertijd', 'aangetekend', 'brievenbus'],
  translationKey: 'delivery',
  body: `# Bezorging

Of je het cadeau binnen een uur nodig hebt of het precies op de verjaardag op de deurmat wilt laten vallen: er is altijd een bezorgoptie die past.

## Digitale cadeaubonnen

- Binnen **een uur** na betaling per e-mail bezorgd, dag en nacht.
- Je kunt ook een latere datum en tijd kiezen, bijvoorbeeld de ochtend van de verjaardag.
- Niet ontvangen? Laat de ontvanger eerst de spammap controleren; anders sturen wij de bon kosteloos opnieuw.

## Fysieke cadeaubonnen

- Op een **werkdag vóór 17:00 uur** besteld, dezelfde dag verstuurd.
- Als brievenbuspost doorgaans de **volgende dag bezorgd, van dinsdag tot en met zaterdag**.
- Je kunt in één bestelling naar één of meerdere adressen versturen.

### Aangetekend

Bestellingen boven **€ 300** en alle bestellingen **met wijn** versturen wij aangetekend. Iemand moet voor ontvangst tekenen; bij wijn moet die persoon 18 jaar of ouder zijn.

### Niet ontvangen?

Is je fysieke bon na **5 werkdagen** nog niet binnen, neem dan [contact](/klantenservice/contact/) met ons op. Wij sturen een nieuwe bon of betalen het bedrag terug.

## Hogere bedragen

Een cadeaubon heeft een maximale waarde van € 150. Bestel je meer, dan verdelen we het bedrag over meerdere bonnen die samen worden bezorgd.

## Sinterklaas en kerst

In november en december verzendt ons magazijn ook in het weekend. De laatste besteldatum voor pakjesavond en kerst staat op de homepage; digitale bonnen kun je tot het laatste moment versturen.`,
};

export const cbHelpdeskPage: SeedPage = {
  path: '/helpdesk/',
  pageType: 'HELP',
  title: 'Helpdesk: veelgestelde vragen',
  metaDescription: 'Antwoorden op de meestgestelde vragen over bestellen, bezorgen en inwisselen van cadeaubonnen.',
  keywords: ['helpdesk', 'veelgestelde vragen', 'faq', 'klantenservice'],
  translationKey: 'helpdesk',
  body: `# Helpdesk

Hier vind je snel antwoord op de meestgestelde vragen. Staat je vraag er niet tussen? Onze [klantenservice](/klantenservice/contact/) helpt je graag op werkdagen van 9:30 tot 16:30 uur.

## Bestellen

### Hoe bestel ik een cadeaubon?
Kies een cadeaubon, selecteer digitaal of fysiek en het bedrag, en leg hem in je winkelmandje. Daar kun je een hoes, cadeauverpakking en persoonlijke boodschap toevoegen.

### Kan ik naar meerdere mensen tegelijk versturen?
Ja, in je winkelmandje voeg je meerdere ontvangers toe, elk met een eigen boodschap en bezorgmoment.

### Betaal ik btw over cadeaubonnen?
Nee. Een cadeaubon is een betaalmiddel en daarom btw-vrij. Alleen over extra’s en verzend- en servicekosten wordt btw berekend.

### Welke betaalmethodes zijn er?
iDEAL, creditcard, PayPal en Bancontact. Zakelijke klanten kunnen ook op factuur betalen.

## Bezorging

### Wanneer komt mijn digitale bon?
Binnen een uur na betaling, of op het moment dat je hebt ingepland.

### Wanneer komt mijn fysieke bon?
Op werkdagen vóór 17:00 besteld, dezelfde dag verstuurd. Doorgaans de volgende dag in de brievenbus, van dinsdag tot en met zaterdag.

### Waarom wordt mijn bestelling aangetekend verstuurd?
Bestellingen boven € 300 en bestellingen met wijn gaan altijd aangetekend, voor de veiligheid.

## Inwisselen

### Hoe controleer ik het saldo?
Ga naar de [saldocheck](/saldocheck/) en vul het 19-cijferige kaartnummer en de 6-cijferige pincode in.

### Hoe werkt de Keuze Cadeaukaart?
Vul bij de saldocheck het kaartnummer en de pincode in en kies een of meer cadeaubonnen uit de Keuze-collectie. Kies je meer dan het saldo, dan betaal je het verschil bij.

### Mijn kaart komt uit de winkel. Moet ik hem activeren?
Ja, winkelkaarten worden binnen 24 uur geactiveerd. Je krijgt een bevestiging per e-mail.

## Annuleren

### Kan ik mijn bestelling annuleren?
Ongebruikte bonnen kun je binnen 14 dagen annuleren. Lees ons [annuleringsbeleid](/cancelation-policy/).

## De verdubbelaar

### Wat is de verdubbelaar?
Elke maand verdubbelen wij het saldo van één cadeaubon. Meld je bon aan op de verdubbelaarpagina; de winnaar wordt op de eerste maandag van de maand getrokken en per e-mail ingelicht.`,
};

export const cbContactPage: SeedPage = {
  path: '/klantenservice/contact/',
  pageType: 'HELP',
  title: 'Contact met de klantenservice',
  metaDescription: 'Neem contact op met de klantenservice van Cadeaubon per e-mail of via het contactformulier.',
  keywords: ['contact', 'klantenservice', 'e-mail', 'vragen'],
  translationKey: 'contact',
  body: `# Contact

Onze klantenservice helpt je graag met vragen over bestellingen, bezorging, saldo en inwisselen.

## Bereikbaarheid

Wij zijn bereikbaar op **werkdagen van 9:30 tot 16:30 uur**. Berichten buiten deze tijden beantwoorden we de volgende werkdag.

## Voordat je contact opneemt

Veel vragen worden beantwoord in onze [helpdesk](/helpdesk/). Houd je **bestelnummer** en eventueel het **kaartnummer** bij de hand.

## Zo bereik je ons

Gebruik het formulier hieronder en kies een onderwerp, zodat je vraag direct bij de juiste specialist terechtkomt, of mail ons via de contactgegevens hieronder. Meestal reageren we dezelfde werkdag.

## Zakelijke klanten

Voor offertes, grote bestellingen en facturen mail je naar zakelijk@cb.giftshop.example of [vraag je een offerte aan](/zakelijk/offerte-aanvragen/). Binnen kantooruren ontvang je binnen een uur een offerte.

## Vragen over een merk

Gaat je vraag over producten of diensten van het merk op je cadeaubon, zoals een reservering? Neem dan rechtstreeks contact op met dat merk.`,
};

export const cbAboutPage: SeedPage = {
  path: '/over-ons/',
  pageType: 'INFO',
  title: 'Over Cadeaubon',
  metaDescription: 'Cadeaubon brengt meer dan 60 cadeaubonnen en de Keuze Cadeaukaart samen op één plek.',
  keywords: ['over ons', 'cadeaubon', 'bedrijf'],
  translationKey: 'about',
  body: `# Over Cadeaubon

Een cadeau moet iemand blij maken, niet laten twijfelen wat ermee te doen. Daarom brengen wij meer dan 60 cadeaubonnen voor restaurants, wellness, winkels, uitjes en goede doelen samen op één plek.

## Wat we doen

- Digitale cadeaubonnen die binnen een uur in de mailbox zitten en fysieke bonnen die op werkdagen vóór 17:00 uur dezelfde dag worden verstuurd.
- De **Keuze Cadeaukaart**, waarmee de ontvanger zelf kiest uit de hele collectie.
- Zakelijke bestellingen op factuur, met persoonlijke boodschap.

## Onze belofte

- **Altijd een passend cadeau**, voor elke smaak en elk budget.
- **Persoonlijk**, met een boodschap, hoes of cadeaudoos.
- **Betrouwbaar**: elke bon is echt en rechtstreeks afkomstig van het merk of een erkende partner.`,
};
