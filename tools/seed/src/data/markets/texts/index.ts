/** The texts of generated stores per language; a language without its own texts gets the English ones. */
import { en } from './en';
import type { MarketTexts } from './types';

export { fill } from './fill';
export type { MarketTexts } from './types';

const texts: Record<string, MarketTexts> = { en };

/** The texts of `language`, or the English ones until it has its own. */
export function marketTexts(language: string): MarketTexts {
  return texts[language] ?? en;
}
