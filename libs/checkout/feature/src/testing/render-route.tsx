import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { checkoutReducers } from '@giftshop/checkout-data-access';
import { mergedTypes, modalsSlice, possibleTypes, StoreProvider, type StoreSettings } from '@giftshop/shared-data-access';
import { ukStore } from '@giftshop/shared-testing';
import { BrandProvider, type BrandConfig } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';
// Brand data is configuration, not a library; the app imports the same file.
// eslint-disable-next-line @nx/enforce-module-boundaries
import gcuk from '../../../../../brands/GCUK/brand.json';

export const store: StoreSettings = ukStore;

export type Mocks = ConstructorParameters<typeof MockLink>[0];

/** A store with the slices the checkout pages read: the checkout's and the modals. */
export const makeTestStore = () => configureStore({ reducer: { ...checkoutReducers, [modalsSlice.name]: modalsSlice.reducer } });

export const makeCache = () => new InMemoryCache({ possibleTypes, typePolicies: Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }])) });

/**
 * Renders checkout routes in a data router (the leave guard needs one) with the providers of the app; any other path
 * renders its own path, so tests can tell where a navigation went.
 */
export function renderRoutes(options: { routes: { path: string; element: ReactElement }[]; url: string; mocks: Mocks; cache?: InMemoryCache; brand?: Partial<BrandConfig> }) {
  const reduxStore = makeTestStore();
  const router = createMemoryRouter([...options.routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [options.url] });
  const brand = { ...(gcuk as BrandConfig), ...options.brand };
  const view = render(
    <StoreProvider store={store}>
      <BrandProvider brand={brand}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: store.brandHost }}>
          <MockedProvider mocks={options.mocks} cache={options.cache ?? makeCache()}>
            <Provider store={reduxStore}>
              <RouterProvider router={router} />
            </Provider>
          </MockedProvider>
        </I18nProvider>
      </BrandProvider>
    </StoreProvider>,
  );
  return { router, reduxStore, view };
}

function Elsewhere() {
  return <p>Another page</p>;
}

export const brandToggles = (toggles: Partial<BrandConfig['toggles']>): Partial<BrandConfig> => ({ toggles: { ...(gcuk as BrandConfig).toggles, ...toggles } });
