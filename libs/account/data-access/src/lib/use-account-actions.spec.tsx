import type { ReactNode } from 'react';
import { gql, InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { StoreProvider, toUserData, UNREACHABLE, type StoreSettings } from '@giftshop/shared-data-access';
import { AccountUserQuery, UserLoginMutation, UserLogoutMutation } from './account.documents';
import { useAccountActions } from './use-account-actions';

const store: StoreSettings = {
  storeId: 48,
  buildKey: 'GCUK',
  language: 'en',
  locale: 'en-GB',
  countryCode: 'GB',
  currency: 'GBP',
  brandHost: 'gcuk.example',
  origin: 'https://gcuk.example',
  prefixed: false,
};
const userData = toUserData(store);
const user = {
  __typename: 'User',
  subscribed: false,
  mainProfile: { __typename: 'CustomerProfile', firstName: 'Ann', lastName: '', email: 'ann@example.com' },
};
const userInfo = (value: unknown) => ({ getUserInfo: { __typename: 'UserInfoPayload', user: value, errors: [] } });
const status = (field: string, ok: boolean, errors: unknown[] = []) => ({ [field]: { __typename: 'StatusPayload', status: ok, errors } });
const login = { query: UserLoginMutation, variables: { userData, email: 'ann@example.com', password: 'secret-pass', captchaToken: 'solved' } };

function setUp(mocks: unknown[], cache = new InMemoryCache()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
        {children}
      </MockedProvider>
    </StoreProvider>
  );
  return { cache, result: renderHook(() => useAccountActions(), { wrapper }).result };
}

describe('useAccountActions', () => {
  it('loads the customer into the cache after a login', async () => {
    const { cache, result } = setUp([
      { request: login, result: { data: status('userLogin', true) } },
      { request: { query: AccountUserQuery, variables: { userData } }, result: { data: userInfo(user) } },
    ]);
    let outcome;
    await act(async () => {
      outcome = await result.current.logIn('ann@example.com', 'secret-pass', 'solved');
    });
    expect(outcome).toEqual({ ok: true, errors: [] });
    expect(cache.readQuery({ query: AccountUserQuery, variables: { userData } })?.getUserInfo.user?.mainProfile.firstName).toBe('Ann');
  });

  it('hands back the refusals of a login', async () => {
    const refusal = { __typename: 'Error', code: 2104, message: 'The combination of e-mail address and password is not correct.', referencedRequestParameter: 'password' };
    const { result } = setUp([{ request: login, result: { data: status('userLogin', false, [refusal]) } }]);
    let outcome;
    await act(async () => {
      outcome = await result.current.logIn('ann@example.com', 'secret-pass', 'solved');
    });
    expect(outcome).toEqual({ ok: false, errors: [refusal] });
  });

  it('answers UNREACHABLE when the gateway cannot be reached', async () => {
    const { result } = setUp([{ request: login, error: new Error('offline') }]);
    let outcome;
    await act(async () => {
      outcome = await result.current.logIn('ann@example.com', 'secret-pass', 'solved');
    });
    expect(outcome).toEqual({ ok: false, errors: [UNREACHABLE] });
  });

  it('forgets the customer and the cart after a logout', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: AccountUserQuery, variables: { userData }, data: userInfo(user) as never });
    const cart = gql`
      query Cart($userData: UserDataInput!) {
        cartQuantity(userData: $userData) {
          order {
            id
          }
        }
      }
    `;
    cache.writeQuery({ query: cart, variables: { userData }, data: { cartQuantity: { __typename: 'CartPayload', order: { __typename: 'GiftCardOrder', id: 'o1' } } } });
    const { result } = setUp([{ request: { query: UserLogoutMutation, variables: { userData } }, result: { data: status('userLogout', true) } }], cache);
    await act(async () => {
      await result.current.logOut();
    });
    expect(cache.readQuery({ query: AccountUserQuery, variables: { userData } })?.getUserInfo.user).toBeNull();
    expect(Object.keys(cache.extract()['ROOT_QUERY'] ?? {}).filter((key) => key.startsWith('cartQuantity'))).toEqual([]);
  });
});
