/** Descriptions and search words of generated merchants per kind of shop, in English and Dutch. */
import type { Kind } from './names';

export type ContentLanguage = 'en' | 'nl';

type Texts = Record<Kind, string[]>;

const en: Texts = {
  restaurants: [
    '{name} serves seasonal dishes in the heart of {city}, with a wine list chosen by the owners.',
    'A neighbourhood favourite in {city}: {name} is known for generous plates, friendly service and a terrace that fills up on sunny evenings.',
    '{name} cooks with produce from local farms, with a set lunch menu on weekdays and a longer menu at dinner.',
  ],
  'spa-and-wellness': [
    '{name} in {city} offers massages, facials and a sauna with a quiet relaxation lounge.',
    'Day passes, treatments and packages for two: {name} is a calm retreat a few minutes from the centre of {city}.',
    '{name} takes time for every guest, from a single treatment to a whole day of rest.',
  ],
  fashion: [
    '{name} has new collections every season, with advice from staff who know every piece in the shop.',
    'Independent labels and timeless basics: {name} has a store in {city} and a webshop that delivers across {country}.',
    '{name} is a family business in {city} known for well-made clothing, shoes and accessories.',
  ],
  'home-and-garden': [
    '{name} has everything for the home and the garden, in store in {city} and online.',
    'From a single plant to a new dining table: {name} helps customers make a house a home.',
    '{name} stocks pieces by independent makers alongside the everyday things every home needs.',
  ],
  experiences: [
    '{name} runs activities in and around {city}, for groups, couples and anyone looking for something new.',
    'An afternoon to remember: {name} offers sessions bookable online on a date of your choice.',
    '{name} welcomes beginners and enthusiasts alike, with everything needed on the day included.',
  ],
  'books-and-music': [
    '{name} is an independent shop in {city} with staff who are happy to recommend their favourites.',
    'Readers and music lovers have met at {name} for years, for new releases, old favourites and evening events.',
    '{name} keeps a well-chosen range and orders anything that is not on the shelves.',
  ],
  beauty: [
    '{name} offers treatments and products in a relaxed salon in {city}.',
    'Skincare, hair and nails: at {name} the team takes time for advice before every treatment.',
    '{name} works with established brands and small producers, in store and online.',
  ],
  'sport-and-outdoors': [
    '{name} equips runners, cyclists, walkers and climbers with gear that lasts, and helps them use it.',
    'Courses, day passes and equipment: {name} is the place in {city} to try something new.',
    '{name} has staff who practise the sports they sell, and advice to match.',
  ],
  'cinema-and-entertainment': [
    '{name} is a favourite for nights out in {city}, with something on almost every evening.',
    'Big screens, lanes or a stage: {name} is made for evenings out with friends and family.',
    '{name} has a bar with snacks and drinks, so the evening can start early and finish late.',
  ],
  'travel-and-hotels': [
    '{name} has comfortable rooms, a restaurant with regional cooking and walks that start at the door.',
    'A short break at {name}: rooms with a view, a generous breakfast and packages with dinner included.',
    '{name} welcomes guests all year round, from weekend stays to longer holidays with the family.',
  ],
  'food-and-drink': [
    '{name} is a specialist food shop in {city}, run by people who know every product on the shelves.',
    'From everyday treats to presents for food lovers: {name} puts together gift boxes with products from small producers.',
    '{name} has been part of the neighbourhood in {city} for years, with tastings and seasonal specials.',
  ],
  'kids-and-toys': [
    '{name} has something for children of every age, with a corner where they can try things out.',
    'Toys, games and parties: {name} in {city} keeps little ones busy on rainy days.',
    '{name} chooses durable toys, craft kits and outdoor games.',
  ],
  gaming: [
    '{name} sells games and accessories, new and pre-owned, and runs weekly tournaments.',
    'Consoles, classics and VR: {name} in {city} is a place to play for an afternoon.',
    '{name} has tables for playing in store and staff who know every release.',
  ],
  tech: [
    '{name} sells phones, laptops, audio and smart home devices, and repairs them in its own service centre.',
    'Cameras, headphones and accessories with honest advice: {name} has a store in {city} and delivers across {country}.',
    '{name} helps customers set up new devices and takes old ones in part exchange.',
  ],
};

const nl: Partial<Texts> = {
  restaurants: [
    '{name} in {city} serveert seizoensgerechten, met een wijnkaart die de eigenaren zelf samenstellen.',
    'Een vaste waarde in {city}: {name} staat bekend om royale gerechten, hartelijke bediening en een terras dat op zonnige avonden snel vol zit.',
  ],
  'spa-and-wellness': [
    '{name} in {city} biedt massages, gezichtsbehandelingen en een sauna met een rustige ontspanningsruimte.',
    'Dagentree, behandelingen en arrangementen voor twee: {name} ligt op een paar minuten van het centrum van {city}.',
  ],
  fashion: [
    '{name} heeft elk seizoen een nieuwe collectie, met advies van medewerkers die alles in de winkel kennen.',
    'Onafhankelijke labels en tijdloze basics: {name} heeft een winkel in {city} en een webshop.',
  ],
  'home-and-garden': [
    '{name} heeft alles voor huis en tuin, in de winkel in {city} en online.',
    'Van één plant tot een nieuwe eettafel: {name} helpt klanten van een huis een thuis te maken.',
  ],
  experiences: [
    '{name} organiseert activiteiten in en rond {city}, voor groepen, stellen en iedereen die iets nieuws wil proberen.',
    'Een middag om niet te vergeten: {name} heeft sessies die online te boeken zijn op een datum naar keuze.',
  ],
  'books-and-music': [
    '{name} is een zelfstandige winkel in {city} met medewerkers die graag hun favorieten aanraden.',
    'Lezers en muziekliefhebbers ontmoeten elkaar al jaren bij {name}, voor nieuwe titels, oude favorieten en avonden met optredens.',
  ],
  beauty: [
    '{name} biedt behandelingen en producten in een ontspannen salon in {city}.',
    'Huid, haar en nagels: bij {name} neemt het team de tijd voor advies voor elke behandeling.',
  ],
  'sport-and-outdoors': [
    '{name} helpt hardlopers, fietsers, wandelaars en klimmers aan uitrusting die lang meegaat.',
    'Cursussen, dagkaarten en materiaal: bij {name} in {city} probeer je iets nieuws.',
  ],
  'cinema-and-entertainment': [
    '{name} is een favoriet voor een avondje uit in {city}, met bijna elke avond iets te doen.',
    'Groot scherm, banen of podium: {name} is gemaakt voor avonden met vrienden en familie.',
  ],
  'travel-and-hotels': [
    '{name} heeft comfortabele kamers, een restaurant met streekgerechten en wandelroutes vanaf de deur.',
    'Er even tussenuit bij {name}: kamers met uitzicht, een uitgebreid ontbijt en arrangementen met diner.',
  ],
  'food-and-drink': [
    '{name} is een speciaalzaak in {city}, gerund door mensen die elk product in de schappen kennen.',
    'Van dagelijkse lekkernij tot cadeau voor fijnproevers: {name} stelt pakketten samen met producten van kleine makers.',
  ],
  'kids-and-toys': [
    '{name} heeft iets voor kinderen van elke leeftijd, met een hoek waar ze alles kunnen uitproberen.',
    'Speelgoed, spellen en feestjes: {name} in {city} houdt de kleintjes bezig op regenachtige dagen.',
  ],
};

const enKeywords: Record<Kind, string[]> = {
  restaurants: ['restaurant', 'dinner', 'lunch'],
  'spa-and-wellness': ['spa', 'massage', 'sauna'],
  fashion: ['clothing', 'shoes', 'fashion'],
  'home-and-garden': ['interior', 'garden', 'homeware'],
  experiences: ['experience', 'day out', 'activity'],
  'books-and-music': ['books', 'music', 'records'],
  beauty: ['hairdresser', 'skincare', 'beauty salon'],
  'sport-and-outdoors': ['sport', 'outdoor', 'cycling'],
  'cinema-and-entertainment': ['cinema', 'bowling', 'theatre'],
  'travel-and-hotels': ['hotel', 'short break', 'weekend away'],
  'food-and-drink': ['bakery', 'wine', 'delicatessen'],
  'kids-and-toys': ['toys', 'children', 'games'],
  gaming: ['games', 'console', 'gaming'],
  tech: ['electronics', 'phone', 'headphones'],
};

const nlKeywords: Partial<Record<Kind, string[]>> = {
  restaurants: ['restaurant', 'uit eten', 'diner'],
  'spa-and-wellness': ['sauna', 'wellness', 'massage'],
  fashion: ['kleding', 'schoenen', 'mode'],
  'home-and-garden': ['wonen', 'tuin', 'interieur'],
  experiences: ['uitje', 'activiteit', 'workshop'],
  'books-and-music': ['boeken', 'muziek', 'lezen'],
  beauty: ['kapper', 'huidverzorging', 'schoonheidssalon'],
  'sport-and-outdoors': ['sport', 'fietsen', 'buiten'],
  'cinema-and-entertainment': ['bioscoop', 'film', 'bowlen'],
  'travel-and-hotels': ['hotel', 'weekendje weg', 'overnachten'],
  'food-and-drink': ['bakker', 'wijn', 'delicatessen'],
  'kids-and-toys': ['speelgoed', 'kinderen', 'spelletjes'],
};

/** The kinds a language's stores sell: the Dutch stores have no gaming or tech category. */
export function kindsOf(language: ContentLanguage): Kind[] {
  return (Object.keys(language === 'nl' ? nl : en) as Kind[]);
}

export function blurbsOf(language: ContentLanguage, kind: Kind): string[] {
  const texts = language === 'nl' ? nl[kind] : en[kind];
  if (!texts) throw new Error(`seed: no ${language} descriptions for ${kind}`);
  return texts;
}

export function keywordsOf(language: ContentLanguage, kind: Kind): string[] {
  return (language === 'nl' ? nlKeywords[kind] : enKeywords[kind]) ?? [];
}
