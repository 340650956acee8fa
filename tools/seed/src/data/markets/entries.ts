/**
 * Catalogue entries of a generated store: merchants named from the country's name pool, spread over the kinds of
 * shop by weight, each with a description in the store's content language and the city it is based in.
 */
import { entry, slugify, type CatalogueEntry, type EntryOptions, type ValueTier } from '../catalogue-builder';
import { mulberry32, pick, seedFrom, shuffled } from '../prng';
import type { Country } from './countries';
import { kinds, namePool, patternsOf, type Kind } from './names';
import { fill } from './texts';

const weight: Record<Kind, number> = {
  restaurants: 4, 'spa-and-wellness': 2, fashion: 2, 'home-and-garden': 2, experiences: 2, 'books-and-music': 1, beauty: 2,
  'sport-and-outdoors': 2, 'cinema-and-entertainment': 1, 'travel-and-hotels': 2, 'food-and-drink': 2, 'kids-and-toys': 1, gaming: 1, tech: 1,
};

export const tierOfKind: Record<Kind, ValueTier> = {
  restaurants: 'std', 'spa-and-wellness': 'high', fashion: 'std', 'home-and-garden': 'std', experiences: 'high', 'books-and-music': 'low',
  beauty: 'std', 'sport-and-outdoors': 'std', 'cinema-and-entertainment': 'low', 'travel-and-hotels': 'high', 'food-and-drink': 'std',
  'kids-and-toys': 'low', gaming: 'std', tech: 'std',
};

/** Occasions (English slugs) a kind of gift suits, most fitting first. */
export const occasionsOfKind: Record<Kind, string[]> = {
  restaurants: ['birthday', 'anniversary', 'thank-you'],
  'spa-and-wellness': ['mothers-day', 'birthday', 'get-well-soon'],
  fashion: ['birthday', 'christmas', 'graduation'],
  'home-and-garden': ['wedding', 'retirement', 'thank-you'],
  experiences: ['birthday', 'anniversary', 'valentines-day'],
  'books-and-music': ['christmas', 'retirement', 'get-well-soon'],
  beauty: ['mothers-day', 'valentines-day', 'birthday'],
  'sport-and-outdoors': ['fathers-day', 'birthday', 'graduation'],
  'cinema-and-entertainment': ['birthday', 'congratulations', 'christmas'],
  'travel-and-hotels': ['wedding', 'anniversary', 'retirement'],
  'food-and-drink': ['thank-you', 'christmas', 'fathers-day'],
  'kids-and-toys': ['new-baby', 'birthday', 'christmas'],
  gaming: ['birthday', 'graduation', 'christmas'],
  tech: ['graduation', 'fathers-day', 'christmas'],
};

export const merchantSlug = slugify;

export interface GeneratedEntry extends CatalogueEntry {
  kind: Kind;
  city: string;
  /** Which of the kind's descriptions the blurb is: a further language writes its own of the same place. */
  blurbIndex: number;
}

/** Merchant descriptions ({name}, {city}, {country}) and search words per kind of shop, in the store's language. */
export interface EntryBlurbs {
  /** A store sells the kinds that have descriptions. */
  descriptions: Partial<Record<Kind, string[]>>;
  keywords: Partial<Record<Kind, string[]>>;
}

export interface EntryRequest {
  seed: string;
  count: number;
  blurbs: EntryBlurbs;
  country: Country;
  /** The country's name inside a sentence of the store's language, for {country}. */
  countryName: string;
  /** The store's category and occasion slugs for a kind and for an English occasion slug. */
  categoryOf: (kind: Kind) => string;
  occasionOf: (occasion: string) => string | null;
  /** Slugs already taken (house brands, hand-written entries). */
  taken?: Iterable<string>;
}

/** `count` merchants with unique names and slugs, the same on every run. */
export function generateEntries(request: EntryRequest): GeneratedEntry[] {
  const { country, blurbs } = request;
  const rand = mulberry32(seedFrom(`${request.seed}:entries`));
  const pool = namePool(country.group);
  const sold = kinds.filter((kind) => blurbs.descriptions[kind]?.length);
  const cycle = sold.flatMap((kind) => Array.from({ length: weight[kind] }, () => kind));
  const taken = new Set(request.taken ?? []);
  const names = new Map<Kind, string[]>();
  const namesOf = (kind: Kind) => {
    let list = names.get(kind);
    if (!list) {
      list = shuffled(rand, patternsOf(country.group, kind).flatMap((p) =>
        (p.includes('{S}') ? pool.surnames : pool.places).map((word) => p.replace(/\{[SP]\}/, word))));
      names.set(kind, list);
    }
    return list;
  };
  const out: GeneratedEntry[] = [];
  let round = shuffled(rand, cycle);
  let exhausted = 0;
  while (out.length < request.count) {
    if (round.length === 0) round = shuffled(rand, cycle);
    const kind = round.pop() as Kind;
    const name = namesOf(kind).pop();
    if (name === undefined) {
      if (++exhausted > cycle.length * 4) throw new Error(`seed: ${request.seed} ran out of merchant names at ${out.length}`);
      continue;
    }
    const slug = merchantSlug(name);
    if (taken.has(slug)) continue;
    taken.add(slug);
    const city = pick(rand, country.cities)[0];
    const descriptions = blurbs.descriptions[kind] ?? [];
    const blurbIndex = Math.floor(rand() * descriptions.length);
    const blurb = fill(descriptions[blurbIndex] as string, { name, city, country: request.countryName });
    const occasions = occasionsOfKind[kind].map(request.occasionOf).filter((o): o is string => !!o);
    const kindCount = out.filter((e) => e.kind === kind).length;
    const opts: EntryOptions = { tier: tierOfKind[kind] };
    // The first restaurants and spas of a store have venues the location pages list.
    if ((kind === 'restaurants' && kindCount < 6) || (kind === 'spa-and-wellness' && kindCount < 3)) opts.loc = true;
    if (out.length % 11 === 3) opts.hot = true;
    out.push({
      ...entry(slug, name, [request.categoryOf(kind)], [...new Set(occasions)], blurb, blurbs.keywords[kind] ?? [], opts),
      kind,
      city,
      blurbIndex,
    });
  }
  return out;
}
