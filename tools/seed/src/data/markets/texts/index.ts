/** The texts of generated stores per language; a language without its own texts gets the English ones. */
import { regionalSpelling } from '@giftshop/util-i18n/core';
import type { SeedStore } from '../../stores';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { pl } from './pl';
import { pt } from './pt';
import { ptPT } from './pt-PT';
import { sv } from './sv';
import type { MarketTexts } from './types';

export { fill } from './fill';
export type { MarketTexts, RegionalTexts } from './types';

/** `base` with `overrides` laid over it: objects key by key, a text or a list replaced whole. */
function overlaid(base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return base;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return overrides;
  const given = overrides as Record<string, unknown>;
  return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, overlaid(value, given[key])]));
}

const texts: Record<string, MarketTexts> = { en, de, fr, es, it, pt, pl, sv, da, nb };

/** Every text of `value` as a regional variant spells it (Swiss German: ss for ß). */
function spelled(value: unknown, variant: string): unknown {
  if (typeof value === 'string') return regionalSpelling(variant, value);
  if (Array.isArray(value)) return value.map((item) => spelled(item, variant));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spelled(item, variant)]));
}

/**
 * The texts of a region, by store locale: its language's with the region's own laid over them (European
 * Portuguese), or in the region's spelling (Swiss German).
 */
const regional: Record<string, MarketTexts> = { 'pt-pt': overlaid(pt, ptPT) as MarketTexts, 'de-ch': spelled(de, 'de-CH') as MarketTexts };

/**
 * The texts of a store locale (`pt-pt`) or a language (`pt`): the region's where it has its own, else the language's,
 * else the English ones until the language has its own.
 */
export function marketTexts(locale: string): MarketTexts {
  const key = locale.toLowerCase();
  return regional[key] ?? texts[key.split('-')[0] ?? 'en'] ?? en;
}

/** The locale a store writes `language` in (GCSPT's Portuguese is `pt-pt`), for `marketTexts`. */
export const storeLocale = (store: Pick<SeedStore, 'languages'>, language: string) =>
  store.languages.find((l) => l.code === language)?.locale ?? language;
