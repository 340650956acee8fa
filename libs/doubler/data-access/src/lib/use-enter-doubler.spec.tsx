import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { StoreProvider, toUserData, UNREACHABLE, type StoreSettings } from '@giftshop/shared-data-access';
import { EnterDoublerMutation } from './doubler.documents';
import { useEnterDoubler } from './use-enter-doubler';

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
const request = { name: 'Rita Holder', email: 'rita@example.com', cardNumber: '6301480123456789010', pin: '042917', captchaToken: 'solved-payload' };
const variables = { userData: toUserData(store), ...request };
const entry = { __typename: 'DoublerEntry', month: '2026-12', drawDate: '2026-12-07', thankYouPath: '/doubler/thankyou/gift-card/' };
const unknown = {
  __typename: 'Error',
  code: 2205,
  message: "We don't know this number, please check the number and try again.",
  referencedRequestParameter: 'cardNumber',
};

const wrapper =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks as never} cache={new InMemoryCache()} mockLinkDefaultOptions={{ delay: 0 }}>
        {children}
      </MockedProvider>
    </StoreProvider>
  );

async function enter(mocks: unknown[]) {
  const { result } = renderHook(() => useEnterDoubler(), { wrapper: wrapper(mocks) });
  let outcome: Awaited<ReturnType<typeof result.current.enter>> | undefined;
  await act(async () => {
    outcome = await result.current.enter(request);
  });
  return outcome;
}

const answer = (entryValue: unknown, errors: unknown[] = []) => ({
  request: { query: EnterDoublerMutation, variables },
  result: { data: { enterDoubler: { __typename: 'DoublerEntryPayload', entry: entryValue, errors } } },
});

describe('useEnterDoubler', () => {
  it('answers the entry with its month, draw date and thank-you path', async () => {
    expect(await enter([answer(entry)])).toEqual({
      entry: { month: '2026-12', drawDate: '2026-12-07', thankYouPath: '/doubler/thankyou/gift-card/' },
      errors: [],
    });
  });

  it("answers the gateway's refusals", async () => {
    const outcome = await enter([answer(null, [unknown])]);
    expect(outcome?.entry).toBeNull();
    expect(outcome?.errors).toEqual([expect.objectContaining({ code: 2205, referencedRequestParameter: 'cardNumber' })]);
  });

  it('answers UNREACHABLE when the gateway cannot be reached', async () => {
    expect(await enter([{ request: { query: EnterDoublerMutation, variables }, error: new Error('offline') }])).toEqual({ entry: null, errors: [UNREACHABLE] });
  });
});
