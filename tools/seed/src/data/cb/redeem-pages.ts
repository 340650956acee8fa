import type { SeedRedeemPage } from '../types';

/** The Dutch store's redeem pages: how the Keuze Cadeaukaart works, and a business's own redeem shop. */
export const cbRedeemPages: SeedRedeemPage[] = [
  {
    pageId: 'keuze-cadeaukaart',
    title: 'Je Keuze Cadeaukaart besteden',
    intro: 'Eén kaart, honderden cadeaubonnen om uit te kiezen: zo wissel je je saldo in voor de cadeaubon die jij wilt.',
    body: [
      'Bekijk je saldo met het kaartnummer van 19 cijfers en de pincode van 6 cijfers op je kaart of in je e-mail.',
      'Kies een of meer cadeaubonnen of een donatie. Je kunt je saldo in één keer besteden of een deel bewaren; bij sommige bonnen blijft een klein minimumsaldo staan.',
      'Niet genoeg saldo? Voeg een andere kaart toe of betaal het verschil online bij het afrekenen.',
      'Je nieuwe cadeaubonnen komen binnen enkele minuten per e-mail, of binnen een paar werkdagen per post.',
    ].join('\n\n'),
    business: false,
    productSlugs: [],
  },
  {
    pageId: 'polderbouw-bedankt',
    title: 'Polderbouw: bedankt',
    intro: 'Een bedankje van Polderbouw: besteed je kaart aan een van de cadeaubonnen die je team heeft gekozen.',
    body: [
      'Polderbouw koos deze cadeaubonnen voor zijn medewerkers. Bekijk je saldo, kies een bon en vertel ons waar hij heen moet.',
      'Bestellingen uit deze winkel worden geplaatst voor Polderbouw: vul bij het afrekenen de bedrijfsgegevens in en, als je wilt, een referentie per levering.',
    ].join('\n\n'),
    business: true,
    productSlugs: ['cadeaubonnl-keuze-cadeaukaart', 'het-zoute-anker-cadeaubon', 'trattoria-lucetta-cadeaubon', 'kaiyo-sushi-cadeaubon', 'thermen-de-wilgenhof-cadeaubon'],
  },
];
