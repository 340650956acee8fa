import type { SeedPage } from '../types';

export const cbBusinessPage: SeedPage = {
  path: '/zakelijk/',
  pageType: 'BUSINESS',
  title: 'Zakelijke cadeaubonnen',
  metaDescription:
    'Beloon medewerkers en bedank relaties met cadeaubonnen. Betalen op factuur, verzenden naar honderden ontvangers en binnen een uur een offerte.',
  keywords: ['zakelijke cadeaubonnen', 'relatiegeschenk', 'personeelscadeau', 'kerstgeschenk', 'factuur'],
  translationKey: 'business',
  body: `# Zakelijke cadeaubonnen

Een cadeaubon is altijd een passend relatiegeschenk. Of je nu je team wilt belonen, een trouwe klant wilt bedanken of nieuwe collega’s een welkomstcadeau wilt geven: wij maken het makkelijk, snel en persoonlijk.

## Waarom bedrijven voor Cadeaubon kiezen

- **Meer dan 60 merken** en de Keuze Cadeaukaart, dus voor iedereen iets.
- **Geen btw over cadeaubonnen**: de waarde die je koopt, is de waarde die je medewerkers krijgen.
- **Betalen op factuur** met je eigen referentie of kostenplaats.
- **Veel ontvangers in één bestelling**: geef elke bon een eigen ontvanger, digitaal per e-mail of fysiek per post, op één adres of bij iedereen thuis.
- **Persoonlijk**: voeg een boodschap van maximaal 150 tekens, een hoes en een cadeauverpakking toe.
- **Snel**: digitale bonnen binnen een uur; fysieke bonnen op werkdagen vóór 17:00 besteld, dezelfde dag verstuurd.

## Zo werkt het

1. [Vraag een offerte aan](/zakelijk/offerte-aanvragen/) of bestel direct online met een zakelijk account.
2. Kies de bonnen, de bedragen en de bezorgmethode per ontvanger.
3. Keur de offerte goed; wij versturen de bonnen op de gekozen datum.

## Goed om te weten

- Bestellingen boven € 300 aan fysieke bonnen worden aangetekend verstuurd.
- Eén bon heeft een maximale waarde van € 150; hogere bedragen verdelen we over meerdere bonnen.
- Ons zakelijke team is bereikbaar op werkdagen van 9:30 tot 16:30 uur via zakelijk@cb.giftshop.example.`,
};

export const cbQuotePage: SeedPage = {
  path: '/zakelijk/offerte-aanvragen/',
  pageType: 'BUSINESS',
  title: 'Offerte aanvragen',
  metaDescription: 'Vraag vrijblijvend een offerte aan voor zakelijke cadeaubonnen en ontvang hem binnen een uur.',
  keywords: ['offerte', 'zakelijke offerte', 'grote bestelling', 'relatiegeschenken'],
  translationKey: 'business-quote',
  body: `# Offerte aanvragen

Vertel ons wat je in gedachten hebt en je ontvangt **binnen een uur** een vrijblijvende offerte, op werkdagen tussen 9:30 en 16:30 uur.

## Wat we van je willen weten

- Bedrijfsnaam, KvK-nummer en btw-nummer
- Het aantal ontvangers en het bedrag per bon
- Digitale of fysieke bezorging en de gewenste leverdatum
- Of je een hoes, cadeauverpakking of persoonlijke boodschap wilt
- Je referentie of kostenplaats voor de factuur

## Hoe gaat het verder?

1. Ons zakelijke team controleert beschikbaarheid en leverdata.
2. Je ontvangt een heldere offerte met bonwaarden, extra’s en verzendkosten.
3. Na akkoord maken en versturen wij de bonnen; de factuur ontvang je per e-mail.`,
};

export const cbCorporateGiftsPage: SeedPage = {
  path: '/relatiegeschenken/',
  pageType: 'LANDING',
  title: 'Relatiegeschenken en personeelscadeaus',
  metaDescription:
    'Cadeaubonnen als relatiegeschenk of personeelscadeau. Kies uit meer dan 60 merken, betaal op factuur en maak elke bon persoonlijk.',
  keywords: ['relatiegeschenken', 'personeelscadeau', 'kerstpakket alternatief', 'medewerkers bedanken'],
  translationKey: 'corporate-gifts',
  body: `# Relatiegeschenken en personeelscadeaus

Eén cadeau vinden dat bij het hele team past, is lastig. Met een cadeaubon kiest iedereen zelf waar hij of zij blij van wordt, en jij plaatst maar één bestelling.

## Voor elk moment

- **Kerstgeschenk** als alternatief voor het kerstpakket
- **Jubilea** en afscheidscadeaus
- **Welkomstcadeaus** voor nieuwe medewerkers
- **Bedankjes** voor klanten, leveranciers en vrijwilligers

## Persoonlijk, zonder extra werk

Voeg een persoonlijke boodschap van maximaal 150 tekens toe en kies een hoes. Wij regelen de rest, van inpakken tot bezorgen.

[Vraag een offerte aan](/zakelijk/offerte-aanvragen/) of lees meer over [zakelijk bestellen](/zakelijk/).`,
};

export const cbSinterklaasPage: SeedPage = {
  path: '/sinterklaas-cadeaubonnen/',
  pageType: 'LANDING',
  title: 'Cadeaubonnen voor Sinterklaas',
  metaDescription: 'Een cadeaubon past in elke schoen en elke surprise. Digitaal binnen een uur, fysiek dezelfde dag verstuurd.',
  keywords: ['sinterklaas', 'pakjesavond', 'surprise', 'schoencadeau', 'lootjes'],
  translationKey: 'sinterklaas',
  body: `# Cadeaubonnen voor Sinterklaas

Lootjes getrokken en geen idee wat je moet geven? Een cadeaubon past in elke schoen, elke surprise en elk budget.

## Voor in de schoen

Bonnen vanaf € 5 zijn perfect voor in de schoen. Kies het Sinterklaas-e-maildesign voor een digitale bon of een feestelijke hoes voor een fysieke bon.

## Voor de surprise

Verstop de cadeaubon in een zelfgemaakte surprise en schrijf er een gedicht bij. Een boekenbon, bioscoopbon of de Keuze Cadeaukaart valt altijd in de smaak.

## Op tijd voor pakjesavond

Fysieke bonnen die op werkdagen vóór 17:00 uur zijn besteld, versturen we dezelfde dag. Vergeten? Een digitale bon zit binnen een uur in de mailbox, ook op 5 december zelf.`,
};

export const cbChristmasPage: SeedPage = {
  path: '/kerstcadeaubonnen/',
  pageType: 'LANDING',
  title: 'Kerstcadeaubonnen',
  metaDescription: 'Kerstcadeaus voor familie, vrienden en het hele team. Digitale bonnen binnen een uur, ook op kerstavond.',
  keywords: ['kerst', 'kerstcadeau', 'kerstgeschenk', 'kerstpakket'],
  translationKey: 'christmas',
  body: `# Kerstcadeaubonnen

Maak de kerstinkopen het makkelijkste klusje van december. Kies uit meer dan 60 cadeaubonnen voor de lekkerbek, de lezer en de wellnessliefhebber.

## Voor het hele team

Een cadeaubon is een populair alternatief voor het kerstpakket: iedereen kiest zelf. Ons zakelijke team regelt grote bestellingen en facturen, en je ontvangt binnen een uur een offerte. [Lees meer](/relatiegeschenken/).

## Last minute

Digitale cadeaubonnen worden binnen een uur bezorgd, ook op kerstavond en eerste kerstdag.

## Populair met kerst

- De Keuze Cadeaukaart, als je het echt niet weet
- Restaurant- en wellnessbonnen voor de feestdagen
- Theater- en bioscoopbonnen voor de kerstvakantie
- Donatiebonnen voor een cadeau dat twee keer geeft`,
};

export const cbHomePage: SeedPage = {
  path: '/',
  pageType: 'HOME',
  title: 'Cadeaubonnen voor elk moment',
  metaDescription:
    'Bestel cadeaubonnen van meer dan 60 merken of laat ze zelf kiezen met de Keuze Cadeaukaart. Digitaal binnen een uur, fysiek dezelfde dag verstuurd.',
  keywords: ['cadeaubon', 'cadeaubonnen', 'keuze cadeaukaart', 'digitale cadeaubon', 'relatiegeschenk'],
  translationKey: 'home',
  body: `# Cadeaubonnen voor elk moment

Kies uit meer dan 60 cadeaubonnen voor restaurants, wellness, winkels en uitjes, of geef de Keuze Cadeaukaart en laat ze zelf kiezen. Vóór 17:00 besteld, morgen in huis; digitale bonnen binnen een uur.`,
};
