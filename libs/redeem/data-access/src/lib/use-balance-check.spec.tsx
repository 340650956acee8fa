import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { CheckBalanceMutation } from './balance-check.documents';
import { readRedeemToken, REDEEM_TOKEN_KEY, storeRedeemToken } from './redeem-token';
import { UNREACHABLE } from '@giftshop/shared-data-access';
import { useBalanceCheck } from './use-balance-check';
import { redeemReducers } from './redeem.slice';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const request = { cardNumber: '6301480123456789010', pin: '042917', captchaToken: 'solved' };
const variables = { userData: toUserData(store), ...request };
const giftCard = {
  __typename: 'GiftCardInfo',
  maskedNumber: '···· ···· ···· ···· 9010',
  balance: { __typename: 'Money', minorUnits: 2500, currency: 'GBP' },
  expiryDate: '2027-11-23',
  status: 'ACTIVE',
  redeemToken: 'token-1',
};

const wrapper =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={new InMemoryCache()} mockLinkDefaultOptions={{ delay: 0 }}>
        <Provider store={configureStore({ reducer: redeemReducers })}>{children}</Provider>
      </MockedProvider>
    </StoreProvider>
  );

async function check(mocks: unknown[]) {
  const { result } = renderHook(() => useBalanceCheck(), { wrapper: wrapper(mocks) });
  let outcome: Awaited<ReturnType<typeof result.current.check>> | undefined;
  await act(async () => {
    outcome = await result.current.check(request);
  });
  return outcome;
}

describe('useBalanceCheck', () => {
  beforeEach(() => sessionStorage.clear());

  it('answers the card and keeps its redeem token in session storage', async () => {
    const mock = { request: { query: CheckBalanceMutation, variables }, result: { data: { giftCardInfo: { __typename: 'GiftCardInfoPayload', giftCard, errors: [] } } } };
    const outcome = await check([mock]);
    expect(outcome?.errors).toEqual([]);
    expect(outcome?.giftCard).toEqual(expect.objectContaining({ maskedNumber: '···· ···· ···· ···· 9010', expiryDate: '2027-11-23' }));
    expect(outcome?.giftCard).not.toHaveProperty('redeemToken');
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBe('token-1');
  });

  it('answers the refusal and forgets an earlier token', async () => {
    storeRedeemToken('earlier');
    const errors = [{ __typename: 'Error', code: 2205, message: 'Unknown', referencedRequestParameter: 'cardNumber' }];
    const mock = { request: { query: CheckBalanceMutation, variables }, result: { data: { giftCardInfo: { __typename: 'GiftCardInfoPayload', giftCard: null, errors } } } };
    const outcome = await check([mock]);
    expect(outcome).toEqual({ giftCard: null, errors: [expect.objectContaining({ code: 2205, referencedRequestParameter: 'cardNumber' })] });
    expect(readRedeemToken()).toBeNull();
  });

  it('turns a call without an answer into the general error', async () => {
    const mock = { request: { query: CheckBalanceMutation, variables }, error: new Error('offline') };
    expect(await check([mock])).toEqual({ giftCard: null, errors: [UNREACHABLE] });
  });
});
