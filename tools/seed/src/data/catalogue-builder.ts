/**
 * Turns compact, hand-written catalogue entries into SeedBrand and SeedProduct records.
 * All variation, colour, popularity and wording choices are derived from a seeded PRNG,
 * so the output is identical on every run.
 */
import type { SeedBrand, SeedProduct, SeedVariation } from './types';
import { mulberry32, pick, randInt, seedFrom, shuffled, type Rand } from './prng';

/**
 * mixed: both delivery types with fixed values and a custom range
 * fixed: both delivery types, fixed values only
 * custom: both delivery types, custom range only
 * split: digital with a custom range, physical with fixed values
 * digital: digital only (fixed values and a custom range)
 * physical: physical only (fixed values)
 */
export type VariationPreset = 'mixed' | 'fixed' | 'custom' | 'split' | 'digital' | 'physical';
export type ValueTier = 'low' | 'std' | 'high';

export interface EntryOptions {
  v?: VariationPreset;
  tier?: ValueTier;
  /** Marketplace / platform card. */
  tpp?: boolean;
  wine?: boolean;
  stock?: number;
  hand?: boolean;
  /** Has venues or shops; used by the location generators. */
  loc?: boolean;
  /** Restrict generated locations to these city slugs. */
  cities?: string[];
  /** Has an online shop page the redeem shop may frame (`CatalogueConfig.shopUrl`). */
  shop?: boolean;
  /** The redeem shop sends the holder on to the brand's site this many seconds after a package is added. */
  redirect?: number;
  /** Gets a popularity boost. */
  hot?: boolean;
  color?: string;
  /** Replaces the generated closing sentence. */
  closer?: string;
}

export interface CatalogueEntry {
  /** Brand slug. */
  slug: string;
  name: string;
  cats: string[];
  occ: string[];
  /** One or two hand-written sentences about the brand. */
  blurb: string;
  kw: string[];
  opts: EntryOptions;
}

export function entry(
  slug: string,
  name: string,
  cats: string[],
  occ: string[],
  blurb: string,
  kw: string[],
  opts: EntryOptions = {},
): CatalogueEntry {
  return { slug, name, cats, occ, blurb, kw, opts };
}

export interface CatalogueConfig {
  seed: string;
  /** e.g. '-gift-card' or '-cadeaubon'. */
  productSlugSuffix: string;
  productTitle: (brandName: string) => string;
  visitLabel: (brandName: string) => string;
  /** Closing sentences per main category; '{name}' is replaced by the brand name. */
  closers: Record<string, string[]>;
  defaultClosers: string[];
  platformClosers: string[];
  wineClosers: string[];
  digitalOnlyNote: string;
  physicalOnlyNote: string;
  /** Keyword added for the main category. */
  categoryKeyword: Record<string, string>;
  tierByCategory: Record<string, ValueTier>;
  /**
   * Where a brand's shop page lives. On the store's own origin: the storefront frames it in the redeem shop, and a
   * page of a fictional domain would frame nothing.
   */
  shopUrl: (brandSlug: string) => string;
  /** Face values and custom ranges per tier in the store's currency; the default is the GBP/EUR ladder below. */
  prices?: PriceTiers;
}

/** Three fixed-value sets and three custom ranges per tier, in minor units; the PRNG picks one of each per product. */
export interface PriceTiers {
  fixed: Record<ValueTier, number[][]>;
  custom: Record<ValueTier, { min: number; max: number }[]>;
}

const FIXED_SETS: Record<ValueTier, number[][]> = {
  low: [
    [1000, 1500, 2500, 5000],
    [500, 1000, 2000, 3000],
    [1000, 2000, 2500, 5000],
  ],
  std: [
    [1000, 2500, 5000, 10000],
    [1500, 2500, 5000, 7500],
    [2000, 3000, 5000, 10000],
  ],
  high: [
    [2500, 5000, 10000, 15000],
    [5000, 7500, 10000, 15000],
    [2500, 5000, 7500, 10000],
  ],
};

const CUSTOM_RANGES: Record<ValueTier, { min: number; max: number }[]> = {
  low: [
    { min: 500, max: 10000 },
    { min: 1000, max: 10000 },
    { min: 500, max: 7500 },
  ],
  std: [
    { min: 1000, max: 15000 },
    { min: 1500, max: 15000 },
    { min: 1000, max: 12500 },
  ],
  high: [
    { min: 2000, max: 15000 },
    { min: 2500, max: 15000 },
    { min: 5000, max: 15000 },
  ],
};

const PRESET_WEIGHTS: [VariationPreset, number][] = [
  ['mixed', 34],
  ['fixed', 22],
  ['custom', 16],
  ['split', 12],
  ['digital', 8],
  ['physical', 8],
];

function weightedPreset(rand: Rand): VariationPreset {
  const total = PRESET_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [preset, w] of PRESET_WEIGHTS) {
    r -= w;
    if (r < 0) return preset;
  }
  return 'mixed';
}

export function buildVariations(
  preset: VariationPreset,
  fixedValues: number[],
  range: { min: number; max: number },
): SeedVariation[] {
  const f = fixedValues.slice();
  // The preset chips lie inside the range the custom amount hint states ("between £25 and £150").
  const c = { min: Math.min(range.min, ...f), max: Math.max(range.max, ...f) };
  switch (preset) {
    case 'mixed':
      return [
        { type: 'DIGITAL', fixedValues: f, customRange: c },
        { type: 'PHYSICAL', fixedValues: f.slice(), customRange: { ...c } },
      ];
    case 'fixed':
      return [
        { type: 'DIGITAL', fixedValues: f, customRange: null },
        { type: 'PHYSICAL', fixedValues: f.slice(), customRange: null },
      ];
    case 'custom':
      return [
        { type: 'DIGITAL', fixedValues: [], customRange: c },
        { type: 'PHYSICAL', fixedValues: [], customRange: { ...c } },
      ];
    case 'split':
      return [
        { type: 'DIGITAL', fixedValues: [], customRange: c },
        { type: 'PHYSICAL', fixedValues: f, customRange: null },
      ];
    case 'digital':
      return [{ type: 'DIGITAL', fixedValues: f, customRange: c }];
    case 'physical':
      return [{ type: 'PHYSICAL', fixedValues: f, customRange: null }];
  }
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const toHex = (x: number) =>
    Math.round(clamp(x, 0, 1) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${toHex(f(0))}${toHex(f(8))}${toHex(f(4))}`;
}

/** Distinct, reasonably dark brand colours (white text stays readable). */
export function distinctColours(count: number, seed: string, taken: Iterable<string> = []): string[] {
  const rand = mulberry32(seedFrom(`${seed}:colours`));
  const used = new Set<string>(Array.from(taken, (c) => c.toLowerCase()));
  const out: string[] = [];
  let hue = rand() * 360;
  while (out.length < count) {
    hue = (hue + 137.508) % 360;
    const s = randInt(rand, 38, 72);
    const l = randInt(rand, 26, 50);
    const hex = hslToHex(hue, s, l);
    if (used.has(hex)) continue;
    used.add(hex);
    out.push(hex);
  }
  return out;
}

export function domainOf(brandSlug: string): string {
  return `${brandSlug.replace(/-/g, '')}.example`;
}

/** Letters NFD does not take apart, spelled as a slug spells them. */
const spelled: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', ß: 'ss', đ: 'd' };

export function slugify(text: string): string {
  return text
    .replace(/[łŁøØæÆßđ]/g, (c) => spelled[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniq(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

export interface BuiltCatalogue {
  brands: SeedBrand[];
  products: SeedProduct[];
}

export function buildCatalogue(entries: CatalogueEntry[], config: CatalogueConfig): BuiltCatalogue {
  const rand = mulberry32(seedFrom(config.seed));
  const explicitColours = entries.map((e) => e.opts.color).filter((c): c is string => !!c);
  const colours = distinctColours(entries.length, config.seed, explicitColours);
  const order = shuffled(
    rand,
    entries.map((_, i) => i),
  );
  const rank = new Map<number, number>();
  order.forEach((entryIndex, position) => rank.set(entryIndex, position));

  const brands: SeedBrand[] = [];
  const products: SeedProduct[] = [];
  const usedPopularity = new Set<number>();

  entries.forEach((e, i) => {
    const main = e.cats[0];
    if (!main) throw new Error(`Entry ${e.slug} has no category`);
    const domain = domainOf(e.slug);
    const brand: SeedBrand = {
      slug: e.slug,
      name: e.name,
      color: e.opts.color ?? (colours[i] as string),
      externalLink: { title: config.visitLabel(e.name), url: `https://${domain}/` },
    };
    if (e.opts.shop) brand.iframeUrl = config.shopUrl(e.slug);
    if (e.opts.redirect) brand.redirectLink = { url: `https://${domain}/`, redirectSeconds: e.opts.redirect };
    brands.push(brand);

    const tier = e.opts.tier ?? config.tierByCategory[main] ?? 'std';
    const preset: VariationPreset =
      e.opts.v ?? (e.opts.wine ? 'physical' : e.opts.tpp ? 'digital' : weightedPreset(rand));
    const fixed = pick(rand, (config.prices?.fixed ?? FIXED_SETS)[tier]);
    const range = pick(rand, (config.prices?.custom ?? CUSTOM_RANGES)[tier]);
    const variations = buildVariations(preset, fixed, range);

    const closerPool = e.opts.wine
      ? config.wineClosers
      : e.opts.tpp
        ? config.platformClosers
        : (config.closers[main] ?? config.defaultClosers);
    const generatedCloser = pick(rand, closerPool).replace(/\{name\}/g, e.name);
    const sentences = [e.blurb.trim(), e.opts.closer ?? generatedCloser];
    if (preset === 'digital') sentences.push(config.digitalOnlyNote);
    if (preset === 'physical' && !e.opts.wine) sentences.push(config.physicalOnlyNote);

    let popularity = 140 + (rank.get(i) ?? i) * 37 + randInt(rand, 0, 24) + (e.opts.hot ? 6000 : 0);
    while (usedPopularity.has(popularity)) popularity++;
    usedPopularity.add(popularity);

    products.push({
      slug: `${e.slug}${config.productSlugSuffix}`,
      title: config.productTitle(e.name),
      description: sentences.join(' '),
      productType: 'GIFT_CARD',
      brandSlug: e.slug,
      categories: e.cats.slice(0, 2),
      occasions: e.occ.slice(0, 3),
      variations,
      popularity,
      thirdPartyPlatform: e.opts.tpp === true,
      containsWine: e.opts.wine === true,
      isChoice: false,
      stock: e.opts.stock ?? null,
      showHand: e.opts.hand ?? rand() < 0.08,
      showShadow: rand() < 0.85,
      keywords: uniq([...e.kw, e.name.toLowerCase(), config.categoryKeyword[main] ?? main]),
      // Every brand card can be chosen in the redeem shop, in whole units within its own custom range.
      redeem: { minCustom: range.min, maxCustom: range.max, minRemainingBalance: 0 },
    });
  });

  return { brands, products };
}
