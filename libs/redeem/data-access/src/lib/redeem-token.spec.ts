import { configureStore } from '@reduxjs/toolkit';
import { redeemReducers, selectRedeemToken } from './redeem.slice';
import { readRedeemToken, REDEEM_TOKEN_KEY, storeRedeemToken } from './redeem-token';
import { keepRedeemToken, loadRedeemToken, restartRedeemSession } from './redeem.thunks';

const makeStore = () => configureStore({ reducer: redeemReducers });

describe('redeem token in the browser', () => {
  beforeEach(() => sessionStorage.clear());

  it("copies the tab's stored token into the slice", () => {
    storeRedeemToken('token-1');
    const store = makeStore();
    store.dispatch(loadRedeemToken());
    expect(selectRedeemToken(store.getState())).toBe('token-1');
  });

  it('keeps a new token in session storage, so a reload of the tab still has it, and forgets it on starting again', () => {
    const store = makeStore();
    store.dispatch(keepRedeemToken('token-2'));
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBe('token-2');
    store.dispatch(restartRedeemSession());
    expect(readRedeemToken()).toBeNull();
    expect(selectRedeemToken(store.getState())).toBeNull();
  });
});
