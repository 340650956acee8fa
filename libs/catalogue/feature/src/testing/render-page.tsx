import type { ComponentType } from 'react';
import { matchPath, MemoryRouter, Route, Routes } from 'react-router';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { mergedTypes, possibleTypes, StoreProvider, type PageLoad, type StoreSettings } from '@giftshop/shared-data-access';
import { ukStore, ukUserData } from '@giftshop/shared-testing';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';
// Brand data is configuration, not a library; the app imports the same file.
// eslint-disable-next-line @nx/enforce-module-boundaries
import gcuk from '../../../../../brands/GCUK/brand.json';

export const store: StoreSettings = ukStore;

export const gcukBrand = gcuk as BrandConfig;

export const userData = ukUserData;

export type Mocks = ConstructorParameters<typeof MockLink>[0];

/** The cache as makeApolloClient configures it. */
export const makeCache = () => new InMemoryCache({ possibleTypes, typePolicies: Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }])) });

/** The page's services as the server builds them: a fresh Apollo cache per request and the GCUK store. */
export function serverServices(mocks: Mocks) {
  const cache = makeCache();
  return { cache, services: { apollo: new ApolloClient({ cache, link: new MockLink(mocks) }), settings: store } };
}

export function runLoad(load: PageLoad, pattern: string, url: string, mocks: Mocks) {
  const { cache, services } = serverServices(mocks);
  const full = new URL(url, 'https://gcuk.giftshop.example');
  const params = matchPath(pattern, full.pathname)?.params ?? {};
  return { cache, result: load({ services, params, url: full }) };
}

/**
 * Runs a route's load function as the server does, then renders its page from the cache the load filled. The page's
 * own client has only `laterMocks` (e.g. "Show more" pages): a page that asked again for its route query would
 * find no answer, so these tests also prove hydration needs no request.
 */
export async function loadAndRender(options: { load: PageLoad; Page: ComponentType; pattern: string; url: string; mocks: Mocks; laterMocks?: Mocks; brand?: BrandConfig }) {
  const { cache, result } = runLoad(options.load, options.pattern, options.url, options.mocks);
  const loaded = await result;
  const view = render(
    <StoreProvider store={store}>
      <BrandProvider brand={options.brand ?? gcukBrand}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
          <MockedProvider cache={cache} mocks={options.laterMocks ?? []}>
            <MemoryRouter initialEntries={[options.url]}>
              <Routes>
                <Route path={options.pattern} element={<options.Page />} />
              </Routes>
            </MemoryRouter>
          </MockedProvider>
        </I18nProvider>
      </BrandProvider>
    </StoreProvider>,
  );
  return { loaded, view, cache };
}
