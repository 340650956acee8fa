import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Client-only state of the page shell (spec §4): the menu panel, the search and the store switcher banner. */
export interface ShellState {
  menuOpen: boolean;
  /** The first opening of the search sends the search-box-click event. */
  searchOpenedBefore: boolean;
  /** Text typed into the header search box that opened the search; the modal starts with it. */
  searchSeed: string;
  /** Country of the visitor's IP address, once `/ip` answered (browser only). */
  ipCountry: string | null;
  /** Epoch milliseconds until which the store switcher banner stays closed. */
  bannerDismissedUntil: number | null;
}

export const initialShellState: ShellState = {
  menuOpen: false,
  searchOpenedBefore: false,
  searchSeed: '',
  ipCountry: null,
  bannerDismissedUntil: null,
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    menuOpened: (state) => {
      state.menuOpen = true;
    },
    menuClosed: (state) => {
      state.menuOpen = false;
    },
    searchOpened: (state, action: PayloadAction<{ seed?: string } | undefined>) => {
      state.searchOpenedBefore = true;
      state.searchSeed = action.payload?.seed ?? '';
    },
    ipCountryDetected: (state, action: PayloadAction<string>) => {
      state.ipCountry = action.payload.toUpperCase();
    },
    bannerDismissed: (state, action: PayloadAction<{ until: number }>) => {
      state.bannerDismissedUntil = action.payload.until;
    },
  },
});

export const { menuOpened, menuClosed, searchOpened, ipCountryDetected, bannerDismissed } = shellSlice.actions;

export type ShellSliceState = { [shellSlice.name]: ShellState };

export const shellReducers = { [shellSlice.name]: shellSlice.reducer };

export const selectMenuOpen = (state: ShellSliceState) => state.shell.menuOpen;
export const selectSearchSeed = (state: ShellSliceState) => state.shell.searchSeed;
export const selectIpCountryKnown = (state: ShellSliceState) => state.shell.ipCountry !== null;

/**
 * The visitor's country when the store switcher banner should show (spec §4): the IP country is known, is not the
 * store's country and the banner was not closed less than two days ago. Null otherwise.
 */
export function selectBannerCountry(state: ShellSliceState, storeCountry: string, now: number): string | null {
  const { ipCountry, bannerDismissedUntil } = state.shell;
  if (!ipCountry || ipCountry === storeCountry.toUpperCase()) return null;
  if (bannerDismissedUntil !== null && bannerDismissedUntil > now) return null;
  return ipCountry;
}
