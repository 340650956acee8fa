import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MoneyValue } from '@giftshop/util-money';

/** What an order placed in this redeem session took from the cards and left on them. */
export interface PlacedAmounts {
  taken: MoneyValue;
  left: MoneyValue;
}

/**
 * Client-only state of the redeem flow (spec §2.1, §4). The token is copied here from the tab's session storage in
 * the browser only (`loadRedeemToken`): on the server the slice keeps its initial state, so the state handed to the
 * browser in the page never carries a token (docs/client-state.md).
 */
export interface RedeemState {
  /** False until the browser has read the tab's session storage; the server and the first render agree on it. */
  tokenRead: boolean;
  token: string | null;
  /** The last order placed in this session, for "Start again" to say what it took and left. */
  placed: PlacedAmounts | null;
}

export const initialRedeemState: RedeemState = { tokenRead: false, token: null, placed: null };

export const redeemSlice = createSlice({
  name: 'redeem',
  initialState: initialRedeemState,
  reducers: {
    /** The tab's stored token was read, or a balance check, a card e-mail's link or "Start again" changed it. */
    tokenChanged: (state, action: PayloadAction<string | null>) => {
      state.tokenRead = true;
      state.token = action.payload;
    },
    orderPlaced: (state, action: PayloadAction<PlacedAmounts>) => {
      state.placed = action.payload;
    },
    sessionRestarted: (state) => {
      state.tokenRead = true;
      state.token = null;
      state.placed = null;
    },
  },
});

export const { tokenChanged, orderPlaced, sessionRestarted } = redeemSlice.actions;

export type RedeemSliceState = { [redeemSlice.name]: RedeemState };

export const redeemReducers = { [redeemSlice.name]: redeemSlice.reducer };

export const selectRedeemTokenRead = (state: RedeemSliceState) => state.redeem.tokenRead;
export const selectRedeemToken = (state: RedeemSliceState) => state.redeem.token;
export const selectPlacedAmounts = (state: RedeemSliceState) => state.redeem.placed;
