import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@giftshop/util-i18n';
import { RedeemBasket } from './redeem-basket';

describe('RedeemBasket', () => {
  it('opens the order in a modal from a button that counts its packages, and closes again', async () => {
    render(
      <I18nProvider value={{ language: 'en', locale: 'en-GB', prefixed: false, brandHost: 'gcuk.example' }}>
        <RedeemBasket count={3}>
          <p>The order</p>
        </RedeemBasket>
      </I18nProvider>,
    );
    expect(screen.queryByText('The order')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Your order (3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Your order' });
    expect(within(dialog).getByText('The order')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep choosing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
