import type { ProductDetailQuery } from '@giftshop/shared-graphql';
import { routePath } from '@giftshop/util-i18n';
import { crumbs } from '../breadcrumbs';
import type { PageInput } from '../page-input';

export type Product = NonNullable<ProductDetailQuery['product']['product']>;

/** The breadcrumb trail of a product page; the Choice card's last crumb is its own route. */
export function productCrumbs(input: PageInput, messages: Parameters<typeof crumbs.product>[0], product: Product, choice: boolean) {
  const path = choice ? routePath('choiceCard', {}, input.paths) : routePath('product', { product: input.params['product'] ?? '' }, input.paths);
  return crumbs.product(messages, input.paths, product.title, path);
}
