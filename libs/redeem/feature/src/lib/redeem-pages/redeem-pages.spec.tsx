import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RedeemPageQuery } from '@giftshop/redeem-data-access';
import { possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { RedeemBusinessShopPage } from './redeem-business-shop-page';
import { RedeemInfoPage } from './redeem-info-page';
import { isRedeemPageId, redeemPageIdOf } from './redeem-page-id';
import { makeTestStore } from '../../testing/make-store';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };

const pageMock = (pageId: string, page: Record<string, unknown>) => ({
  request: { query: RedeemPageQuery, variables: { userData: toUserData(store), pageId } },
  result: {
    data: {
      redeemPage: {
        __typename: 'RedeemPagePayload',
        page: { __typename: 'RedeemPage', pageId, title: 'Title', intro: 'Intro', paragraphs: ['One.', 'Two.'], business: false, hasShop: false, ...page },
        errors: [],
      },
    },
  },
});

function renderAt(path: string, pattern: string, element: ReactNode, mocks: unknown[]) {
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ possibleTypes })} mockLinkDefaultOptions={{ delay: 0 }}>
          <Provider store={makeTestStore()}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </MemoryRouter>
          </Provider>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
}

describe('redeem page ids', () => {
  it('are slugs that are not page numbers', () => {
    expect(isRedeemPageId('northwind-thank-you')).toBe(true);
    expect(isRedeemPageId('2')).toBe(false);
    expect(isRedeemPageId('Northwind')).toBe(false);
    expect(isRedeemPageId('a--b')).toBe(false);
    expect(redeemPageIdOf({ page: 'northwind' })).toBe('northwind');
    expect(redeemPageIdOf({ page: '3' })).toBeNull();
    expect(redeemPageIdOf({ pageId: 'northwind', page: '2' })).toBe('northwind');
    expect(redeemPageIdOf({})).toBeNull();
  });
});

describe('RedeemInfoPage', () => {
  it('tells about the card and leads to the balance check and the shop', async () => {
    renderAt('/check-balance/info/choice-card/', '/check-balance/info/:pageId/', <RedeemInfoPage />, [pageMock('choice-card', { title: 'Spending your Choice gift card' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spending your Choice gift card' })).toBeVisible();
    expect(screen.getByText('Two.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-balance/');
    expect(screen.getByRole('link', { name: 'See all gift cards you can choose' })).toHaveAttribute('href', '/check-balance/redeem/');
  });

  it("sends the holder of a page with a shop of its own back to that shop after the check", async () => {
    renderAt('/check-balance/info/northwind/', '/check-balance/info/:pageId/', <RedeemInfoPage />, [pageMock('northwind', { business: true, hasShop: true })]);
    expect(await screen.findByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-balance/?shop=northwind');
    expect(screen.getByRole('link', { name: 'See what you can choose' })).toHaveAttribute('href', '/check-balance/redeem/northwind/');
  });
});

describe('RedeemBusinessShopPage', () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the page's title and introduction, and sends a holder without a balance check to the check and back", async () => {
    const mocks = [pageMock('northwind', { title: 'Northwind: thank you', intro: 'Pick a card.', business: true, hasShop: true })];
    renderAt('/check-balance/redeem/northwind/', '/check-balance/redeem/:page?/', <RedeemBusinessShopPage />, mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind: thank you' })).toBeVisible();
    expect(screen.getByText('Pick a card.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-balance/?shop=northwind');
  });
});
