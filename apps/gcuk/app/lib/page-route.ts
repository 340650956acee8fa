import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { PageLoad, Seo } from '@giftshop/shared-data-access';
import { browserServices } from './browser-services';
import { seoMeta } from './seo';

/**
 * A page's loaders and meta from its feature's load function. On the server the load warms the request's Apollo
 * cache (handed to the browser with the HTML); in the browser, client navigations run it against the browser's
 * cache, so data already there is not fetched again and hydration sends no request at all.
 */
export function pageRoute<T extends { seo: Seo }>(load: PageLoad<T>) {
  return {
    loader: ({ context, params, request }: LoaderFunctionArgs) => load({ services: context, params, url: new URL(request.url) }),
    clientLoader: ({ params, request }: ClientLoaderFunctionArgs) => load({ services: browserServices(), params, url: new URL(request.url) }),
    meta: (({ loaderData }) => (loaderData ? seoMeta((loaderData as T).seo) : [])) satisfies MetaFunction,
  };
}
