import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { possibleTypes, StoreProvider, toUserData, UNREACHABLE, type StoreSettings } from '@giftshop/shared-data-access';
import { AddRedeemPackageMutation, PlaceRedeemOrderMutation, RedeemOrderQuery, RedeemSessionQuery, UpdateRedeemPackageMutation } from './redeem.documents';
import { REDEEM_TOKEN_KEY, storeRedeemToken } from './redeem-token';
import { usePlaceRedeemOrder, useRedeemMutations } from './use-redeem-mutations';
import { useRedeemOrder } from './use-redeem-order';
import { useRedeemToken } from './use-redeem-token';
import { redeemReducers } from './redeem.slice';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const userData = toUserData(store, 'token-1');
const gbp = (minorUnits: number) => ({ __typename: 'Money', minorUnits, currency: 'GBP' });
const uuid = '0b5c3e1a-1f43-4a71-9d5e-6c0f6a1e2b3c';
const session = (openOrderUuid: string | null) => ({
  data: {
    redeemSession: {
      __typename: 'RedeemSessionPayload',
      session: { __typename: 'RedeemSession', maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), expiryDate: '2027-11-23', openOrderUuid },
      errors: [],
    },
  },
});
const order = {
  __typename: 'RedeemOrder',
  id: uuid,
  status: 'CART',
  referenceNumber: null,
  shipments: [],
  totals: { __typename: 'OrderTotals', grandTotal: gbp(2000) },
  remainingBalance: gbp(500),
  amountToPay: gbp(0),
  cards: [{ __typename: 'RedeemCard', maskedNumber: '···· ···· ···· ···· 9010', balance: gbp(2500), amountUsed: gbp(2000) }],
};
const orderAnswer = { data: { order: { __typename: 'RedeemOrderPayload', order, errors: [] } } };

const wrapper =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ possibleTypes })} mockLinkDefaultOptions={{ delay: 0 }}>
        <Provider store={configureStore({ reducer: redeemReducers })}>{children}</Provider>
      </MockedProvider>
    </StoreProvider>
  );

describe('useRedeemToken', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the token of this tab after the first render, and forgets it', async () => {
    storeRedeemToken('token-1');
    const { result } = renderHook(() => useRedeemToken(), { wrapper: wrapper([]) });
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ ready: true, token: 'token-1' })));
    act(() => result.current.forget());
    expect(result.current.token).toBeNull();
    expect(sessionStorage.getItem(REDEEM_TOKEN_KEY)).toBeNull();
  });
});

describe('useRedeemOrder', () => {
  it("answers the holder's card and the open order", async () => {
    const mocks = [
      { request: { query: RedeemSessionQuery, variables: { userData } }, result: session(uuid) },
      { request: { query: RedeemOrderQuery, variables: { userData, uuid } }, result: orderAnswer },
    ];
    const { result } = renderHook(() => useRedeemOrder('token-1'), { wrapper: wrapper(mocks) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session?.maskedNumber).toBe('···· ···· ···· ···· 9010');
    expect(result.current.order?.remainingBalance.minorUnits).toBe(500);
    expect(result.current.ended).toBe(false);
  });

  it('tells an ended session apart from a failure', async () => {
    const ended = { data: { redeemSession: { __typename: 'RedeemSessionPayload', session: null, errors: [{ __typename: 'Error', code: 2211, message: 'Ended', referencedRequestParameter: 'redeemToken' }] } } };
    const { result } = renderHook(() => useRedeemOrder('token-1'), { wrapper: wrapper([{ request: { query: RedeemSessionQuery, variables: { userData } }, result: ended }]) });
    await waitFor(() => expect(result.current.ended).toBe(true));
    expect(result.current).toEqual(expect.objectContaining({ failed: false, loading: false, order: null }));
  });

  it('asks nothing without a token', () => {
    const { result } = renderHook(() => useRedeemOrder(null), { wrapper: wrapper([]) });
    expect(result.current).toEqual(expect.objectContaining({ loading: false, session: null, order: null }));
  });
});

describe('useRedeemMutations', () => {
  it('adds a package to the open order and answers no errors', async () => {
    const input = { variationId: '110', amount: 2000, quantity: 1, receiver: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', confirmEmail: 'ada@example.com' } };
    const mocks = [
      { request: { query: AddRedeemPackageMutation, variables: { userData, input: { ...input, orderUuid: null } } }, result: { data: { addRedeemPackage: { __typename: 'RedeemOrderPayload', order, errors: [] } } } },
      { request: { query: RedeemSessionQuery, variables: { userData } }, result: session(uuid) },
    ];
    const { result } = renderHook(() => useRedeemMutations('token-1', null), { wrapper: wrapper(mocks) });
    let errors: unknown;
    await act(async () => {
      errors = await result.current.add(input);
    });
    expect(errors).toEqual([]);
  });

  it("changes a package of the open order and answers the gateway's refusals", async () => {
    const input = { quantity: 2, deliveryAddress: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB', postCode: 'SW1A', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'London' } };
    const refusal = { __typename: 'Error', code: 2002, message: 'Please enter a valid postcode', referencedRequestParameter: 'receiver.address.postCode' };
    const mocks = [
      {
        request: { query: UpdateRedeemPackageMutation, variables: { userData, orderUuid: uuid, packageId: '703', input } },
        result: { data: { updateRedeemPackage: { __typename: 'RedeemOrderPayload', order: null, errors: [refusal] } } },
      },
    ];
    const { result } = renderHook(() => useRedeemMutations('token-1', uuid), { wrapper: wrapper(mocks) });
    let errors: unknown;
    await act(async () => {
      errors = await result.current.update('703', input);
    });
    expect(errors).toEqual([refusal]);
  });

  it('turns a call without an answer into the general error', async () => {
    const { result } = renderHook(() => useRedeemMutations('token-1', uuid), { wrapper: wrapper([]) });
    let errors: unknown;
    await act(async () => {
      errors = await result.current.addCard({ cardNumber: '6301480123456789010', pin: '042917', captchaToken: 'solved' });
    });
    expect(errors).toEqual([UNREACHABLE]);
  });
});

describe('usePlaceRedeemOrder', () => {
  it('answers the payment page of a shortfall', async () => {
    const request = { orderVersion: 4, billingAddress: { firstName: 'Grace', lastName: 'Hopper', countryCode: 'GB' }, termsAccepted: true, paymentMethod: 'visa' as const, issuer: null };
    const mocks = [
      {
        request: { query: PlaceRedeemOrderMutation, variables: { userData, input: { orderUuid: uuid, ...request } } },
        result: { data: { placeRedeemOrder: { __typename: 'PlaceRedeemOrderPayload', orderUuid: uuid, redirectUrl: '/payments/sandbox/1/', errors: [] } } },
      },
    ];
    const { result } = renderHook(() => usePlaceRedeemOrder('token-1'), { wrapper: wrapper(mocks) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current(uuid, request);
    });
    expect(outcome).toEqual({ orderUuid: uuid, redirectUrl: '/payments/sandbox/1/', errors: [] });
  });
});
