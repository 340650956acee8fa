import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalClosed, modalOpened } from '@giftshop/shared-data-access';
import { gcukBrand, renderWithProviders, type RenderShellOptions } from '../../testing/render-shell';
import { PROMO_IDLE_MS, PromoPopup } from './promo-popup';
import { promoAllowed } from './promo-rules';

function brandPromo() {
  if (!gcukBrand.promoPopup) throw new Error('the GCUK brand file has a promo pop-up');
  return gcukBrand.promoPopup;
}
const promo = brandPromo();
const title = promo.texts['en'].title;
const dialog = () => screen.queryByRole('dialog', { name: title });
const idle = (ms = PROMO_IDLE_MS) => act(() => jest.advanceTimersByTimeAsync(ms));

function renderPopup(options: RenderShellOptions = {}) {
  const utils = renderWithProviders(<PromoPopup />, options);
  return { ...utils, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('the promo pop-up', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the brand offer once the page has been idle, with its link, and only once per offer id', async () => {
    const first = renderPopup();
    await idle(PROMO_IDLE_MS - 100);
    expect(dialog()).not.toBeInTheDocument();
    await idle(100);
    expect(dialog()).toHaveTextContent(promo.texts['en'].text);
    expect(screen.getByRole('link', { name: promo.texts['en'].linkLabel })).toHaveAttribute('href', promo.texts['en'].href);
    await first.user.keyboard('{Escape}');
    await idle(1000);
    expect(dialog()).not.toBeInTheDocument();
    first.unmount();

    renderPopup();
    await idle(PROMO_IDLE_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('shows a new offer id again', async () => {
    window.localStorage.setItem('giftshop.promoSeen', 'an-earlier-offer');
    renderPopup();
    await idle();
    expect(dialog()).toBeInTheDocument();
  });

  it('closes with its close button and with its link', async () => {
    const { user, store } = renderPopup();
    await idle();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().modals.open).toEqual([]);
    window.localStorage.clear();
    act(() => void store.dispatch(modalOpened({ id: 'promo' })));
    await user.click(await screen.findByRole('link', { name: promo.texts['en'].linkLabel }));
    expect(store.getState().modals.open).toEqual([]);
  });

  it('waits while the visitor keeps using the page', async () => {
    const { user } = renderPopup();
    await idle(PROMO_IDLE_MS - 1000);
    await user.keyboard('a');
    await idle(PROMO_IDLE_MS - 1000);
    expect(dialog()).not.toBeInTheDocument();
    await idle(1000);
    expect(dialog()).toBeInTheDocument();
  });

  it('never opens while another modal is open, and waits for the page to be idle after it closes', async () => {
    const { store } = renderPopup();
    act(() => void store.dispatch(modalOpened({ id: 'search' })));
    await idle(PROMO_IDLE_MS * 3);
    expect(dialog()).not.toBeInTheDocument();
    act(() => void store.dispatch(modalClosed('search')));
    await idle();
    expect(dialog()).toBeInTheDocument();
  });

  it.each(['/basket/', '/order/', '/account/overview/', '/check-balance/', '/check-balance/redeem/', '/business/request-a-quote/', '/support/contact-us/', '/activate/'])(
    'never shows over the form of %s',
    async (path) => {
      renderPopup({ path });
      await idle(PROMO_IDLE_MS * 2);
      expect(dialog()).not.toBeInTheDocument();
    },
  );

  it('does nothing when the brand turns it off', async () => {
    renderPopup({ brand: { ...gcukBrand, promoPopup: { ...promo, enabled: false } } });
    await idle(PROMO_IDLE_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('promoAllowed', () => {
  it.each([
    ['/', true],
    ['/gift-cards/', true],
    ['/gift-cards/choice-gift-card/', true],
    ['/blog/', true],
    ['/business/', true],
    ['/order/success/', false],
    ['/doubler/', false],
    ['/account/', false],
  ])('%s: %s', (path, allowed) => {
    expect(promoAllowed(path, 'en')).toBe(allowed);
  });
});
