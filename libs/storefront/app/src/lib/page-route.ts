import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { PageLoad, Seo } from '@giftshop/shared-data-access';
import { browserServices } from './browser-services';
import { pageLanguage } from '../settings';
import { seoMeta } from './seo';

/*
 * A page's loaders and meta from its feature's load function. On the server the load warms the request's Apollo
 * cache (handed to the browser with the HTML); in the browser, client navigations run it against the browser's
 * cache, so data already there is not fetched again and hydration sends no request at all.
 * Route modules export each one by name: React Router strips `loader` from client bundles and cannot strip a
 * destructured export.
 */

export const serverLoader =
  <T extends { seo: Seo }>(load: PageLoad<T>) =>
  ({ context, params, request }: LoaderFunctionArgs) =>
    load({ services: context, params, url: new URL(request.url) });

export const browserLoader =
  <T extends { seo: Seo }>(load: PageLoad<T>) =>
  ({ params, request }: ClientLoaderFunctionArgs) =>
    load({ services: browserServices(), params, url: new URL(request.url) });

/** Open Graph's locale is `en_GB`: the page's language and the store's country. */
const ogLocale = (pathname: string) => {
  const { language } = pageLanguage(pathname);
  return (language?.locale ?? 'en-gb').replace(/-([a-z]{2})$/i, (_, country: string) => `_${country.toUpperCase()}`);
};

export const pageMeta: MetaFunction = ({ loaderData, location }) => (loaderData ? seoMeta((loaderData as { seo: Seo }).seo, ogLocale(location.pathname)) : []);
