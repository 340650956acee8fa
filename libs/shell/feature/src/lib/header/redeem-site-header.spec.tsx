import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectModalOpen } from '@giftshop/shared-data-access';
import { STORE_SWITCHER_MODAL } from '@giftshop/shell-data-access';
import { axeViolations, mockViewport } from '@giftshop/shared-testing';
import { cartNotAvailableMock, shellMock } from '../../testing/mocks';
import { renderWithProviders, withToggles, type RenderShellOptions } from '../../testing/render-shell';
import { Shell } from '../shell';
import { SiteFooter } from '../footer/site-footer';
import { SiteMenuPanel } from './site-menu-panel';

const page = (
  <Shell footer={SiteFooter} menuPanel={SiteMenuPanel}>
    <h1>Check your balance</h1>
  </Shell>
);

async function renderShellAt(path: string, options: RenderShellOptions = {}) {
  const utils = renderWithProviders(page, { mocks: [shellMock(), cartNotAvailableMock], path, ...options });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { ...utils, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const redeemPaths = ['/check-balance/', '/check-balance/info/choice-card/', '/check-balance/redeem/', '/check-balance/redeem/northwind-thank-you/', '/check-balance/checkout/', '/en/check-balance/'];
const languageSwitch = () => screen.queryByRole('button', { name: 'Language English' });

describe('the redeem header', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockViewport(1280);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ country_code: 'GB' })));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each(redeemPaths)('replaces the shop header on %s: logo home and customer support, no menu, search or basket', async (path) => {
    await renderShellAt(path);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-variant', 'redeem');
    expect(within(banner).getByRole('link', { name: 'GiftCards UK home page' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/support/helpdesk/');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Basket' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /What are you looking for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/', '/gift-cards/', '/support/helpdesk/'])('leaves the shop header on %s', async (path) => {
    await renderShellAt(path);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-variant', 'redeem');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows no delay warning while the brand toggle is off', async () => {
    await renderShellAt('/check-balance/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/sent with a delay/)).not.toBeInTheDocument();
  });

  it('shows the delay warning in the banner as a status, not an alert, when the brand toggle is on', async () => {
    await renderShellAt('/check-balance/checkout/', { brand: withToggles({ redeemDelayWarning: true }) });
    const status = within(screen.getByRole('banner')).getByRole('status');
    expect(status).toHaveTextContent('Please note: digital gift cards are currently sent with a delay.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['/check-balance/redeem/', '/check-balance/redeem/2/', '/check-balance/redeem/northwind-thank-you/'])(
    'offers the language switch on the redeem shop %s, opening the store switcher',
    async (path) => {
      const { user, store } = await renderShellAt(path);
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language English' }));
      expect(selectModalOpen(store.getState(), STORE_SWITCHER_MODAL)).toBe(true);
      expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument();
    },
  );

  it.each(['/check-balance/', '/check-balance/info/choice-card/', '/check-balance/checkout/'])('has no language switch on %s', async (path) => {
    await renderShellAt(path);
    expect(languageSwitch()).not.toBeInTheDocument();
  });

  it('has no language switch on the redeem shop when the brand turns the language switcher off', async () => {
    await renderShellAt('/check-balance/redeem/', { brand: withToggles({ languageSwitcher: false }) });
    expect(languageSwitch()).not.toBeInTheDocument();
  });

  it('gives the checkout the reduced header with the secure-checkout note when checkoutV2Header is on', async () => {
    await renderShellAt('/order/', { brand: withToggles({ checkoutV2Header: true, redeemDelayWarning: true }) });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-variant', 'redeem');
    expect(within(banner).getByText('Secure checkout')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Customer support' })).toBeInTheDocument();
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /What are you looking for/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives the checkout the shop header when checkoutV2Header is off', async () => {
    await renderShellAt('/order/', { brand: withToggles({ checkoutV2Header: false }) });
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-variant', 'redeem');
    expect(within(banner).queryByText('Secure checkout')).not.toBeInTheDocument();
  });

  it('keeps the landmarks and has no axe violations with the warning and the language switch', async () => {
    const { container } = await renderShellAt('/check-balance/redeem/', { brand: withToggles({ redeemDelayWarning: true }) });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axeViolations(container, { page: true })).toEqual([]);
  }, 30_000);
});
