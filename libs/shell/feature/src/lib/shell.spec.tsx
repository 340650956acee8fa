import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorRaised, selectModalOpen } from '@giftshop/shared-data-access';
import { SEARCH_MODAL, STORE_SWITCHER_MODAL } from '@giftshop/shell-data-access';
import { axeViolations, brands } from '@giftshop/shared-testing';
import { mockViewport } from '@giftshop/shared-testing';
import { cartMock, cartNotAvailableMock, menuPanelMock, popularSearchMock, shellAnswer, shellMock } from '../testing/mocks';
import { gcukBrand, renderWithProviders, withToggles, type RenderShellOptions } from '../testing/render-shell';
import { CLOSE_ON_NAVIGATION_MS } from './header/use-menu-closing';
import { trimTopLists } from './load-shell';
import { Shell } from './shell';
import { SiteFooter } from './footer/site-footer';
import { SiteMenuPanel } from './header/site-menu-panel';

const page = (
  <Shell footer={SiteFooter} menuPanel={SiteMenuPanel}>
    <h1>Gift cards for everyone</h1>
  </Shell>
);

async function renderShell(options: RenderShellOptions = {}) {
  const utils = renderWithProviders(page, { mocks: [shellMock(), cartNotAvailableMock], ...options });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { ...utils, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const menuButton = () => screen.getByRole('button', { name: 'Gift cards' });

describe('Shell', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockViewport(1280);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ country_code: 'GB' })));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has the landmarks, a skip link to the main content and no axe violations', async () => {
    const { container } = await renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axeViolations(container, { page: true })).toEqual([]);
  }, 30_000);

  it('shows the test-mode notice above the header only while the store pays through a test provider', async () => {
    await renderShell();
    expect(screen.queryByRole('complementary', { name: 'Test mode' })).not.toBeInTheDocument();
    const answer = { ...shellAnswer, storeData: { ...shellAnswer.storeData, storeData: { ...shellAnswer.storeData.storeData, paymentTestMode: true } } };
    const { container } = renderWithProviders(page, { mocks: [shellMock(answer), cartNotAvailableMock] });
    await act(() => jest.advanceTimersByTimeAsync(0));
    const notices = within(container).getAllByRole('complementary', { name: 'Test mode' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(/no money is taken/i);
    expect(notices[0].compareDocumentPosition(within(container).getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the brand logo of its header version in a home link', async () => {
    const { container } = await renderShell();
    expect(screen.getByRole('link', { name: 'GiftCards UK home page' })).toHaveAttribute('href', '/');
    expect(container.querySelector('header')).toHaveAttribute('data-variant', '1');
    expect(container.querySelector('header source')).toHaveAttribute('srcset', '/brand/GCUK/logo-v1.svg');
  });

  it('uses the header version the brand toggles on', async () => {
    const { container } = await renderShell({ brand: withToggles({ headerVersion: 3 }) });
    expect(container.querySelector('header')).toHaveAttribute('data-variant', '3');
    expect(container.querySelector('header source')).toHaveAttribute('width', '202');
    expect(container.querySelector('header picture img')).toHaveAttribute('height', '36');
  });

  it('links the account, the basket and the balance check', async () => {
    await renderShell();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket/');
    expect(screen.getByRole('link', { name: 'Check balance & redeem' })).toHaveAttribute('href', '/check-balance/');
  });

  it('shows the brand trust marks of the top bar, the header and the footer bottom bar', async () => {
    const { container } = await renderShell();
    const marks = (selector: string) => Array.from(container.querySelectorAll(`${selector} ul[aria-label="Quality marks"] img`)).map((img) => img.getAttribute('alt'));
    expect(marks('header')).toEqual(['Rated 4.8 out of 5 by customers', 'Rated 4.8 out of 5 by customers']);
    expect(marks('footer')).toEqual(['Rated 4.8 out of 5 by customers', 'Secure payment', 'Secure payment', 'Same-day dispatch']);
  });

  it('names the trust marks in the page’s language: the French pages of the Belgian store', async () => {
    const { container } = await renderShell({ brand: brands['CBBE'], i18n: { language: 'fr', locale: 'fr-BE' } });
    const images = container.querySelectorAll<HTMLImageElement>('footer img[src*="/trust-"]');
    const marks = Array.from(images, (img) => img.alt);
    expect(marks).toEqual([
      'Noté 4,9 sur 5 par nos clients',
      'Paiement sécurisé',
      'Paiement sécurisé',
      'Expédié le jour même',
    ]);
  });

  it('shows no basket badge while the gateway has no cart to give', async () => {
    await renderShell();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('shows the number of items in the cart on the basket once the page is running', async () => {
    await renderShell({ mocks: [shellMock(), cartMock([2, 1])] });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('count-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /^Basket ?, 3 items$/ })).toBeInTheDocument();
  });

  it('opens the gift-cards panel from the menu button and closes it with Escape, focus back on the button', async () => {
    const { user } = await renderShell();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Restaurants' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it("asks for every category's top products when the panel first opens: the shell's data has the first one's only", async () => {
    const shell = trimTopLists(shellAnswer);
    const { user } = await renderShell({ mocks: [shellMock(), cartNotAvailableMock, menuPanelMock()], loaderData: { copyrightYear: 2031, shell } });
    await user.click(menuButton());
    await act(() => jest.advanceTimersByTimeAsync(0));
    const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.hover(within(panel).getByRole('link', { name: 'Fashion' }));
    expect(within(panel).getByRole('link', { name: 'Fashion 1' })).toHaveAttribute('href', '/gift-cards/fashion-1/');
  });

  it('closes the panel 50 ms after the URL changes', async () => {
    const { user } = await renderShell();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Fashion' }));
    await act(() => jest.advanceTimersByTimeAsync(CLOSE_ON_NAVIGATION_MS));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel on an outside click on phones only', async () => {
    const { user } = await renderShell();
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { name: 'Gift cards for everyone' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    mockViewport(375);
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { name: 'Gift cards for everyone' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel when keyboard focus moves on past it', async () => {
    const { user } = await renderShell({ mocks: [shellMock(), cartNotAvailableMock, popularSearchMock] });
    await user.click(menuButton());
    screen.getByRole('link', { name: 'Customer support' }).focus();
    await user.tab();
    await user.tab();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the mobile menu links with the Choice gift card on the UK build and the business accordion', async () => {
    const { user } = await renderShell();
    await user.click(menuButton());
    expect(screen.getByRole('link', { name: 'Choice gift card' })).toHaveAttribute('href', '/gift-cards/choice-gift-card/');
    expect(screen.getByRole('link', { name: 'Choice Redeem gift card' })).toHaveAttribute('href', '/check-balance/');
    expect(screen.getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', '/support/helpdesk/');
    await user.click(screen.getByRole('button', { name: 'Business' }));
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/business/request-a-quote/');
  });

  it('leaves the Choice gift card out of the mobile menu of a brand whose data says so', async () => {
    const { user } = await renderShell({ brand: { ...gcukBrand, mobileMenu: { choiceCardLink: false } } });
    await user.click(menuButton());
    expect(screen.getByRole('link', { name: 'Choice Redeem gift card' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choice gift card' })).not.toBeInTheDocument();
  });

  it('opens the search modal from the header search box', async () => {
    const { user, store } = await renderShell({ mocks: [shellMock(), cartNotAvailableMock, popularSearchMock] });
    await user.click(screen.getByRole('button', { name: /What are you looking for\?/ }));
    expect(selectModalOpen(store.getState(), SEARCH_MODAL)).toBe(true);
  });

  it('fills the footer from store data and the brand', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Orders placed on working days before 5:00 PM ship the same day')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery/');
    expect(within(footer).getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: /^Pinterest/ })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /Twitter|YouTube/ })).not.toBeInTheDocument();
    expect(within(within(footer).getByRole('list', { name: 'Payment methods' })).getAllByRole('img')).toHaveLength(5);
    expect(within(footer).getByRole('img', { name: 'GiftCards UK' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Cookie statement' })).toHaveAttribute('href', '/cookieverklaring/');
    expect(within(footer).getByText('© Copyright 2031')).toBeInTheDocument();
  });

  it('opens the store switcher from the footer under Country and language', async () => {
    const { user, store } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Country and language United Kingdom – English' }));
    expect(selectModalOpen(store.getState(), STORE_SWITCHER_MODAL)).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Select your country and language' })).toBeInTheDocument();
  });

  it('leaves out what the brand turns off: store switcher, cookie link and footer logo', async () => {
    await renderShell({ brand: withToggles({ languageSwitcher: false, cookiesLink: false, footerLogos: false }) });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: /Country and language/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Cookie statement' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: 'GiftCards UK' })).not.toBeInTheDocument();
  });

  it('shows a raised service error in the error modal', async () => {
    const { store } = await renderShell();
    await act(async () => {
      store.dispatch(errorRaised({ code: 2031, message: 'Not possible to continue with this gift card because currently it is out the stock.' }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(within(screen.getByRole('dialog', { name: 'Something went wrong' })).getByText(/out the stock/)).toBeInTheDocument();
  });
});
