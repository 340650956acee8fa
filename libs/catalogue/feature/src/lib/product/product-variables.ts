import { routePath, routeTable, type RouteId } from '@giftshop/util-i18n';
import type { PageInput } from '../page-input';

/** The last segment of a fixed route of the language (`/categorie/alle-cadeaubonnen/` gives `alle-cadeaubonnen`). */
export const lastSegment = (language: string, route: RouteId) => (routeTable(language)[route] ?? '').split('/').filter(Boolean).pop() ?? '';

const DIGITS = /^\d+$/;

/** `/gift-cards/{n}/` is page n of the product list (spec §2.1): the product route's segment is a page number. */
export const isListPageSegment = (segment: string | undefined) => DIGITS.test(segment ?? '');

export const base = (input: PageInput) => ({ userData: input.userData, path: input.pathname });

export const productDetailVariables = (input: PageInput) => ({ ...base(input), slug: input.params['product'] ?? '' });

/**
 * The Choice card's product slug is the last segment of the store's choiceCard route (`choice-gift-card`, or a
 * brand's own `/gutschein/all-in-1/`). Its metadata is the product page's, which the gateway knows by its table path.
 */
export function choiceCardVariables(input: PageInput) {
  const slug = lastSegment(input.paths.language, 'choiceCard');
  return { ...base(input), path: routePath('product', { product: slug }, input.paths), slug };
}
