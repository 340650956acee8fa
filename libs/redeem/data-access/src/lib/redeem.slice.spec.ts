/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { orderPlaced, redeemReducers, selectPlacedAmounts, selectRedeemToken, selectRedeemTokenRead } from './redeem.slice';
import { keepRedeemToken, loadRedeemToken, restartRedeemSession } from './redeem.thunks';

const makeStore = () => configureStore({ reducer: redeemReducers });
const gbp = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });

describe('redeem slice on the server', () => {
  it('reads no token, so the state rendered into the page carries none', () => {
    const store = makeStore();
    store.dispatch(loadRedeemToken());
    expect(selectRedeemToken(store.getState())).toBeNull();
    expect(JSON.stringify(store.getState())).not.toMatch(/token-/);
  });

  it('starts with the token not yet read, as the first browser render expects', () => {
    expect(selectRedeemTokenRead(makeStore().getState())).toBe(false);
  });
});

describe('redeem session', () => {
  it('keeps a token, remembers what an order placed, and forgets both on starting again', () => {
    const store = makeStore();
    store.dispatch(keepRedeemToken('token-7'));
    expect(selectRedeemToken(store.getState())).toBe('token-7');
    store.dispatch(orderPlaced({ taken: gbp(2000), left: gbp(500) }));
    expect(selectPlacedAmounts(store.getState())).toEqual({ taken: gbp(2000), left: gbp(500) });
    store.dispatch(restartRedeemSession());
    expect(store.getState().redeem).toEqual({ tokenRead: true, token: null, placed: null });
  });
});
