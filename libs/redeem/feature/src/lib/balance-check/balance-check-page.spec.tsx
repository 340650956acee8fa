import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { CheckBalanceMutation, LinkedCardQuery, REDEEM_TOKEN_KEY } from '@giftshop/redeem-data-access';
import { StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { BalanceCheckPage } from './balance-check-page';
import { makeTestStore } from '../../testing/make-store';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const cardNumber = '6301480123456789010';
const request = (pin: string, captchaToken: string) => ({ query: CheckBalanceMutation, variables: { userData: toUserData(store), cardNumber, pin, captchaToken } });
const answer = (giftCard: unknown, errors: unknown[] = []) => ({ data: { giftCardInfo: { __typename: 'GiftCardInfoPayload', giftCard, errors } } });
const giftCard = {
  __typename: 'GiftCardInfo',
  maskedNumber: '···· ···· ···· ···· 9010',
  balance: { __typename: 'Money', minorUnits: 2500, currency: 'GBP' },
  expiryDate: '2027-11-23',
  status: 'ACTIVE',
  redeemToken: 'token-1',
};
const unknown = { __typename: 'Error', code: 2205, message: "We don't know this number, please check the number and try again.", referencedRequestParameter: 'cardNumber' };

function ShowLocation() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

const linkedRequest = (token: string) => ({ query: LinkedCardQuery, variables: { userData: toUserData(store, token) } });
const linkedAnswer = (session: unknown, errors: unknown[] = []) => ({ data: { redeemSession: { __typename: 'RedeemSessionPayload', session, errors } } });

function renderPage(mocks: unknown[], entry = `/check-balance/#cardNumber=${cardNumber}`) {
  const redux = makeTestStore();
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <MockedProvider mocks={mocks as never} cache={new InMemoryCache()} mockLinkDefaultOptions={{ delay: 0 }}>
          <Provider store={redux}>
            <MemoryRouter initialEntries={[entry]}>
              <BalanceCheckPage />
              <ShowLocation />
            </MemoryRouter>
          </Provider>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return redux;
}

const solveCaptcha = (payload: string) =>
  act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });

async function checkWith(pin: string, captcha: string) {
  const field = screen.getByLabelText(/PIN/);
  await userEvent.clear(field);
  await userEvent.type(field, pin);
  await solveCaptcha(captcha);
  await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
}

describe('BalanceCheckPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the redeem session of the card e-mail link without number and PIN, and takes the token out of the address', async () => {
    const { redeemToken: _token, __typename: _type, ...card } = giftCard;
    renderPage([{ request: linkedRequest('link-token'), result: linkedAnswer({ __typename: 'RedeemSession', ...card }) }], '/check-balance/?redeemToken=link-token');
    expect(await screen.findByText('£25.00')).toBeVisible();
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBe('link-token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/check-balance\/$/);
    expect(screen.getByRole('link', { name: /Spend your balance/ })).toBeVisible();
  });

  it('forgets a link whose session has ended and asks for number and PIN', async () => {
    const ended = { __typename: 'Error', code: 2211, message: 'Your session has ended.', referencedRequestParameter: 'redeemToken' };
    renderPage([{ request: linkedRequest('old-token'), result: linkedAnswer(null, [ended]) }], '/check-balance/?redeemToken=old-token');
    expect(await screen.findByRole('status')).toHaveTextContent('The link you followed no longer opens your card.');
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBeNull();
    expect(screen.getByLabelText(/PIN/)).toBeVisible();
  });

  it('checks the card of the e-mail link and shows its balance, keeping the redeem token', async () => {
    renderPage([{ request: request('042917', 'first'), result: answer(giftCard) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your balance' })).toBeVisible();
    expect(await screen.findByDisplayValue('6301 4801 2345 6789 010')).toHaveAccessibleName(/Card number/);
    await checkWith('042917', 'first');
    const heading = await screen.findByRole('heading', { name: 'Your balance' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('£25.00')).toBeVisible();
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBe('token-1');
  });

  it('puts a refusal on the card number, asks for a new captcha, and checks again', async () => {
    renderPage([
      { request: request('111111', 'first'), result: answer(null, [unknown]) },
      { request: request('042917', 'second'), result: answer(giftCard) },
    ]);
    await checkWith('111111', 'first');
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining("We don't know this number")));
    expect(number).toHaveFocus();
    await checkWith('042917', 'second');
    expect(await screen.findByText('£25.00')).toBeVisible();
  });

  it('opens the error modal when the gateway cannot be reached', async () => {
    const redux = renderPage([{ request: request('042917', 'first'), error: new Error('offline') }]);
    await checkWith('042917', 'first');
    await waitFor(() => expect(redux.getState().modals.error).toEqual(expect.objectContaining({ code: -1 })));
  });
});
