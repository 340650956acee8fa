import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';
import { BANNER_DISMISSAL_MS, openStoreSwitcher, STORE_SWITCHER_MODAL } from '@giftshop/shell-data-access';
import { selectModalOpen } from '@giftshop/shared-data-access';
import { shellAnswer } from '../../testing/mocks';
import { renderWithProviders } from '../../testing/render-shell';
import { fullNavigation } from './full-navigation';
import { StoreSwitcherModal } from './store-switcher-modal';
import { VisitorCountryBanner } from './visitor-country-banner';

const countries = shellAnswer.storeData.storeData.countriesCombinations as LanguageForm_CountryFragment[];
const DISMISSAL_KEY = 'giftshop.storeSwitcherBanner.dismissedUntil';

async function chooseCountry(name: string) {
  const country = screen.getByRole('combobox', { name: /Select your country/ });
  await userEvent.clear(country);
  await userEvent.type(country, name);
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('StoreSwitcherModal', () => {
  afterEach(() => jest.restoreAllMocks());

  async function open(path: string) {
    const utils = renderWithProviders(<StoreSwitcherModal countries={countries} />, { path });
    act(() => {
      utils.store.dispatch(openStoreSwitcher());
    });
    await screen.findByRole('dialog', { name: 'Select your country and language' });
    return utils;
  }

  it('stays in this store with a client navigation to the same page without the language prefix', async () => {
    const { router, store } = await open('/en/occasions/');
    await userEvent.click(screen.getByRole('button', { name: 'To apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/occasions/'));
    expect(selectModalOpen(store.getState(), STORE_SWITCHER_MODAL)).toBe(false);
  });

  it('goes to another store with a full navigation to the same page in its language', async () => {
    const assign = jest.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    await open('/basket/');
    await chooseCountry('Netherlands');
    expect(screen.getByRole('textbox', { name: /Currency/ })).toHaveValue('EUR');
    await userEvent.click(screen.getByRole('button', { name: 'To apply' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://cb.giftshop.example/winkelmandje/'));
  });

  it('sends entity pages to the home page of the other store', async () => {
    const assign = jest.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    await open('/gift-cards/harbour-spa/');
    await chooseCountry('Netherlands');
    await userEvent.click(screen.getByRole('button', { name: 'To apply' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://cb.giftshop.example/'));
  });

  it('closes on Cancel without going anywhere', async () => {
    const { router, store } = await open('/basket/');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(selectModalOpen(store.getState(), STORE_SWITCHER_MODAL)).toBe(false);
    expect(router.state.location.pathname).toBe('/basket/');
  });
});

describe('VisitorCountryBanner', () => {
  const ipAnswer = (country: string) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ country_code: country })));

  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('offers the local store to a visitor from another country and goes there', async () => {
    ipAnswer('NL');
    const assign = jest.spyOn(fullNavigation, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<VisitorCountryBanner countries={countries} />, { path: '/basket/' });
    expect(await screen.findByText('You are visiting a site that does not deliver in the Netherlands.')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/ip', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the local store' }));
    expect(assign).toHaveBeenCalledWith('https://cb.giftshop.example/winkelmandje/');
  });

  it('shows nothing to visitors in the store country', async () => {
    const fetch = ipAnswer('GB');
    renderWithProviders(<VisitorCountryBanner countries={countries} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('opens the store switcher when the visitor country has no store of this brand', async () => {
    ipAnswer('DE');
    const { store } = renderWithProviders(<VisitorCountryBanner countries={countries} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to the local store' }));
    expect(selectModalOpen(store.getState(), STORE_SWITCHER_MODAL)).toBe(true);
  });

  it('stays closed for two days once closed', async () => {
    ipAnswer('NL');
    const before = Date.now();
    renderWithProviders(<VisitorCountryBanner countries={countries} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/does not deliver/)).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(DISMISSAL_KEY))).toBeGreaterThanOrEqual(before + BANNER_DISMISSAL_MS);
  });

  it('does not even ask for the country while a dismissal holds', async () => {
    window.localStorage.setItem(DISMISSAL_KEY, String(Date.now() + 60_000));
    const fetch = ipAnswer('NL');
    renderWithProviders(<VisitorCountryBanner countries={countries} />);
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/does not deliver/)).not.toBeInTheDocument();
  });
});
