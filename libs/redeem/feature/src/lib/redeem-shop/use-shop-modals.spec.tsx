import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { EnterRedeemDoublerMutation } from '@giftshop/redeem-data-access';
import { possibleTypes, StoreProvider, toUserData, type StoreSettings } from '@giftshop/shared-data-access';
import { useShopModals, type ShopProduct } from './use-shop-modals';

const store: StoreSettings = { storeId: 48, buildKey: 'GCUK', language: 'en', locale: 'en-GB', countryCode: 'GB', currency: 'GBP', brandHost: 'gcuk.example', origin: 'https://gcuk.example', prefixed: false };
const values = { name: 'Rita Holder', email: 'rita@example.com' };
const entered = (answer: object) => ({
  request: { query: EnterRedeemDoublerMutation, variables: { userData: toUserData(store, 'token-1'), ...values } },
  result: { data: { enterDoubler: { __typename: 'DoublerEntryPayload', entry: null, errors: [], ...answer } } },
});
const error = (code: number, message: string, referencedRequestParameter: string | null) => ({ __typename: 'Error', code, message, referencedRequestParameter });

function setUp(mocks: unknown[], refused = jest.fn((_errors: unknown, fieldOf: (path: string) => string | null) => ({ [fieldOf('cardNumber') ?? '']: 'Already in' }))) {
  const allowUnload = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ possibleTypes })} mockLinkDefaultOptions={{ delay: 0 }}>
        {children}
      </MockedProvider>
    </StoreProvider>
  );
  const hook = renderHook(() => useShopModals({ token: 'token-1', refused, allowUnload }), { wrapper });
  return { ...hook, refused, allowUnload };
}

const product = (redirectLink: { url: string; redirectTime: number } | null) =>
  ({ id: '7', giftCardBrand: { id: '3', name: 'Starlight Screens', iframeUrl: null, redirectLink, productExternalLink: null } }) as unknown as ShopProduct;

describe('useShopModals', () => {
  it('opens the redirect modal after a card of a brand with a redirect link is added, and only then', () => {
    const { result } = setUp([]);
    act(() => void result.current.added(product(null)));
    expect(result.current.redirect.product).toBeNull();
    const redirecting = product({ url: 'https://starlightscreens.example/', redirectTime: 5 });
    act(() => void result.current.added(redirecting));
    expect(result.current.redirect.product).toBe(redirecting);
    act(() => result.current.redirect.onClose());
    expect(result.current.redirect.product).toBeNull();
  });

  it("enters the session's card and keeps the draw date", async () => {
    const { result } = setUp([entered({ entry: { __typename: 'DoublerEntry', month: '2026-12', drawDate: '2026-12-07' } })]);
    await act(() => result.current.doubler.onSubmit(values));
    expect(result.current.doubler.drawDate).toBe('2026-12-07');
    expect(result.current.doubler.serverErrors).toBeNull();
  });

  it("shows a refusal of the card above the form, and hands the errors to the shop's refusal handling", async () => {
    const errors = [error(2401, 'This gift card is already taking part in the draw of 7 December 2026.', 'cardNumber')];
    const { result, refused } = setUp([entered({ errors })]);
    await act(() => result.current.doubler.onSubmit(values));
    expect(refused).toHaveBeenCalledWith([expect.objectContaining({ code: 2401 })], expect.any(Function));
    const fieldOf = refused.mock.calls[0][1];
    expect([fieldOf('cardNumber'), fieldOf('name'), fieldOf('email'), fieldOf('redeemToken')]).toEqual(['card', 'name', 'email', null]);
    expect(result.current.doubler.serverErrors).toEqual({ fields: { name: undefined, email: undefined }, values, card: 'Already in' });
    expect(result.current.doubler.drawDate).toBeNull();
  });
});
