import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApolloSourceProvider, GatewayProvider, mergedTypes, modalsSlice, possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { mockGatewayFetch } from '@giftshop/shared-testing';
import { shellReducers } from '@giftshop/shell-data-access';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';

export const gcukBrand = JSON.parse(readFileSync(join(__dirname, '../../../../../brands/GCUK/brand.json'), 'utf8')) as BrandConfig;

export const ukStore: StoreSettings = {
  storeId: 48,
  buildKey: 'GCUK',
  language: 'en',
  locale: 'en-GB',
  countryCode: 'GB',
  currency: 'GBP',
  brandHost: gcukBrand.host,
  origin: `https://${gcukBrand.host}`,
  prefixed: false,
};

export const ukUserData = toUserData(ukStore);

/** The cache as the app configures it (makeApolloClient): abstract types and merged payloads. */
export const makeTestCache = () => new InMemoryCache({ possibleTypes, typePolicies: Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }])) });

export const makeTestStore = () => configureStore({ reducer: { ...shellReducers, [modalsSlice.name]: modalsSlice.reducer } });
export type TestStore = ReturnType<typeof makeTestStore>;

export interface RenderShellOptions {
  mocks?: readonly MockLink.MockedResponse[];
  path?: string;
  brand?: BrandConfig;
  store?: TestStore;
  loaderData?: unknown;
  /** The page's language and locale (a bilingual store's second language, e.g. fr and fr-BE); English by default. */
  i18n?: { language: string; locale: string };
}

const isShellMock = (mock: MockLink.MockedResponse) =>
  mock.request.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === 'Shell');

/**
 * Renders under the providers the app gives every page, with a data router whose one route shows `element`. The
 * shell's query answer among `mocks` is the shell loader's; the others answer Apollo (the basket badge) and the
 * gateway's `fetchQuery` calls.
 */
export function renderWithProviders(element: ReactNode, options: RenderShellOptions = {}) {
  const { mocks = [], path = '/', brand = gcukBrand, store = makeTestStore() } = options;
  const { i18n = { language: 'en', locale: 'en-GB' } } = options;
  const shell = mocks.find(isShellMock);
  const loaderData = options.loaderData ?? { copyrightYear: 2031, shell: shell ? (shell.result as { data: unknown }).data : null };
  const client = new ApolloClient({ cache: makeTestCache(), link: new MockLink(mocks, { defaultOptions: { delay: 0 } }) });
  const gateway = { uri: 'http://gateway.test/graphql', store: ukStore, ssr: false, fetch: mockGatewayFetch(mocks as never) };
  const router = createMemoryRouter([{ id: 'shell', path: '*', element, loader: () => loaderData }], {
    initialEntries: [path],
    hydrationData: { loaderData: { shell: loaderData } },
  });
  const utils = render(
    <StoreProvider store={ukStore}>
      <I18nProvider value={{ ...i18n, prefixed: i18n.language !== brand.languages[0]?.code, brandHost: brand.host }}>
        <BrandProvider brand={brand}>
          <GatewayProvider value={gateway}>
            <ApolloSourceProvider value={{ client }}>
              <ApolloProvider client={client}>
                <Provider store={store}>
                  <RouterProvider router={router} />
                </Provider>
              </ApolloProvider>
            </ApolloSourceProvider>
          </GatewayProvider>
        </BrandProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return { ...utils, router, store };
}

/** The brand file with some toggles changed. */
export const withToggles = (changes: Partial<BrandConfig['toggles']>): BrandConfig => ({ ...gcukBrand, toggles: { ...gcukBrand.toggles, ...changes } });
