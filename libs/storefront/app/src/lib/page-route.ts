import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { GatewayServices, PageLoad, PageServices, Seo } from '@giftshop/shared-data-access';
import { browserApolloServices, browserGatewayServices } from './browser-services';
import { pageLanguage } from '../settings';
import { seoMeta } from './seo';

/*
 * A page's loaders and meta from its feature's load function. Catalogue pages (`browserQueryLoader`) return their
 * query's answer, which React Router puts in the HTML for hydration; client navigations load the catalogue's loads
 * (`catalogueLoads`) and ask the gateway again by the persisted-query GET, without Apollo. Other pages
 * (`browserLoader`) warm the request's Apollo cache on the server (handed to the browser with the HTML); in the
 * browser, client navigations load Apollo Client and run the load against its cache, so data already there is not
 * fetched again and hydration sends no request at all.
 * Route modules export each one by name: React Router strips `loader` from client bundles and cannot strip a
 * destructured export.
 */

/** The request's services as loads take them: the gateway, the settings and the request's Apollo client. */
export const serverServices = (context: LoaderFunctionArgs['context']): PageServices & GatewayServices => ({
  gateway: context.gateway,
  settings: context.settings,
  apollo: context.apolloClient,
});

export const serverLoader =
  <T extends { seo: Seo }>(load: PageLoad<T, PageServices & GatewayServices>) =>
  ({ context, params, request }: LoaderFunctionArgs) =>
    load({ services: serverServices(context), params, url: new URL(request.url) });

/** A catalogue page's client navigations: `loadLater` imports its load, which the page's first script does not carry. */
export const browserQueryLoader =
  <T extends { seo: Seo }>(loadLater: () => Promise<PageLoad<T, GatewayServices>>) =>
  async ({ params, request }: ClientLoaderFunctionArgs) =>
    (await loadLater())({ services: browserGatewayServices(), params, url: new URL(request.url) });

export const browserLoader =
  <T extends { seo: Seo }>(load: PageLoad<T>) =>
  async ({ params, request }: ClientLoaderFunctionArgs) =>
    load({ services: await browserApolloServices(), params, url: new URL(request.url) });

/** Open Graph's locale is `en_GB`: the page's language and the store's country. */
const ogLocale = (pathname: string) => {
  const { language } = pageLanguage(pathname);
  return (language?.locale ?? 'en-gb').replace(/-([a-z]{2})$/i, (_, country: string) => `_${country.toUpperCase()}`);
};

export const pageMeta: MetaFunction = ({ loaderData, location }) => (loaderData ? seoMeta((loaderData as { seo: Seo }).seo, ogLocale(location.pathname)) : []);
