import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { basketReducers } from '@giftshop/basket-data-access';
import { mergedTypes, modalsSlice, possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';

const gcukBrand = JSON.parse(readFileSync(join(__dirname, '../../../../../brands/GCUK/brand.json'), 'utf8')) as BrandConfig;

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

export const userData = toUserData(ukStore);

/** A store with the slices the basket pages read: the basket's and the modals. */
export const makeTestStore = () => configureStore({ reducer: { ...basketReducers, [modalsSlice.name]: modalsSlice.reducer } });

/** Renders under the app's providers at `path`; other paths render their name, to see where a link led. */
export function renderBasket(element: ReactNode, options: { mocks?: readonly MockLink.MockedResponse[]; path?: string; store?: ReturnType<typeof makeTestStore> } = {}) {
  const { mocks = [], path = '/basket/', store = makeTestStore() } = options;
  const cache = new InMemoryCache({ possibleTypes, typePolicies: Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }])) });
  const utils = render(
    <StoreProvider store={ukStore}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: gcukBrand.host }}>
        <BrandProvider brand={gcukBrand}>
          <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
            <Provider store={store}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={path} element={element} />
                  <Route path="*" element={<p>Now at another page</p>} />
                </Routes>
              </MemoryRouter>
            </Provider>
          </MockedProvider>
        </BrandProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return { ...utils, store, cache };
}
