import { configureStore } from '@reduxjs/toolkit';
import { modalOpened, modalsSlice, selectModalOpen } from '@giftshop/shared-data-access';
import { BANNER_DISMISSAL_MS, readBannerDismissal } from './banner-dismissal';
import { ipCountryDetected, menuClosed, menuOpened, selectBannerCountry, shellSlice } from './shell.slice';
import { closeBanner, closeSearch, detectVisitorCountry, openSearch, openStoreSwitcher, SEARCH_MODAL, STORE_SWITCHER_MODAL } from './shell.thunks';

const makeStore = () => configureStore({ reducer: { shell: shellSlice.reducer, modals: modalsSlice.reducer } });

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

/** pushEvent writes to window.dataLayer; these tests run in Node, so a bare window stands in. */
const global = globalThis as unknown as { window?: { dataLayer: unknown[] } };

describe('menu panel', () => {
  it('opens and closes', () => {
    const store = makeStore();
    store.dispatch(menuOpened());
    expect(store.getState().shell.menuOpen).toBe(true);
    store.dispatch(menuClosed());
    expect(store.getState().shell.menuOpen).toBe(false);
  });

  it('closes when the search or the store switcher opens', () => {
    const store = makeStore();
    store.dispatch(menuOpened());
    store.dispatch(openSearch());
    expect(store.getState().shell.menuOpen).toBe(false);
    store.dispatch(menuOpened());
    store.dispatch(openStoreSwitcher());
    expect(store.getState().shell.menuOpen).toBe(false);
  });
});

describe('search', () => {
  beforeEach(() => {
    global.window = { dataLayer: [] };
  });
  afterEach(() => {
    delete global.window;
  });

  it('opens the search modal in place of other modals, starting with the typed text', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ id: STORE_SWITCHER_MODAL }));
    store.dispatch(openSearch('p'));
    expect(store.getState().modals.open).toEqual([SEARCH_MODAL]);
    expect(store.getState().shell.searchSeed).toBe('p');
    store.dispatch(closeSearch());
    expect(selectModalOpen(store.getState(), SEARCH_MODAL)).toBe(false);
  });

  it('sends the search-box-click event on the first opening only', () => {
    const store = makeStore();
    store.dispatch(openSearch());
    store.dispatch(closeSearch());
    store.dispatch(openSearch());
    expect(global.window?.dataLayer).toEqual([{ event: 'search_box_click' }]);
  });
});

describe('store switcher banner', () => {
  const now = Date.UTC(2026, 2, 14, 12);

  it('shows for a known country other than the store country', () => {
    const store = makeStore();
    expect(selectBannerCountry(store.getState(), 'GB', now)).toBeNull();
    store.dispatch(ipCountryDetected('gb'));
    expect(selectBannerCountry(store.getState(), 'GB', now)).toBeNull();
    store.dispatch(ipCountryDetected('nl'));
    expect(selectBannerCountry(store.getState(), 'GB', now)).toBe('NL');
  });

  it('stays closed for two days after closing, remembered in storage', () => {
    const store = makeStore();
    const storage = new MemoryStorage() as unknown as Storage;
    store.dispatch(ipCountryDetected('NL'));
    store.dispatch(closeBanner(now, storage));
    expect(readBannerDismissal(storage)).toBe(now + BANNER_DISMISSAL_MS);
    expect(selectBannerCountry(store.getState(), 'GB', now + BANNER_DISMISSAL_MS - 1)).toBeNull();
    expect(selectBannerCountry(store.getState(), 'GB', now + BANNER_DISMISSAL_MS + 1)).toBe('NL');
  });
});

describe('visitor country', () => {
  const now = Date.UTC(2026, 2, 14, 12);
  const ipAnswer = (country: string) => jest.fn(async () => new Response(JSON.stringify({ country_code: country }))) as unknown as typeof fetch;

  it('asks /ip once and keeps the answer for the banner', async () => {
    const store = makeStore();
    const fetcher = ipAnswer('nl');
    await store.dispatch(detectVisitorCountry(now, new MemoryStorage() as unknown as Storage, fetcher));
    await store.dispatch(detectVisitorCountry(now, new MemoryStorage() as unknown as Storage, fetcher));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(selectBannerCountry(store.getState(), 'GB', now)).toBe('NL');
  });

  it('does not ask while a stored dismissal holds', async () => {
    const store = makeStore();
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('giftshop.storeSwitcherBanner.dismissedUntil', String(now + 60_000));
    const fetcher = ipAnswer('NL');
    await store.dispatch(detectVisitorCountry(now, storage, fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.getState().shell.bannerDismissedUntil).toBe(now + 60_000);
  });
});
