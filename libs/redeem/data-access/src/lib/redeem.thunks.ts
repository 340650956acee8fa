import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { readRedeemToken, storeRedeemToken } from './redeem-token';
import { sessionRestarted, tokenChanged, type RedeemSliceState } from './redeem.slice';

type RedeemThunk = ThunkAction<void, RedeemSliceState, unknown, UnknownAction>;
export type RedeemDispatch = ThunkDispatch<RedeemSliceState, unknown, UnknownAction>;

/** Redux dispatch typed for the redeem thunks. */
export const useRedeemDispatch = useDispatch.withTypes<RedeemDispatch>();

/**
 * Copies the tab's token from session storage into the slice. Session storage only exists in the browser, so on
 * the server this leaves no token; call it after hydration.
 */
export const loadRedeemToken = (): RedeemThunk => (dispatch) => {
  dispatch(tokenChanged(readRedeemToken()));
};

/** Keeps a token (a redeemable card's balance check, the card e-mail's link) for this tab; null forgets it. */
export const keepRedeemToken =
  (token: string | null): RedeemThunk =>
  (dispatch) => {
    storeRedeemToken(token);
    dispatch(tokenChanged(token));
  };

/** "Start again": the token and what the session placed are forgotten. */
export const restartRedeemSession = (): RedeemThunk => (dispatch) => {
  storeRedeemToken(null);
  dispatch(sessionRestarted());
};
