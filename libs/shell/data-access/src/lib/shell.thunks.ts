import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { modalClosed, modalOpened, type ModalsState } from '@giftshop/shared-data-access';
import { pushEvent } from '@giftshop/util-analytics';
import { bannerDismissalUntil, readBannerDismissal, saveBannerDismissal } from './banner-dismissal';
import { fetchIpCountry } from './ip-country';
import { bannerDismissed, ipCountryDetected, menuClosed, searchOpened, type ShellState } from './shell.slice';

/** Ids of the shell's modals in the modals slice. */
export const SEARCH_MODAL = 'search';
export const STORE_SWITCHER_MODAL = 'storeSwitcher';

export type ShellRootState = { shell: ShellState; modals: ModalsState };
type ShellThunk<R = void> = ThunkAction<R, ShellRootState, unknown, UnknownAction>;

/** Opens the search modal; the first opening of a visit sends the search-box-click event (spec §4). */
export const openSearch =
  (seed = ''): ShellThunk =>
  (dispatch, getState) => {
    if (!getState().shell.searchOpenedBefore) pushEvent({ event: 'search_box_click' });
    dispatch(searchOpened({ seed }));
    dispatch(menuClosed());
    dispatch(modalOpened({ id: SEARCH_MODAL }));
  };

export const closeSearch = (): ShellThunk => (dispatch) => {
  dispatch(modalClosed(SEARCH_MODAL));
};

export const openStoreSwitcher = (): ShellThunk => (dispatch) => {
  dispatch(menuClosed());
  dispatch(modalOpened({ id: STORE_SWITCHER_MODAL }));
};

/** Closes the store switcher banner for two days, remembered in the browser (spec §4, §9). */
export const closeBanner =
  (now = Date.now(), storage: Storage | undefined = globalThis.localStorage): ShellThunk =>
  (dispatch) => {
    const until = bannerDismissalUntil(now);
    if (storage) saveBannerDismissal(storage, until);
    dispatch(bannerDismissed({ until }));
  };

/**
 * In the browser, for the store switcher banner (spec §4): unless the banner was closed less than two days ago
 * (remembered in local storage), asks `/ip` for the visitor's country once it is not known yet.
 */
export const detectVisitorCountry =
  (now = Date.now(), storage: Storage | undefined = globalThis.localStorage, fetcher?: typeof fetch): ShellThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().shell.ipCountry !== null) return;
    const until = storage ? readBannerDismissal(storage) : null;
    if (until !== null && until > now) {
      dispatch(bannerDismissed({ until }));
      return;
    }
    const country = await fetchIpCountry(fetcher);
    if (country) dispatch(ipCountryDetected(country));
  };
