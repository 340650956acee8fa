import { createSlice } from '@reduxjs/toolkit';

/** Client-only state of the page shell (spec §4): the menu panel and the search modal. */
export interface ShellState {
  menuOpen: boolean;
  searchOpen: boolean;
  /** The first opening of the search sends the search-box-click event. */
  searchOpenedBefore: boolean;
}

export const initialShellState: ShellState = { menuOpen: false, searchOpen: false, searchOpenedBefore: false };

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
    searchOpened: (state) => {
      state.searchOpen = true;
      state.searchOpenedBefore = true;
    },
    searchClosed: (state) => {
      state.searchOpen = false;
    },
  },
});

export const { menuOpened, menuClosed, searchOpened, searchClosed } = shellSlice.actions;
