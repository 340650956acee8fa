import { configureStore } from '@reduxjs/toolkit';
import { menuClosed, menuOpened, searchClosed, searchOpened, shellSlice } from './shell.slice';

const makeStore = () => configureStore({ reducer: { shell: shellSlice.reducer } });

describe('shell slice', () => {
  it('opens and closes the menu panel', () => {
    const store = makeStore();
    store.dispatch(menuOpened());
    expect(store.getState().shell.menuOpen).toBe(true);
    store.dispatch(menuClosed());
    expect(store.getState().shell.menuOpen).toBe(false);
  });

  it('remembers that the search was opened once, for the search-box-click event', () => {
    const store = makeStore();
    expect(store.getState().shell.searchOpenedBefore).toBe(false);
    store.dispatch(searchOpened());
    store.dispatch(searchClosed());
    expect(store.getState().shell).toEqual({ menuOpen: false, searchOpen: false, searchOpenedBefore: true });
  });
});
