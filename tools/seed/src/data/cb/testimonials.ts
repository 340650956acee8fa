import type { SeedTestimonial } from '../types';

/** Wat Nederlandse klanten zeiden; alleen over wat de winkel doet (kaarten per e-mail of post, wrappers, saldo, inwisselen, levering). */
export const cbTestimonials: SeedTestimonial[] = [
  { author: 'Sanne uit Utrecht', rating: 5, publishedAt: '2026-11-04', quote: 'In de middagpauze een cadeaukaart per e-mail besteld en binnen een paar minuten had mijn zus hem. Het confetti-e-maildesign zag er mooi uit.' },
  { author: 'Pieter de V.', rating: 5, publishedAt: '2026-10-19', quote: 'Saldo gecheckt van een kaart die ik vergeten was en het bedrag meteen ingewisseld voor een restaurantkaart. Heel eenvoudig.' },
  { author: 'Fatima B.', rating: 4, publishedAt: '2026-10-02', quote: 'De kaart kwam twee dagen na mijn bestelling met de post, netjes verpakt. Iets meer keuze in cadeauhoezen zou fijn zijn.' },
  { author: 'Jeroen uit Eindhoven', rating: 5, publishedAt: '2026-09-22', quote: 'Vijf collega\'s elk een kaart gestuurd, ieder op een eigen e-mailadres. In één bestelling geregeld.' },
  { author: 'Linda K.', rating: 5, publishedAt: '2026-09-08', quote: 'De e-mail ingepland voor de ochtend van onze trouwdag en hij kwam precies op tijd aan. Een echte verrassing.' },
  { author: 'Bram uit Groningen', rating: 4, publishedAt: '2026-08-26', quote: 'Duidelijke prijzen en geen verrassingen bij het afrekenen. Met een overboeking duurde het iets langer, zoals ook op de pagina stond.' },
  { author: 'Eva J.', rating: 5, publishedAt: '2026-08-10', quote: 'De Keuze Cadeaukaart was ideaal voor mijn neefje: hij koos zelf zijn cadeaukaart met het saldo. De persoonlijke boodschap kwam precies zo aan als ik hem schreef.' },
  { author: 'Mohamed uit Rotterdam', rating: 3, publishedAt: '2026-07-21', quote: 'De kaart kwam zoals beloofd, maar bij het afrekenen werd meer gevraagd dan ik voor een klein cadeau verwachtte.' },
  { author: 'Anouk S.', rating: 5, publishedAt: '2026-07-01', quote: 'Met de cadeauverpakking voelde de kaart per post als een echt cadeau. Ruim voor het weekend in huis.' },
  { author: 'Kees uit Zwolle', rating: 4, publishedAt: '2026-06-15', quote: 'Saldo checken gaat snel als je de pincode bij de hand hebt. De rest besteed aan een bioscoopkaart.' },
  { author: 'Marloes T.', rating: 5, publishedAt: '2026-05-27', quote: 'Last-minute cadeau in vijf minuten geregeld. Het Sinterklaas-e-maildesign viel erg in de smaak.' },
  { author: 'Ruud uit Haarlem', rating: 4, publishedAt: '2026-05-04', quote: 'Veel keuze in kaarten voor restaurants bij ons in de buurt. De feestelijke cadeauhoes bij de kaart per post zag er verzorgd uit.' },
];
