/** Descriptions and search words of the generated merchants of the Dutch stores, per kind of shop. */
import type { EntryBlurbs } from './entries';
import type { Kind } from './names';

const descriptions: Partial<Record<Kind, string[]>> = {
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

const keywords: Partial<Record<Kind, string[]>> = {
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

/** The Dutch stores sell no gaming or tech cards: those kinds have no descriptions. */
export const dutchBlurbs: EntryBlurbs = { descriptions, keywords };
