import { buildCatalogue, type CatalogueConfig } from '../catalogue-builder';
import { cbEntries } from './entries';

export const cbCatalogueConfig: CatalogueConfig = {
  seed: 'cb-catalogue-v1',
  productSlugSuffix: '-cadeaubon',
  productTitle: (name) => `${name} cadeaubon`,
  visitLabel: (name) => `Naar de website van ${name}`,
  closers: {
    restaurants: [
      'De cadeaubon is te besteden bij alle vestigingen van {name}, voor eten én drinken.',
      'Het restsaldo blijft gewoon op de bon staan voor een volgend bezoek.',
      'Laat de bon zien bij het afrekenen; hij is geldig voor lunch en diner.',
    ],
    wellness: [
      'Reserveer online of telefonisch en geef het nummer van de cadeaubon door om te betalen.',
      'Te besteden aan entree, behandelingen en arrangementen.',
    ],
    mode: [
      'De cadeaubon is geldig in de winkels en in de webshop van {name}.',
      'Het tegoed kan over meerdere aankopen worden verdeeld.',
    ],
    'wonen-en-tuin': [
      'Te besteden in de winkel en online bij {name}, ook voor bezorging.',
      'Een attent cadeau voor een nieuw huis, een bruiloft of zomaar.',
    ],
    uitjes: [
      'De ontvanger kiest zelf een datum; populaire weekenden zijn snel vol, dus reserveer op tijd.',
      'Een cadeau dat herinneringen maakt in plaats van spullen.',
    ],
    'boeken-en-muziek': [
      'Te besteden bij {name}, in één keer of verspreid over meerdere keren.',
      'Laat ze zelf hun nieuwe favoriet kiezen.',
    ],
    beauty: [
      'Te besteden aan behandelingen en producten bij {name}.',
      'Het tegoed kan over meerdere bezoeken worden verdeeld.',
    ],
    'sport-en-buiten': [
      'Te besteden bij {name}, aan uitrusting, lessen of een bezoek.',
      'Beginner of gevorderde: iedereen kiest precies wat nodig is.',
    ],
    'film-en-entertainment': [
      'Geldig voor kaartjes én voor een hapje en drankje op de avond zelf.',
      'Reserveer online en betaal met het nummer van de cadeaubon.',
    ],
    'reizen-en-hotels': [
      'Te besteden aan elke boeking bij {name}, inclusief aanbetalingen en extra’s.',
      'Meerdere bonnen kun je combineren voor een grotere boeking.',
    ],
    'eten-en-drinken': [
      'Te besteden in de winkel en online bij {name}.',
      'Een cadeau voor iedereen die van lekker eten en drinken houdt.',
    ],
    speelgoed: [
      'Te besteden bij {name}, zodat de kleintjes zelf mogen kiezen.',
      'Een cadeau waar kinderen én ouders blij van worden.',
    ],
  },
  defaultClosers: ['Het tegoed kan in één keer of in delen worden besteed.'],
  platformClosers: [
    'Omdat dit een platformbon is, wisselt de ontvanger de code online in bij de partner; per bestelling kun je maximaal € 500 aan platformbonnen bestellen.',
    'De code wordt ingewisseld in de app of op de website van de partner, waar alle deelnemende locaties staan.',
  ],
  wineClosers: [
    'Omdat dit cadeau wijn bevat, versturen we het aangetekend en kan het alleen worden besteld door klanten van 18 jaar en ouder.',
  ],
  digitalOnlyNote: 'Alleen verkrijgbaar als digitale cadeaubon, binnen een uur per e-mail bezorgd.',
  physicalOnlyNote: 'Alleen verkrijgbaar als fysieke cadeaubon, per post verstuurd in een cadeau-envelop.',
  categoryKeyword: {
    restaurants: 'restaurantbon',
    wellness: 'wellnessbon',
    mode: 'kledingbon',
    'wonen-en-tuin': 'woonbon',
    uitjes: 'uitjesbon',
    'boeken-en-muziek': 'boekenbon',
    beauty: 'beautybon',
    'sport-en-buiten': 'sportbon',
    'film-en-entertainment': 'bioscoopbon',
    'reizen-en-hotels': 'hotelbon',
    'eten-en-drinken': 'lekkerbekbon',
    speelgoed: 'speelgoedbon',
  },
  tierByCategory: {
    restaurants: 'std',
    wellness: 'high',
    mode: 'std',
    'wonen-en-tuin': 'std',
    uitjes: 'high',
    'boeken-en-muziek': 'low',
    beauty: 'std',
    'sport-en-buiten': 'std',
    'film-en-entertainment': 'low',
    'reizen-en-hotels': 'high',
    'eten-en-drinken': 'std',
    speelgoed: 'low',
  },
  shopUrl: (slug) => `/brand/CB/brand-shops/${slug}.html`,
};

export { cbEntries };
export const cbCatalogue = buildCatalogue(cbEntries, cbCatalogueConfig);
