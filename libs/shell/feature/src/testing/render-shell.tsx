import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mergedTypes, modalsSlice, possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
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
}

/** Renders under the providers the app gives every page, with a data router whose one route shows `element`. */
export function renderWithProviders(element: ReactNode, options: RenderShellOptions = {}) {
  const { mocks = [], path = '/', brand = gcukBrand, store = makeTestStore(), loaderData = { copyrightYear: 2031 } } = options;
  const router = createMemoryRouter([{ id: 'shell', path: '*', element, loader: () => loaderData }], {
    initialEntries: [path],
    hydrationData: { loaderData: { shell: loaderData } },
  });
  const utils = render(
    <StoreProvider store={ukStore}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: brand.host }}>
        <BrandProvider brand={brand}>
          <MockedProvider mocks={mocks} cache={makeTestCache()} mockLinkDefaultOptions={{ delay: 0 }}>
            <Provider store={store}>
              <RouterProvider router={router} />
            </Provider>
          </MockedProvider>
        </BrandProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return { ...utils, router, store };
}

/** The brand file with some toggles changed. */
export const withToggles = (changes: Partial<BrandConfig['toggles']>): BrandConfig => ({ ...gcukBrand, toggles: { ...gcukBrand.toggles, ...changes } });
