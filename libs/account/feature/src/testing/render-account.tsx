import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountUserQuery } from '@giftshop/account-data-access';
import { ApolloSourceProvider, modalsSlice, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { brands } from '@giftshop/shared-testing';
import { BrandProvider } from '@giftshop/util-brand';
import { I18nProvider } from '@giftshop/util-i18n';

export const store: StoreSettings = {
  storeId: 48,
  buildKey: 'GCUK',
  language: 'en',
  locale: 'en-GB',
  countryCode: 'GB',
  currency: 'GBP',
  brandHost: 'gcuk.example',
  origin: 'https://gcuk.example',
  prefixed: false,
};
export const userData = toUserData(store);

export const nina = {
  __typename: 'User',
  subscribed: false,
  mainProfile: { __typename: 'CustomerProfile', firstName: 'Nina', lastName: '', email: 'nina@example.com' },
};

/** The gateway's answer to AccountUser: the customer, or null for a visitor. */
export const userInfo = (user: unknown, maxUsageCount = 5) => ({
  request: { query: AccountUserQuery, variables: { userData } },
  result: { data: { getUserInfo: { __typename: 'UserInfoPayload', user, errors: [] } } },
  maxUsageCount,
});

export const status = (field: string, ok: boolean, errors: unknown[] = []) => ({ data: { [field]: { __typename: 'StatusPayload', status: ok, errors } } });

/** Renders `routes` (path → element) in a data router at `path`, with the providers the pages need. */
export function renderAccount(routes: Record<string, ReactNode>, path: string, mocks: unknown[], state?: unknown) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element })),
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  const redux = configureStore({ reducer: { modals: modalsSlice.reducer } });
  // The app's client, which the parts that read without Apollo (the header's login) also find as the source's.
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks as never, { defaultOptions: { delay: 0 } }) });
  render(
    <StoreProvider store={store}>
      <BrandProvider brand={brands['GCUK']}>
        <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
          <ApolloSourceProvider value={{ client }}>
            <ApolloProvider client={client}>
              <Provider store={redux}>
                <RouterProvider router={router} />
              </Provider>
            </ApolloProvider>
          </ApolloSourceProvider>
        </I18nProvider>
      </BrandProvider>
    </StoreProvider>,
  );
  return { router, redux };
}

/** The widget's own event once the proof of work is done. */
export const solveCaptcha = (payload = 'solved') =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
