import type { ComponentType } from 'react';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { GatewayProvider, StoreProvider, type GatewayOptions, type StoreSettings } from '@giftshop/shared-data-access';
import { mockGatewayFetch, ukStore, ukUserData, type GatewayMock } from '@giftshop/shared-testing';
import type { CataloguePageLoad } from '../lib/load-page';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';
// Brand data is configuration, not a library; the app imports the same file.
// eslint-disable-next-line @nx/enforce-module-boundaries
import gcuk from '../../../../../brands/GCUK/brand.json';

export const store: StoreSettings = ukStore;

export const gcukBrand = gcuk as BrandConfig;

export const userData = ukUserData;

export type Mocks = readonly GatewayMock[];

/** The gateway answering from mocks, as the server (`ssr`) or the browser calls it. */
export const mockGateway = (
  mocks: Mocks,
  ssr: boolean,
): GatewayOptions & { fetch: ReturnType<typeof mockGatewayFetch> } => ({
  uri: 'http://gateway.test/graphql',
  store,
  ssr,
  fetch: mockGatewayFetch(mocks),
});

/** The page's services as the server builds them: the gateway (answering from mocks) and the GCUK store. */
export function serverServices(mocks: Mocks) {
  return { services: { gateway: mockGateway(mocks, true), settings: store } };
}

export function runLoad<TData>(load: CataloguePageLoad<TData>, pattern: string, url: string, mocks: Mocks) {
  const { services } = serverServices(mocks);
  const full = new URL(url, 'https://gcuk.giftshop.example');
  const params = matchPath(pattern, full.pathname)?.params ?? {};
  return { gateway: services.gateway, result: load({ services, params, url: full }) };
}

/**
 * Runs a route's load function as the server does, then renders its page from the loader's answer, as hydration
 * does (React Router's hydration data). The browser's gateway has only `laterMocks` (e.g. "Show more" pages): a
 * page that asked again for its route query would find no answer, so these tests also prove hydration needs no
 * request (`browserGateway.fetch.calls`).
 */
export async function loadAndRender<TData>(options: {
  load: CataloguePageLoad<TData>;
  Page: ComponentType;
  pattern: string;
  url: string;
  mocks: Mocks;
  laterMocks?: Mocks;
  brand?: BrandConfig;
}) {
  const { result } = runLoad(options.load, options.pattern, options.url, options.mocks);
  const loaded = await result;
  const browserGateway = mockGateway(options.laterMocks ?? [], false);
  const routes = [{ id: 'page', path: options.pattern, element: <options.Page />, loader: () => loaded }];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.url],
    hydrationData: { loaderData: { page: loaded } },
  });
  const view = render(
    <StoreProvider store={store}>
      <BrandProvider brand={options.brand ?? gcukBrand}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
          <GatewayProvider value={browserGateway}>
            <MockedProvider mocks={[]}>
              <RouterProvider router={router} />
            </MockedProvider>
          </GatewayProvider>
        </I18nProvider>
      </BrandProvider>
    </StoreProvider>,
  );
  return { loaded, view, browserGateway };
}
