import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DoublerPageQuery, DoublerThankYouQuery, EnterDoublerMutation } from '@giftshop/doubler-data-access';
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { modalsSlice, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { doublerLoads } from '../loaders';
import { I18nProvider } from '@giftshop/util-i18n';
import { DoublerThankYouPage } from '../thank-you/doubler-thank-you-page';
import { DoublerPage } from './doubler-page';

const store: StoreSettings = {
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
const userData = toUserData(store);
const entryValues = { name: 'Rita Holder', email: 'rita@example.com', cardNumber: '6301480123456789010', pin: '042917', captchaToken: 'solved-payload' };
const status = {
  request: { query: DoublerPageQuery, variables: { userData } },
  result: {
    data: {
      doublerStatus: {
        __typename: 'DoublerStatusPayload',
        status: { __typename: 'DoublerStatus', currentMonth: '2026-12', nextDrawDate: '2026-12-07' },
        errors: [],
      },
    },
  },
  maxUsageCount: 5,
};
const entered = (entry: unknown, errors: unknown[] = []) => ({
  request: { query: EnterDoublerMutation, variables: { userData, ...entryValues } },
  result: { data: { enterDoubler: { __typename: 'DoublerEntryPayload', entry, errors } } },
});
const REFERENCE = '17.abcdefghijklmnopqrstuvwxyzABCDEF';
const entry = { __typename: 'DoublerEntry', month: '2026-12', drawDate: '2026-12-07', thankYouPath: `/doubler/thankyou/gift-card/?entry=${REFERENCE}` };
const thankYou = (reference: string, found: boolean) => ({
  request: { query: DoublerThankYouQuery, variables: { userData, product: 'gift-card', entry: reference } },
  result: {
    data: {
      doublerThankYou: {
        __typename: 'DoublerStatusPayload',
        status: found ? { __typename: 'DoublerStatus', currentMonth: '2026-12', nextDrawDate: '2026-12-07' } : null,
        errors: found ? [] : [{ __typename: 'Error', code: 1005, message: 'Not found.' }],
      },
    },
  },
});

function renderPage(mocks: unknown[]) {
  const redux = configureStore({ reducer: { modals: modalsSlice.reducer } });
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <MockedProvider mocks={mocks as never} cache={new InMemoryCache()} mockLinkDefaultOptions={{ delay: 0 }}>
          <Provider store={redux}>
            <MemoryRouter initialEntries={['/doubler/']}>
              <Routes>
                <Route path="/doubler/" element={<DoublerPage />} />
                <Route path="/doubler/thankyou/:product/" element={<DoublerThankYouPage />} />
              </Routes>
            </MemoryRouter>
          </Provider>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
  return redux;
}

async function enter() {
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), entryValues.name);
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), entryValues.email);
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), entryValues.cardNumber);
  await userEvent.type(screen.getByLabelText(/PIN/), entryValues.pin);
  await act(async () => {
    document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: entryValues.captchaToken } }));
  });
  await userEvent.click(screen.getByRole('button', { name: 'Enter the draw' }));
}

describe('DoublerPage', () => {
  it('shows the next draw, takes an entry and goes on to the thank-you page', async () => {
    renderPage([status, entered(entry), thankYou(REFERENCE, true)]);
    expect(screen.getByRole('heading', { level: 1, name: 'The doubler' })).toBeVisible();
    expect(await screen.findByText('Monday, 7 December 2026')).toBeVisible();
    await enter();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you, you are in the draw' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Check your balance' })).toHaveAttribute('href', '/check-balance/');
  });

  it("puts the gateway's refusal on the card number", async () => {
    const unknown = {
      __typename: 'Error',
      code: 2205,
      message: "We don't know this number, please check the number and try again.",
      referencedRequestParameter: 'cardNumber',
    };
    renderPage([status, entered(null, [unknown])]);
    await enter();
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining("We don't know this number")));
    expect(number).toHaveFocus();
  });

  it('opens the error modal for a refusal no field can show', async () => {
    const limited = { __typename: 'Error', code: 1007, message: 'Too many requests. Please wait a moment and try again.', referencedRequestParameter: null };
    const redux = renderPage([status, entered(null, [limited])]);
    await enter();
    await waitFor(() => expect(redux.getState().modals.error).toEqual(expect.objectContaining({ code: 1007 })));
  });
});

describe('doubler thank-you loader', () => {
  const load = (path: string, mocks: unknown[]) => {
    const apollo = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks as never) });
    const url = new URL(path, store.origin);
    return doublerLoads('GiftCards UK').thankYou({ services: { apollo, settings: store }, params: { product: 'gift-card' }, url });
  };
  const notFound = expect.objectContaining({ init: expect.objectContaining({ status: 404 }) });

  it('thanks only with the reference of a real entry: none or a made-up one answers 404', async () => {
    await expect(load('/doubler/thankyou/gift-card/', [])).rejects.toEqual(notFound);
    await expect(load('/doubler/thankyou/gift-card/?entry=1.made-up', [thankYou('1.made-up', false)])).rejects.toEqual(notFound);
    const { seo } = await load(`/doubler/thankyou/gift-card/?entry=${REFERENCE}`, [thankYou(REFERENCE, true)]);
    expect(seo.metadata.noindex).toBe(true);
  });
});
