/**
 * The storefront's doubler thank-you page, per language. The paths must agree with the route tables of
 * shared/util-i18n; the gateway keeps its own copy because that library also carries React code.
 */
const routes: Record<string, { thankYou: string; word: string }> = {
  en: { thankYou: '/doubler/thankyou/', word: 'gift-card' },
  nl: { thankYou: '/verdubbelaar/bedankt/', word: 'cadeaubon' },
};

/** The product segment of the thank-you path: the card's product, or for a card without one (e.g. blank) the brand's word. */
export const thankYouProduct = (language: string, productSlug: string | null) => productSlug ?? (routes[language] ?? routes['en']).word;

/** `/doubler/thankyou/<product>/?entry=<reference>`: the page answers 404 without the entry's signed reference. */
export function thankYouPath(language: string, product: string, reference: string): string {
  const route = routes[language] ?? routes['en'];
  return `${route.thankYou}${encodeURIComponent(product)}/?entry=${encodeURIComponent(reference)}`;
}
