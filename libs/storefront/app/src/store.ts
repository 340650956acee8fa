import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { basketReducers } from '@giftshop/basket-data-access';
import { checkoutReducers } from '@giftshop/checkout-data-access';
import { locationsReducers } from '@giftshop/locations-data-access';
import { redeemReducers } from '@giftshop/redeem-data-access';
import { modalsSlice } from '@giftshop/shared-data-access';
import { shellSlice } from '@giftshop/shell-data-access';

/** Client-only state: one slice per feature, each from its data-access library (docs/client-state.md). */
const reducer = combineReducers({
  shell: shellSlice.reducer,
  modals: modalsSlice.reducer,
  ...basketReducers,
  ...checkoutReducers,
  ...locationsReducers,
  ...redeemReducers,
});

export type RootState = ReturnType<typeof reducer>;

/** One store per server request and one in the browser, started from the server's state. */
export const makeStore = (preloadedState?: Partial<RootState>) => configureStore({ reducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
