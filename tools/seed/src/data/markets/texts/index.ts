/** The texts of generated stores per language; a language without its own texts gets the English ones. */
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { pl } from './pl';
import { pt } from './pt';
import { sv } from './sv';
import type { MarketTexts } from './types';

export { fill } from './fill';
export type { MarketTexts } from './types';

const texts: Record<string, MarketTexts> = { en, de, fr, es, it, pt, pl, sv, da, nb };

/** The texts of `language`, or the English ones until it has its own. */
export function marketTexts(language: string): MarketTexts {
  return texts[language] ?? en;
}
