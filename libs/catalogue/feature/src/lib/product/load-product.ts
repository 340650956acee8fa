import { notFound, type ProductSeo } from '@giftshop/shared-data-access';
import type { ProductDetailQuery } from '@giftshop/shared-graphql';
import { decimalAmount } from '@giftshop/util-money';
import { ProductDetailQuery as ProductDetailDocument } from '../catalogue.queries';
import { loadPage, type CataloguePageLoad } from '../load-page';
import { choiceCardVariables, productDetailVariables } from './product-variables';
import { priceRange, purchaseConfig } from './purchase-config';
import { productCrumbs, type Product } from './product-crumbs';

/** What search engines read about a product (schema.org Product with an AggregateOffer over all its prices). */
export function productSeo(product: Product): ProductSeo {
  const { options, currency, inStock } = purchaseConfig(product);
  const range = priceRange(options) ?? { low: 0, high: 0 };
  return {
    name: product.title,
    description: product.description,
    image: product.image.url.href,
    sku: product.variations[0]?.sku ?? String(product.id),
    brand: product.__typename === 'GiftCardProduct' ? product.giftCardBrand.name : product.title,
    lowPrice: decimalAmount(range.low),
    highPrice: decimalAmount(range.high),
    currency,
    inStock,
  };
}

const loadProductPage =
  (variables: typeof productDetailVariables, choice: boolean): CataloguePageLoad<ProductDetailQuery> =>
  async (args) => {
    const { input, data, metadata, messages } = await loadPage(args, ProductDetailDocument, variables);
    const product = data.product.product;
    if (!product) throw notFound();
    return { seo: { metadata, breadcrumbs: productCrumbs(input, messages, product, choice), product: productSeo(product) }, data };
  };

export const loadProductDetail = loadProductPage(productDetailVariables, false);
export const loadChoiceCard = loadProductPage(choiceCardVariables, true);
