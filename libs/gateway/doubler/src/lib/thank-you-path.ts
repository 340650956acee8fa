/**
 * The storefront's doubler thank-you page, per language. The paths must agree with the route tables of
 * shared/util-i18n; the gateway keeps its own copy because that library also carries React code.
 */
const routes: Record<string, { thankYou: string; word: string }> = {
  en: { thankYou: '/doubler/thankyou/', word: 'gift-card' },
  nl: { thankYou: '/verdubbelaar/bedankt/', word: 'cadeaubon' },
};

/** `/doubler/thankyou/<product slug>/`; a card without a product (e.g. a blank card) uses the brand's word. */
export function thankYouPath(language: string, productSlug: string | null): string {
  const route = routes[language] ?? routes['en'];
  return `${route.thankYou}${encodeURIComponent(productSlug ?? route.word)}/`;
}
