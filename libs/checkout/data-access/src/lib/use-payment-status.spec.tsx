import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StoreProvider, type StoreSettings } from '@giftshop/shared-data-access';
import type { PaymentStatus } from '@giftshop/shared-graphql';
import { PaymentStatusQuery } from './checkout.documents';
import { paymentOutcome } from './payment-outcome';
import { usePaymentStatus } from './use-payment-status';

const store: StoreSettings = {
  storeId: 48,
  buildKey: 'GCUK',
  language: 'en',
  locale: 'en-GB',
  countryCode: 'GB',
  currency: 'GBP',
  brandHost: 'gcuk.giftshop.example',
  origin: 'https://gcuk.giftshop.example',
  prefixed: false,
};
const userData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };
const orderUuid = '9a3c2f1e-4b5d-4e6f-8a7b-1c2d3e4f5a6b';

const answer = (status: PaymentStatus | null, errors: { code: number; message: string }[] = []) => ({
  request: { query: PaymentStatusQuery, variables: { userData, orderUuid } },
  result: {
    data: {
      paymentStatus: {
        __typename: 'PaymentStatusPayload' as const,
        payment: status ? { __typename: 'OrderPayment' as const, method: 'ideal' as const, status, attempt: 1 } : null,
        errors: errors.map((e) => ({ __typename: 'Error' as const, referencedRequestParameter: null, ...e })),
      },
    },
  },
});

function wrapper(mocks: ReturnType<typeof answer>[]) {
  return ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    </StoreProvider>
  );
}

describe('usePaymentStatus', () => {
  it('asks again while the payment is pending and stops at a final status', async () => {
    const mocks = [answer('OPEN'), answer('PENDING'), answer('PAID'), answer('PAID')];
    const { result } = renderHook(() => usePaymentStatus(orderUuid, { intervalMs: 5, limit: 10 }), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.status).toBe('PAID'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The fourth answer was never asked for.
    expect(result.current).toMatchObject({ status: 'PAID', timedOut: false, error: null });
  });

  it('stops after the limit and starts again when asked', async () => {
    const mocks = [answer('PENDING'), answer('PENDING'), answer('CANCELED')];
    const { result } = renderHook(() => usePaymentStatus(orderUuid, { intervalMs: 5, limit: 2 }), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.timedOut).toBe(true));
    expect(result.current.status).toBe('PENDING');
    act(() => result.current.checkAgain());
    await waitFor(() => expect(result.current.status).toBe('CANCELED'));
    expect(result.current.timedOut).toBe(false);
  });

  it("stops on the gateway's refusal", async () => {
    const { result } = renderHook(() => usePaymentStatus(orderUuid, { intervalMs: 5, limit: 5 }), {
      wrapper: wrapper([answer(null, [{ code: 1005, message: 'We could not find what you are looking for.' }])]),
    });
    await waitFor(() => expect(result.current.error?.code).toBe(1005));
  });

  it('asks nothing without an order', async () => {
    const { result } = renderHook(() => usePaymentStatus(null), { wrapper: wrapper([]) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.status).toBeNull();
  });

  it('stops asking when the page goes away', async () => {
    const { result, unmount } = renderHook(() => usePaymentStatus(orderUuid, { intervalMs: 200, limit: 5 }), { wrapper: wrapper([answer('PENDING')]) });
    await waitFor(() => expect(result.current.status).toBe('PENDING'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    unmount();
    // No second answer exists: a poll after unmounting would warn about a missing mock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('paymentOutcome', () => {
  it('sorts the statuses of the processing page', () => {
    expect(paymentOutcome('PAID')).toBe('paid');
    expect(paymentOutcome('PENDING')).toBe('waiting');
    expect(paymentOutcome('OPEN')).toBe('waiting');
    expect(['FAILED', 'CANCELED', 'EXPIRED'].map((s) => paymentOutcome(s as PaymentStatus))).toEqual(['unpaid', 'unpaid', 'unpaid']);
  });
});
