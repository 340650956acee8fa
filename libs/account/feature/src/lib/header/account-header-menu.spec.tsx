import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserLogoutMutation } from '@giftshop/account-data-access';
import { renderAccount, nina, status, userData, userInfo } from '../../testing/render-account';
import { OverviewPage } from '../pages/overview-page';
import { AccountHeaderMenu } from './account-header-menu';

const header = (
  <header>
    <AccountHeaderMenu link={<a href="/account/">My account</a>} icon={<span aria-hidden="true">*</span>} />
  </header>
);
const logout = { request: { query: UserLogoutMutation, variables: { userData } }, result: status('userLogout', true) };

describe('AccountHeaderMenu', () => {
  it("shows visitors the header's link to identify", async () => {
    renderAccount({ '/': header }, '/', [userInfo(null)]);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument());
  });

  it('logs out from an account page and goes home, showing the link again', async () => {
    const routes = {
      '/': (
        <>
          {header}
          <h1>Home</h1>
        </>
      ),
      '/account/': <h1>Identify</h1>,
      '/account/overview/': (
        <>
          {header}
          <OverviewPage />
        </>
      ),
    };
    const { router } = renderAccount(routes, '/account/overview/', [userInfo(nina, 1), logout]);
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Change password' })).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'My account' })).toHaveFocus());
  });
});
