import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CheckBalanceMutation, RedeemProductsQuery, RedeemSessionQuery, storeRedeemToken } from '@giftshop/redeem-data-access';
import { possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { RedeemShopPage } from './redeem-shop-page';
import { makeTestStore } from '../../testing/make-store';

// A balance check through the modal takes several renders; a busy machine needs more than jest's 5 s.
jest.setTimeout(20_000);

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const gbp = (minorUnits: number) => ({ __typename: 'Money', minorUnits, currency: 'GBP' });
const session = { __typename: 'RedeemSession', maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), expiryDate: '2027-11-23', openOrderUuid: null };
const products = (productType: string) => ({
  request: { query: RedeemProductsQuery, variables: { userData: toUserData(store), productType, pageId: null } },
  result: { data: { redeemProducts: { __typename: 'RedeemProductsPayload', products: [], errors: [] } } },
});

function renderPage(mocks: unknown[]) {
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ possibleTypes })} mockLinkDefaultOptions={{ delay: 0 }}>
          <Provider store={makeTestStore()}>
            <MemoryRouter initialEntries={['/check-balance/redeem/']}>
              <RedeemShopPage />
            </MemoryRouter>
          </Provider>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
}

describe('RedeemShopPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends a visitor without a redeem token to the balance check', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Spend your balance' })).toBeVisible();
    expect(await screen.findByText(/Check the balance of your gift card first/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-balance/');
  });

  it('checks a card in place with the card number modal and goes on in the shop', async () => {
    const checked = {
      __typename: 'GiftCardInfo',
      maskedNumber: '···· ···· ···· ···· 9010',
      balance: gbp(2500),
      expiryDate: '2027-11-23',
      status: 'ACTIVE',
      redeemToken: 'token-2',
    };
    const checkMock = {
      request: { query: CheckBalanceMutation, variables: { userData: toUserData(store), cardNumber: '6301480123456789010', pin: '042917', captchaToken: 'solved' } },
      result: { data: { giftCardInfo: { __typename: 'GiftCardInfoPayload', giftCard: checked, errors: [] } } },
    };
    const sessionMock = { request: { query: RedeemSessionQuery, variables: { userData: toUserData(store, 'token-2') } }, result: { data: { redeemSession: { __typename: 'RedeemSessionPayload', session, errors: [] } } } };
    renderPage([checkMock, sessionMock, products('GIFT_CARD'), products('DONATION')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter your card here' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your gift card' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '6301480123456789010');
    await userEvent.type(within(dialog).getByLabelText(/PIN/), '042917');
    await act(async () => {
      document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('region', { name: 'Your card' });
    expect(within(card).getByText('£25.00')).toBeVisible();
    expect(sessionStorage.getItem('giftshop.redeemToken')).toBe('token-2');
  });

  it("shows the holder's card, and asks before starting again", async () => {
    storeRedeemToken('token-1');
    const sessionMock = { request: { query: RedeemSessionQuery, variables: { userData: toUserData(store, 'token-1') } }, result: { data: { redeemSession: { __typename: 'RedeemSessionPayload', session, errors: [] } } } };
    renderPage([sessionMock, products('GIFT_CARD'), products('DONATION')]);
    const card = await screen.findByRole('region', { name: 'Your card' });
    expect(within(card).getByText('£25.00')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Start again?' })).getByRole('button', { name: 'Yes, start again' }));
    expect(sessionStorage.getItem('giftshop.redeemToken')).toBeNull();
  });

  it('says when the session has ended', async () => {
    storeRedeemToken('old');
    const ended = { __typename: 'Error', code: 2211, message: 'Ended', referencedRequestParameter: 'redeemToken' };
    renderPage([{ request: { query: RedeemSessionQuery, variables: { userData: toUserData(store, 'old') } }, result: { data: { redeemSession: { __typename: 'RedeemSessionPayload', session: null, errors: [ended] } } } }, products('GIFT_CARD'), products('DONATION')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended');
  });
});
