/** A store's merchants described in a further language of the store, for its catalogue's texts in that language. */
import type { CatalogueEntry } from '../catalogue-builder';
import { seedFrom } from '../prng';
import { cityName, type City, type Country } from './countries';
import type { GeneratedEntry } from './entries';
import type { Kind } from './names';
import { fill, type MarketTexts } from './texts';

export interface EntryPlace {
  country: Country;
  /** The country's name inside a sentence of the language, for {country}. */
  countryName: string;
}

const isGenerated = (e: CatalogueEntry): e is GeneratedEntry => 'kind' in e && 'blurbIndex' in e;

/**
 * The entries with a description and search words in the language of `t`: a generated merchant gets the same
 * description of its kind of shop as in the store's first language, a hand-written one (CB's) one picked by its slug
 * for `kindOf` its main category. The main category becomes the kind, so the catalogue builder finds the language's
 * closing sentences; the builder, given the same entries in the same order, draws the same numbers and so writes
 * the same products.
 */
export function translateEntries(
  entries: CatalogueEntry[],
  t: MarketTexts,
  place: EntryPlace,
  kindOf: (category: string) => Kind,
): CatalogueEntry[] {
  return entries.map((e) => {
    const kind = isGenerated(e) ? e.kind : kindOf(e.cats[0] as string);
    const n = seedFrom(e.slug);
    const city = cityName(place.country, isGenerated(e) ? e.city : (place.country.cities[n % place.country.cities.length] as City)[0], t.language);
    const descriptions = t.blurbs.descriptions[kind];
    const index = isGenerated(e) ? e.blurbIndex : n;
    const blurb = fill(descriptions[index % descriptions.length] as string, {
      name: e.name,
      city,
      country: place.countryName,
    });
    const { closer: _closer, ...opts } = e.opts;
    return { slug: e.slug, name: e.name, cats: [kind], occ: e.occ, blurb, kw: t.blurbs.keywords[kind], opts };
  });
}
