import { lazy } from 'react';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { catalogueLoads, isListPageSegment, loadProductListPage, loadProductRoute, ProductDetailPage, ProductListPage as ProductListPageNow } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';
import { productParts } from '../lib/product-parts';
import type { StylesHandle } from '../lib/route-styles';

export const loader = serverLoader(loadProductRoute);
const loadProduct = browserQueryLoader(async () => (await catalogueLoads()).loadProductRoute);
/** A list page's navigation loads the list's code beside its data, so the page does not wait for it after. */
export const clientLoader = async (args: ClientLoaderFunctionArgs) => {
  const list = isListPageSegment(args.params['product']) ? loadProductListPage() : undefined;
  const loaded = await loadProduct(args);
  await list;
  return loaded;
};
export const meta = pageMeta;
/** A list page is styled by the product list route's stylesheets, which product pages leave out. */
export const handle: StylesHandle = { stylesOf: (params) => (isListPageSegment(params['product']) ? 'productList' : undefined) };

/**
 * In the browser the product list is a chunk of its own: product pages do not carry it. A list page's HTML stays as
 * the server sent it until the chunk is in (the shell's Suspense boundary around the page).
 */
const ProductListPage = import.meta.env.SSR ? ProductListPageNow : lazy(async () => ({ default: await loadProductListPage() }));

/** `/gift-cards/{n}/` is page n of the product list (spec §2.1); any other segment is a product. */
export default function Product() {
  const { product } = useParams();
  return isListPageSegment(product) ? <ProductListPage /> : <ProductDetailPage {...productParts} />;
}
