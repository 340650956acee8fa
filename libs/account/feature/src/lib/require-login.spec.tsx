import { screen, waitFor } from '@testing-library/react';
import { renderAccount, nina, userInfo } from '../testing/render-account';
import { OverviewPage } from './pages/overview-page';

const routes = { '/account/': <h1>Identify</h1>, '/account/overview/': <OverviewPage /> };

describe('RequireLogin', () => {
  it('sends a visitor to the identify page', async () => {
    const { router } = renderAccount(routes, '/account/overview/', [userInfo(null)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/'));
  });

  it('greets a logged-in customer and links to the account pages', async () => {
    renderAccount(routes, '/account/overview/', [userInfo(nina)]);
    expect(await screen.findByText('Hello Nina')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'My account' });
    for (const [name, href] of [
      ['My details', '/account/details/'],
      ['My orders', '/account/orders/'],
      ['Address book', '/account/address-book/'],
      ['Change password', '/account/change-password/'],
      ['Newsletter', '/account/notifications/'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(links).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  });
});
