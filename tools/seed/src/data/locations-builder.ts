/**
 * Deterministic generator for restaurant / shop locations around real city centres.
 */
import type { OpeningHoursSpec } from '@giftshop/gateway-db';
import type { SeedLocation } from './types';
import { mulberry32, pick, randInt, seedFrom, shuffled, type Rand } from './prng';
import { domainOf, slugify } from './catalogue-builder';

export interface CitySpec {
  city: string;
  slug: string;
  /** Region / county / province. */
  area: string;
  /** Real city-centre coordinates. */
  lat: number;
  lon: number;
  /** Number of locations to generate in this city. */
  count: number;
  /** Optional override of the maximum distance from the centre in km. */
  radiusKm?: number;
  /**
   * Optional compass sector [from, to] in degrees (0 = north, clockwise) to keep points on land,
   * e.g. for coastal cities.
   */
  bearing?: [number, number];
  /** [street name, postcode district] pairs; districts match the street. */
  streets: [string, string][];
}

export interface LocationBrand {
  slug: string;
  name: string;
  weight: number;
  /** Optional list of city slugs this brand is limited to. */
  cities?: string[];
  /** Restaurants open at lunch and in the evening; shops in the day. */
  kind: 'restaurant' | 'shop';
}

export interface LocationConfig {
  seed: string;
  cities: CitySpec[];
  brands: LocationBrand[];
  /** Builds a full postcode from a district, e.g. 'M1' -> 'M1 4BT'. */
  postcode: (rand: Rand, district: string) => string;
  /** Maximum distance from the city centre in km. */
  radiusKm: number;
  /** Path segment for brand location pages on the brand web site. */
  websitePath: string;
}

const EARTH_KM_PER_DEG_LAT = 111.32;

/**
 * Uniformly distributed point within radiusKm of (lat, lon), optionally limited to a compass sector,
 * rounded to 6 decimals.
 */
export function placeNear(
  rand: Rand,
  lat: number,
  lon: number,
  radiusKm: number,
  bearing: [number, number] = [0, 360],
): { lat: number; lon: number } {
  const r = radiusKm * Math.sqrt(0.02 + 0.98 * rand());
  const theta = ((bearing[0] + rand() * (bearing[1] - bearing[0])) * Math.PI) / 180;
  const dLat = (r * Math.cos(theta)) / EARTH_KM_PER_DEG_LAT;
  const dLon = (r * Math.sin(theta)) / (EARTH_KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lon: Math.round((lon + dLon) * 1e6) / 1e6 };
}

const UK_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export function ukPostcode(rand: Rand, district: string): string {
  return `${district} ${randInt(rand, 1, 9)}${pick(rand, UK_INWARD_LETTERS.split(''))}${pick(rand, UK_INWARD_LETTERS.split(''))}`;
}

const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

export function nlPostcode(rand: Rand, district: string): string {
  for (;;) {
    const letters = `${pick(rand, NL_LETTERS.split(''))}${pick(rand, NL_LETTERS.split(''))}`;
    if (letters === 'SA' || letters === 'SD' || letters === 'SS') continue;
    return `${district} ${letters}`;
  }
}

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const;
const WEEK: Record<LocationBrand['kind'], OpeningHoursSpec[][]> = {
  restaurant: [
    [
      { days: [...WEEKDAYS], opens: '12:00', closes: '22:00' },
      { days: ['FRIDAY', 'SATURDAY'], opens: '12:00', closes: '23:00' },
      { days: ['SUNDAY'], opens: '12:00', closes: '21:00' },
    ],
    [
      { days: ['TUESDAY', 'WEDNESDAY', 'THURSDAY'], opens: '17:00', closes: '22:30' },
      { days: ['FRIDAY', 'SATURDAY'], opens: '12:00', closes: '23:00' },
      { days: ['SUNDAY'], opens: '12:00', closes: '20:00' },
    ],
  ],
  shop: [
    [
      { days: [...WEEKDAYS, 'FRIDAY', 'SATURDAY'], opens: '09:00', closes: '17:30' },
      { days: ['SUNDAY'], opens: '11:00', closes: '17:00' },
    ],
    [
      { days: [...WEEKDAYS, 'FRIDAY'], opens: '10:00', closes: '18:00' },
      { days: ['SATURDAY'], opens: '09:30', closes: '18:00' },
    ],
  ],
};

/**
 * A location's week, from its own seed so the other fields of every location stay as they were; about one in ten
 * publishes no hours.
 */
function openingHoursOf(seed: string, brand: LocationBrand, name: string): OpeningHoursSpec[] | null {
  const rand = mulberry32(seedFrom(`${seed}|hours|${name}`));
  return rand() < 0.1 ? null : pick(rand, WEEK[brand.kind]);
}

function weightedBrand(rand: Rand, brands: LocationBrand[]): LocationBrand {
  const total = brands.reduce((s, b) => s + b.weight, 0);
  let r = rand() * total;
  for (const b of brands) {
    r -= b.weight;
    if (r < 0) return b;
  }
  return brands[brands.length - 1] as LocationBrand;
}

export function buildLocations(config: LocationConfig): SeedLocation[] {
  const rand = mulberry32(seedFrom(config.seed));
  const allowed = (b: LocationBrand, city: CitySpec) => !b.cities || b.cities.includes(city.slug);

  // One slot per location to create, grouped by city.
  const slots: { city: CitySpec; brand?: LocationBrand }[] = [];
  for (const city of config.cities) for (let i = 0; i < city.count; i++) slots.push({ city });

  // Every brand gets at least one location.
  for (const brand of shuffled(rand, config.brands)) {
    const free = slots.filter((s) => !s.brand && allowed(brand, s.city));
    if (free.length === 0) throw new Error(`No free location slot for brand ${brand.slug}`);
    pick(rand, free).brand = brand;
  }
  for (const slot of slots) {
    if (slot.brand) continue;
    const candidates = config.brands.filter((b) => allowed(b, slot.city));
    slot.brand = weightedBrand(rand, candidates);
  }

  const usedStreet = new Set<string>();
  const usedName = new Set<string>();
  const out: SeedLocation[] = [];
  for (const slot of slots) {
    const brand = slot.brand as LocationBrand;
    const city = slot.city;
    let street = pick(rand, city.streets);
    for (let tries = 0; tries < 20 && usedStreet.has(`${brand.slug}|${city.slug}|${street[0]}`); tries++) {
      street = pick(rand, city.streets);
    }
    usedStreet.add(`${brand.slug}|${city.slug}|${street[0]}`);
    let name = `${brand.name} ${street[0]}`;
    if (usedName.has(name)) name = `${brand.name} ${city.city} ${street[0]}`;
    let n = 2;
    while (usedName.has(name)) name = `${brand.name} ${street[0]} ${n++}`;
    usedName.add(name);
    const num = randInt(rand, 1, 180);
    const suffix = rand() < 0.12 ? pick(rand, ['a', 'b', 'c']) : '';
    const point = placeNear(rand, city.lat, city.lon, city.radiusKm ?? config.radiusKm, city.bearing);
    out.push({
      brandSlug: brand.slug,
      name,
      street: street[0],
      houseNumber: `${num}${suffix}`,
      postCode: config.postcode(rand, street[1]),
      city: city.city,
      administrativeArea: city.area,
      lat: point.lat,
      lon: point.lon,
      website: `https://${domainOf(brand.slug)}/${config.websitePath}/${city.slug}/${slugify(street[0])}/`,
      openingHours: openingHoursOf(config.seed, brand, name),
    });
  }
  return out;
}
