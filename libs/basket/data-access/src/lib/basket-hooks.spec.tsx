import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { mergedTypes, modalsSlice, possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { BASKET_MODALS, useBasketModal } from './basket-modals';
import { AddToBasketMutation } from './basket.mutations';
import { UNREACHABLE } from '@giftshop/shared-data-access';
import { useAddToBasket } from './use-basket-mutations';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const userData = toUserData(store);
const input = { variationId: '7-d', deliveryType: 'DIGITAL' as const, amount: 2500, quantity: 1 };

function wrapper(mocks: unknown[], redux = configureStore({ reducer: { modals: modalsSlice.reducer } })) {
  const cache = new InMemoryCache({ possibleTypes, typePolicies: Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }])) });
  return ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
        <Provider store={redux}>{children}</Provider>
      </MockedProvider>
    </StoreProvider>
  );
}

describe('useAddToBasket', () => {
  it('answers the gateway’s refusals', async () => {
    const errors = [{ __typename: 'Error', code: 2031, message: 'Out of stock', referencedRequestParameter: 'variationId' }];
    const mock = { request: { query: AddToBasketMutation, variables: { userData, input } }, result: { data: { addToCart: { __typename: 'CartPayload', order: null, errors } } } };
    const { result } = renderHook(() => useAddToBasket(), { wrapper: wrapper([mock]) });
    let change: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      change = await result.current.add(input);
    });
    expect(change).toEqual({ ok: false, errors: [expect.objectContaining({ code: 2031, referencedRequestParameter: 'variationId' })] });
  });

  it('turns a call without an answer into the general error', async () => {
    const mock = { request: { query: AddToBasketMutation, variables: { userData, input } }, error: new Error('connection refused') };
    const { result } = renderHook(() => useAddToBasket(), { wrapper: wrapper([mock]) });
    let change: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      change = await result.current.add(input);
    });
    expect(change).toEqual({ ok: false, errors: [UNREACHABLE] });
  });
});

describe('useBasketModal', () => {
  it('opens the wrapper overlay over another modal, and a confirmation instead of it', () => {
    const redux = configureStore({ reducer: { modals: modalsSlice.reducer } });
    const { result } = renderHook(() => ({ edit: useBasketModal(BASKET_MODALS.editPackage), overlay: useBasketModal(BASKET_MODALS.wrapperOverlay), remove: useBasketModal(BASKET_MODALS.deleteItem) }), {
      wrapper: wrapper([], redux),
    });
    act(() => result.current.edit.show());
    act(() => result.current.overlay.show());
    expect([result.current.edit.open, result.current.overlay.open]).toEqual([true, true]);
    act(() => result.current.remove.show());
    expect([result.current.edit.open, result.current.overlay.open, result.current.remove.open]).toEqual([false, false, true]);
    act(() => result.current.remove.hide());
    expect(redux.getState().modals.open).toEqual([]);
  });
});
