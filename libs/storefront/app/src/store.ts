import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { modalsSlice } from '@giftshop/shared-data-access';
import { shellSlice } from '@giftshop/shell-data-access';

const reducer = combineReducers({ shell: shellSlice.reducer, modals: modalsSlice.reducer });

export type RootState = ReturnType<typeof reducer>;

/** One store per server request and one in the browser, started from the server's state. */
export const makeStore = (preloadedState?: Partial<RootState>) => configureStore({ reducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
