/** The countries of the generated stores: name group for merchant names, postcodes, and cities with their centres. */
import type { Rand } from '../prng';
import { randInt } from '../prng';

export type NameGroup = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'da' | 'nb' | 'sv' | 'pl' | 'ar' | 'nl';

/**
 * [city, region, latitude, longitude] of the city centre, the names as the store's first language writes them (local
 * names: München, not Munich), and those a further language of the country writes differently (Bruxelles, Genève).
 */
export type City = [string, string, number, number, Partial<Record<string, string>>?];

export interface Country {
  group: NameGroup;
  /** The regional spelling of the country's words (`de-CH`: Bahnhofstrasse), for `regionalSpelling`. */
  spelling?: string;
  cities: City[];
  postcode: (rand: Rand) => string;
}

const digits = (rand: Rand, n: number) => Array.from({ length: n }, () => randInt(rand, 0, 9)).join('');
const letter = (rand: Rand) => 'ABCDEFGHJKLMNPRSTUVWXYZ'.charAt(randInt(rand, 0, 22));

export const countries = {
  AT: { group: 'de', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)}`, cities: [
    ['Wien', 'Wien', 48.2082, 16.3738], ['Graz', 'Steiermark', 47.0707, 15.4395], ['Linz', 'Oberösterreich', 48.3069, 14.2858],
    ['Salzburg', 'Salzburg', 47.8095, 13.055], ['Innsbruck', 'Tirol', 47.2692, 11.4041]] },
  AU: { group: 'en', postcode: (r) => `${randInt(r, 2, 7)}${digits(r, 3)}`, cities: [
    ['Sydney', 'New South Wales', -33.8688, 151.2093], ['Melbourne', 'Victoria', -37.8136, 144.9631], ['Brisbane', 'Queensland', -27.4698, 153.0251],
    ['Perth', 'Western Australia', -31.9523, 115.8613], ['Adelaide', 'South Australia', -34.9285, 138.6007]] },
  BE: { group: 'nl', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)}`, cities: [
    ['Antwerpen', 'Antwerpen', 51.2194, 4.4025, { fr: 'Anvers' }], ['Gent', 'Oost-Vlaanderen', 51.0543, 3.7174, { fr: 'Gand' }],
    ['Brussel', 'Brussel', 50.8503, 4.3517, { fr: 'Bruxelles' }], ['Brugge', 'West-Vlaanderen', 51.2093, 3.2247, { fr: 'Bruges' }],
    ['Leuven', 'Vlaams-Brabant', 50.8798, 4.7005, { fr: 'Louvain' }]] },
  BR: { group: 'pt', postcode: (r) => `${digits(r, 5)}-${digits(r, 3)}`, cities: [
    ['São Paulo', 'SP', -23.5505, -46.6333], ['Rio de Janeiro', 'RJ', -22.9068, -43.1729], ['Belo Horizonte', 'MG', -19.9167, -43.9345],
    ['Curitiba', 'PR', -25.4284, -49.2733], ['Porto Alegre', 'RS', -30.0346, -51.2177]] },
  CA: { group: 'en', postcode: (r) => `${letter(r)}${randInt(r, 0, 9)}${letter(r)} ${randInt(r, 0, 9)}${letter(r)}${randInt(r, 0, 9)}`, cities: [
    ['Toronto', 'Ontario', 43.6532, -79.3832], ['Montreal', 'Quebec', 45.5017, -73.5673, { fr: 'Montréal' }], ['Vancouver', 'British Columbia', 49.2827, -123.1207],
    ['Calgary', 'Alberta', 51.0447, -114.0719], ['Ottawa', 'Ontario', 45.4215, -75.6972]] },
  CH: { group: 'de', spelling: 'de-CH', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)}`, cities: [
    ['Zürich', 'Zürich', 47.3769, 8.5417, { fr: 'Zurich' }], ['Genf', 'Genf', 46.2044, 6.1432, { fr: 'Genève' }],
    ['Basel', 'Basel-Stadt', 47.5596, 7.5886, { fr: 'Bâle' }], ['Bern', 'Bern', 46.948, 7.4474, { fr: 'Berne' }],
    ['Luzern', 'Luzern', 47.0502, 8.3093, { fr: 'Lucerne' }]] },
  DE: { group: 'de', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 4)}`, cities: [
    ['Berlin', 'Berlin', 52.52, 13.405], ['Hamburg', 'Hamburg', 53.5511, 9.9937], ['München', 'Bayern', 48.1351, 11.582],
    ['Köln', 'Nordrhein-Westfalen', 50.9375, 6.9603], ['Frankfurt am Main', 'Hessen', 50.1109, 8.6821]] },
  DK: { group: 'da', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)}`, cities: [
    ['København', 'Region Hovedstaden', 55.6761, 12.5683], ['Aarhus', 'Region Midtjylland', 56.1629, 10.2039], ['Odense', 'Region Syddanmark', 55.4038, 10.4024],
    ['Aalborg', 'Region Nordjylland', 57.0488, 9.9217], ['Esbjerg', 'Region Syddanmark', 55.4765, 8.4594]] },
  ES: { group: 'es', postcode: (r) => `${randInt(r, 1, 5)}${digits(r, 4)}`, cities: [
    ['Madrid', 'Comunidad de Madrid', 40.4168, -3.7038], ['Barcelona', 'Cataluña', 41.3874, 2.1686], ['Valencia', 'Comunidad Valenciana', 39.4699, -0.3763],
    ['Sevilla', 'Andalucía', 37.3891, -5.9845], ['Bilbao', 'País Vasco', 43.263, -2.935]] },
  FR: { group: 'fr', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 4)}`, cities: [
    ['Paris', 'Île-de-France', 48.8566, 2.3522], ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357], ['Marseille', 'Provence-Alpes-Côte d’Azur', 43.2965, 5.3698],
    ['Bordeaux', 'Nouvelle-Aquitaine', 44.8378, -0.5792], ['Lille', 'Hauts-de-France', 50.6292, 3.0573]] },
  GB: { group: 'en', postcode: (r) => `${letter(r)}${letter(r)}${randInt(r, 1, 9)} ${randInt(r, 1, 9)}${letter(r)}${letter(r)}`, cities: [
    ['London', 'Greater London', 51.5072, -0.1276], ['Manchester', 'Greater Manchester', 53.4808, -2.2426], ['Birmingham', 'West Midlands', 52.4862, -1.8904],
    ['Leeds', 'West Yorkshire', 53.8008, -1.5491], ['Bristol', 'Bristol', 51.4545, -2.5879]] },
  IE: { group: 'en', postcode: (r) => `D${randInt(r, 0, 2)}${randInt(r, 1, 9)} ${letter(r)}${randInt(r, 1, 9)}${letter(r)}${randInt(r, 1, 9)}`, cities: [
    ['Dublin', 'Leinster', 53.3498, -6.2603], ['Cork', 'Munster', 51.8985, -8.4756], ['Galway', 'Connacht', 53.2707, -9.0568],
    ['Limerick', 'Munster', 52.6638, -8.6267], ['Kilkenny', 'Leinster', 52.6541, -7.2448]] },
  IT: { group: 'it', postcode: (r) => `${digits(r, 5)}`, cities: [
    ['Roma', 'Lazio', 41.9028, 12.4964], ['Milano', 'Lombardia', 45.4642, 9.19], ['Napoli', 'Campania', 40.8518, 14.2681],
    ['Torino', 'Piemonte', 45.0703, 7.6869], ['Firenze', 'Toscana', 43.7696, 11.2558]] },
  MX: { group: 'es', postcode: (r) => `${digits(r, 5)}`, cities: [
    ['Ciudad de México', 'CDMX', 19.4326, -99.1332], ['Guadalajara', 'Jalisco', 20.6597, -103.3496], ['Monterrey', 'Nuevo León', 25.6866, -100.3161],
    ['Puebla', 'Puebla', 19.0414, -98.2063], ['Mérida', 'Yucatán', 20.9674, -89.5926]] },
  NL: { group: 'nl', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)} ${letter(r)}${letter(r)}`, cities: [
    ['Amsterdam', 'Noord-Holland', 52.3676, 4.9041], ['Rotterdam', 'Zuid-Holland', 51.9244, 4.4777], ['Utrecht', 'Utrecht', 52.0907, 5.1214],
    ['Den Haag', 'Zuid-Holland', 52.0705, 4.3007], ['Eindhoven', 'Noord-Brabant', 51.4416, 5.4697]] },
  NO: { group: 'nb', postcode: (r) => `${digits(r, 4)}`, cities: [
    ['Oslo', 'Oslo', 59.9139, 10.7522], ['Bergen', 'Vestland', 60.3913, 5.3221], ['Trondheim', 'Trøndelag', 63.4305, 10.3951],
    ['Stavanger', 'Rogaland', 58.97, 5.7331], ['Tromsø', 'Troms', 69.6492, 18.9553]] },
  NZ: { group: 'en', postcode: (r) => `${digits(r, 4)}`, cities: [
    ['Auckland', 'Auckland', -36.8485, 174.7633], ['Wellington', 'Wellington', -41.2865, 174.7762], ['Christchurch', 'Canterbury', -43.5321, 172.6362],
    ['Hamilton', 'Waikato', -37.787, 175.2793], ['Dunedin', 'Otago', -45.8788, 170.5028]] },
  PL: { group: 'pl', postcode: (r) => `${digits(r, 2)}-${digits(r, 3)}`, cities: [
    ['Warszawa', 'mazowieckie', 52.2297, 21.0122], ['Kraków', 'małopolskie', 50.0647, 19.945], ['Wrocław', 'dolnośląskie', 51.1079, 17.0385],
    ['Gdańsk', 'pomorskie', 54.352, 18.6466], ['Poznań', 'wielkopolskie', 52.4064, 16.9252]] },
  PT: { group: 'pt', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 3)}-${digits(r, 3)}`, cities: [
    ['Lisboa', 'Lisboa', 38.7223, -9.1393], ['Porto', 'Porto', 41.1579, -8.6291], ['Braga', 'Braga', 41.5454, -8.4265],
    ['Coimbra', 'Coimbra', 40.2033, -8.4103], ['Faro', 'Algarve', 37.0194, -7.9322]] },
  SE: { group: 'sv', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 2)} ${digits(r, 2)}`, cities: [
    ['Stockholm', 'Stockholm', 59.3293, 18.0686], ['Göteborg', 'Västra Götaland', 57.7089, 11.9746], ['Malmö', 'Skåne', 55.605, 13.0038],
    ['Uppsala', 'Uppsala', 59.8586, 17.6389], ['Linköping', 'Östergötland', 58.4108, 15.6214]] },
  US: { group: 'en', postcode: (r) => `${randInt(r, 1, 9)}${digits(r, 4)}`, cities: [
    ['New York', 'NY', 40.7128, -74.006], ['Chicago', 'IL', 41.8781, -87.6298], ['Los Angeles', 'CA', 34.0522, -118.2437],
    ['Austin', 'TX', 30.2672, -97.7431], ['Seattle', 'WA', 47.6062, -122.3321]] },
  AE: { group: 'ar', postcode: (r) => `P.O. Box ${randInt(r, 1000, 99999)}`, cities: [
    ['Dubai', 'Dubai', 25.2048, 55.2708], ['Abu Dhabi', 'Abu Dhabi', 24.4539, 54.3773], ['Sharjah', 'Sharjah', 25.3463, 55.4209],
    ['Al Ain', 'Abu Dhabi', 24.2075, 55.7447], ['Ajman', 'Ajman', 25.4052, 55.5136]] },
} satisfies Record<string, Country>;

/** A city's name in a language of its country: its own for that language (Bruxelles in French), else the first. */
export function cityName(country: Country, city: string, language: string): string {
  return country.cities.find((c) => c[0] === city)?.[4]?.[language] ?? city;
}

/** A country of a generated store: the texts name each one (MarketTexts `countries`). */
export type CountryCode = keyof typeof countries;

export function countryOf(code: string): Country {
  const country: Country | undefined = countries[code as CountryCode];
  if (!country) throw new Error(`seed: no country data for ${code}`);
  return country;
}
