import type { ProductDetailQuery, ProductListQuery } from '@giftshop/shared-graphql';
import type { CataloguePageLoad } from '../load-page';
import { loadProductList } from '../loaders';
import { isListPageSegment } from './product-variables';
import { loadProductDetail } from './load-product';

/** The product route's load: `/gift-cards/{n}/` is page n of the product list (spec §2.1), any other segment a product. */
export const loadProductRoute: CataloguePageLoad<ProductListQuery | ProductDetailQuery> = (args) =>
  isListPageSegment(args.params['product']) ? loadProductList(args) : loadProductDetail(args);
