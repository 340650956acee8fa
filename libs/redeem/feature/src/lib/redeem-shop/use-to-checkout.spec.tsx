import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoggedInQuery, StoreProvider, toUserData, type CheckoutIdentifyProps, type StoreSettings } from '@giftshop/shared-data-access';
import { I18nProvider } from '@giftshop/util-i18n';
import { useToCheckout } from './use-to-checkout';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const userInfo = (user: unknown) => ({
  request: { query: LoggedInQuery, variables: { userData: toUserData(store) } },
  result: { data: { getUserInfo: { __typename: 'UserInfoPayload', user, errors: [] } } },
});

function Identify({ open, onGuest }: CheckoutIdentifyProps) {
  return open ? (
    <div role="dialog" aria-label="Identify">
      <button onClick={onGuest}>Guest</button>
    </div>
  ) : null;
}

function ToCheckout({ withModal }: { withModal: boolean }) {
  const toCheckout = useToCheckout(withModal ? Identify : undefined);
  return (
    <>
      {toCheckout.asks ? <button onClick={toCheckout.ask}>To checkout</button> : <a href={toCheckout.href}>To checkout</a>}
      {toCheckout.modal}
    </>
  );
}

function renderButton(user: unknown, withModal = true) {
  render(
    <StoreProvider store={store}>
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <MockedProvider mocks={[userInfo(user)]} cache={new InMemoryCache()} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={['/check-balance/redeem/']}>
            <Routes>
              <Route path="/check-balance/redeem/" element={<ToCheckout withModal={withModal} />} />
              <Route path="/check-balance/checkout/" element={<h1>Redeem checkout</h1>} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </I18nProvider>
    </StoreProvider>,
  );
}

describe('useToCheckout', () => {
  it('asks a visitor through the identify modal, then goes on to the redeem checkout', async () => {
    renderButton(null);
    await userEvent.click(screen.getByRole('button', { name: 'To checkout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guest' }));
    expect(await screen.findByRole('heading', { name: 'Redeem checkout' })).toBeInTheDocument();
  });

  it('lets a logged-in customer go straight on', async () => {
    renderButton({ __typename: 'User', subscribed: false });
    await waitFor(() => expect(screen.getByRole('link', { name: 'To checkout' })).toHaveAttribute('href', '/check-balance/checkout/'));
  });

  it('goes straight on without an identify modal', () => {
    renderButton(null, false);
    expect(screen.getByRole('link', { name: 'To checkout' })).toHaveAttribute('href', '/check-balance/checkout/');
  });
});
