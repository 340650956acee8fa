/** The information, service, legal and business pages of a generated store, written for its country and currency. */
import type { SeedPage } from '../types';
import { fill, type MarketTexts } from './texts';

export interface StoreFacts {
  name: string;
  host: string;
  /** The country's name inside a sentence. */
  country: string;
  /** '€10', '€500': the lowest and highest face value of the store's ladder. */
  minAmount: string;
  maxAmount: string;
  /** The claim in words, e.g. 'more than 160'. */
  more: string;
}

type PageKey = keyof MarketTexts['pages'];

/** [path, type, translation key, text]: the translation key links the page to its translations for hreflang. */
const pageRows: [string, SeedPage['pageType'], string, PageKey][] = [
  ['/', 'HOME', 'home', 'home'],
  ['/general-terms/', 'INFO', 'terms', 'terms'],
  ['/privacy/', 'INFO', 'privacy', 'privacy'],
  ['/cancelation-policy/', 'INFO', 'cancellation', 'cancellation'],
  ['/delivery/', 'INFO', 'delivery', 'delivery'],
  ['/cookieverklaring/', 'INFO', 'cookies', 'cookies'],
  ['/about-us/', 'INFO', 'about', 'about'],
  ['/support/helpdesk/', 'HELP', 'helpdesk', 'helpdesk'],
  ['/support/contact-us/', 'HELP', 'contact', 'contact'],
  ['/business/', 'BUSINESS', 'business', 'business'],
  ['/business/request-a-quote/', 'BUSINESS', 'business-quote', 'businessQuote'],
];

/** The pages in the texts' language, with the store's facts filled in. */
export function marketPages(t: MarketTexts, f: StoreFacts): SeedPage[] {
  const values = {
    name: f.name, more: f.more, country: f.country, serviceEmail: `service@${f.host}`, minAmount: f.minAmount, maxAmount: f.maxAmount,
    contactPath: '/support/contact-us/', balancePath: '/check-balance/', quotePath: '/business/request-a-quote/',
  };
  return pageRows.map(([path, pageType, translationKey, key]) => {
    const text = t.pages[key];
    return {
      path, pageType, translationKey, title: fill(text.title, values), metaDescription: fill(text.metaDescription, values),
      keywords: [...text.keywords], body: fill(text.body, values),
    };
  });
}
