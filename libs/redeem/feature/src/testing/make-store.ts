import { configureStore } from '@reduxjs/toolkit';
import { redeemReducers } from '@giftshop/redeem-data-access';
import { modalsSlice } from '@giftshop/shared-data-access';

/** A store with the slices the redeem pages read: the redeem flow's and the modals. */
export const makeTestStore = () => configureStore({ reducer: { ...redeemReducers, [modalsSlice.name]: modalsSlice.reducer } });
